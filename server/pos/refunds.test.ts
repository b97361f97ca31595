import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../domain/bookings/reservation';
import type { Invoice, PaymentDetail, PaymentResult, RefundResult } from '../../domain/pos/api';
import { SIM_MANUAL_CARDS } from '../../domain/pos/api-paths';
import { bookings, consoleUsers, invoicePayments, invoiceRefunds, invoices, onsitePaymentMethods, rolePermissions } from '../db/schema';
import { actorFor, call, expectError, expectOk, fieldIdsByName, startDemoSessions, type DemoSessions } from '../test-support/http';
import { payByTypedCard, payInCash, saleOf } from '../test-support/pos';
import { login } from '../test-support/test-server';
import { cardKit } from './card/card-test-kit';
import { saveInvoice } from './invoice-service';
import { refundHash } from './refund-service';

/**
 * Refunds of the ledger's payments (issue 16 §2), on PGlite and (SERVER_TEST_DB=postgres) on a
 * PostgreSQL server: the rules of domain/pos/refund.ts answered by the API, the bound held by the
 * database under concurrency, one refund per idempotency key, the card provider's decline, and
 * the bookings a refunded sale paid.
 */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => demo?.server.close());

const app = () => demo.server.app;
const db = () => demo.server.database.db;
const owner = () => demo.owner.access_token;
const run = `${process.pid}-${Date.now()}`;
let n = 0;
const key = (what = 'k') => `${run}.${what}.${++n}`;

/** An open sale of one free line (plus `fees` of online service fees) at the facility. */
async function sale(amount: number, options: { facilityId?: number; fees?: number; username?: string } = {}): Promise<Invoice> {
  const invoice = await saveInvoice(
    db(),
    await actorFor(db(), options.username ?? 'owner'),
    {
      idempotency_key: randomUUID(),
      facility_id: options.facilityId ?? demo.ids.madridId,
      invoice_id: null,
      lines: [{ kind: 'free', description: 'Lesson', amount_cents: amount }],
      contact_id: null,
      tab_name: null,
    },
    { tab: false },
  );
  if (options.fees) await db().update(invoices).set({ fees_cents: options.fees }).where(eq(invoices.id, invoice.id));
  return { ...invoice, due_cents: invoice.due_cents + (options.fees ?? 0) };
}

const payCash = (invoice: Invoice, token = owner()) => payInCash(app(), token, invoice, key('pay'));

const payCard = (invoice: Invoice, number: string) => payByTypedCard(app(), owner(), invoice, number, key('card'));

const refund = (paymentId: number, amount: number, options: { key?: string; reason?: string; token?: string; lang?: string } = {}) =>
  call(app(), 'POST', '/console/invoice_payment/refund/', {
    token: options.token ?? owner(),
    ...(options.lang ? { lang: options.lang } : {}),
    payload: { idempotency_key: options.key ?? key('refund'), payment_id: paymentId, amount_cents: amount, reason: options.reason ?? 'Customer returned it' },
  });
const paymentRow = async (id: number) => (await db().select().from(invoicePayments).where(eq(invoicePayments.id, id)))[0]!;
const refundRows = (paymentId: number) => db().select().from(invoiceRefunds).where(eq(invoiceRefunds.payment_id, paymentId));

describe('refunding a cash payment', () => {
  it('a partial then a full refund: partial_refund, then refunded; each refund listed with who, how much and why', async () => {
    const paid = await payCash(await sale(3000));
    expect(paid).toMatchObject({ refund_state: 'none', refunded_cents: 0, refundable_cents: 3000 });
    const first = expectOk<RefundResult>(await refund(paid.id, 1000, { reason: 'One lesson cancelled' })).data;
    expect(first.refund).toMatchObject({ amount_cents: 1000, reason: 'One lesson cancelled', method: 'cash', status: 'succeeded', operator_name: expect.any(String) });
    expect(first.payment).toMatchObject({ status: 'captured', refund_state: 'partial_refund', refunded_cents: 1000, refundable_cents: 2000 });
    const second = expectOk<RefundResult>(await refund(paid.id, 2000, { reason: 'Rest refunded' })).data;
    expect(second.payment).toMatchObject({ refund_state: 'refunded', refunded_cents: 3000, refundable_cents: 0 });
    const detail = expectOk<PaymentDetail>(await call(app(), 'GET', `/invoice_payment/${paid.id}/`, { token: owner() })).data;
    expect(detail.refunds.map((r) => [r.amount_cents, r.reason, r.status])).toEqual([
      [1000, 'One lesson cancelled', 'succeeded'],
      [2000, 'Rest refunded', 'succeeded'],
    ]);
    expect(detail.refunds[0]!.operator_name).not.toBe('');
    // Nothing remains: refused, in the request's language.
    const none = expectError(await refund(paid.id, 1, { lang: 'es' }), 409, 'E409');
    expect(none.data).toMatchObject({ reason: 'nothing_to_refund' });
    expect(none.message.text).toBe('Este pago ya se reembolsó por completo');
  });

  it('refuses zero, negative, above what remains and a missing reason, changing nothing', async () => {
    const paid = await payCash(await sale(1500));
    expectError(await refund(paid.id, 0), 400, 'E400');
    expectError(await refund(paid.id, -100), 400, 'E400');
    expectError(await refund(paid.id, 500, { reason: '  ' }), 400, 'E400');
    const over = expectError(await refund(paid.id, 1501), 400, 'E400');
    expect(over.data).toMatchObject({ reason: 'over_refund' });
    expect(over.message.text).toBe('This is more than what remains to refund of this payment');
    expectOk(await refund(paid.id, 1000));
    // Within what was paid but beyond what other refunds left: a conflict with the payment's state.
    expect(expectError(await refund(paid.id, 501), 409, 'E409').data).toMatchObject({ reason: 'over_refund' });
    expect(await paymentRow(paid.id)).toMatchObject({ refunded_cents: 1000 });
    expect(await refundRows(paid.id)).toHaveLength(1);
  });

  it('never refunds the online service fees: what is refundable is what was paid less the fees', async () => {
    const paid = await payCash(await sale(2000, { fees: 300 }));
    expect(paid).toMatchObject({ amount_cents: 2300, non_refundable_cents: 300, refundable_cents: 2000 });
    expect(expectError(await refund(paid.id, 2300), 400, 'E400').data).toMatchObject({ reason: 'over_refund' });
    const done = expectOk<RefundResult>(await refund(paid.id, 2000)).data;
    expect(done.payment).toMatchObject({ refund_state: 'refunded', refunded_cents: 2000, refundable_cents: 0 });
  });

  it('the same idempotency key answers the first refund and refunds once; with another request E409', async () => {
    const paid = await payCash(await sale(2000));
    const k = key('same');
    const first = expectOk<RefundResult>(await refund(paid.id, 700, { key: k })).data;
    const again = expectOk<RefundResult>(await refund(paid.id, 700, { key: k })).data;
    expect(again.refund).toEqual(first.refund);
    expect(expectError(await refund(paid.id, 800, { key: k }), 409, 'E409').data).toMatchObject({ reason: 'key_reused' });
    expect(await refundRows(paid.id)).toHaveLength(1);
    expect(await paymentRow(paid.id)).toMatchObject({ refunded_cents: 700 });
  });
});

describe('refunding a card payment', () => {
  it('goes back through the card provider: the refund carries its reference', async () => {
    const paid = await payCard(await sale(4000), SIM_MANUAL_CARDS.approved);
    const done = expectOk<RefundResult>(await refund(paid.id, 1500)).data;
    expect(done.refund).toMatchObject({ method: 'manual_card', status: 'succeeded' });
    expect(done.refund.provider_reference).toMatch(/^re_sim_/);
    expect(done.payment).toMatchObject({ refund_state: 'partial_refund', refunded_cents: 1500 });
  });

  it('a provider decline leaves the payment as it was and says why; its retry answers the same', async () => {
    const paid = await payCard(await sale(2500), SIM_MANUAL_CARDS.refund_fails);
    expect(paid.status).toBe('captured');
    const k = key('declined');
    const no = expectError(await refund(paid.id, 1000, { key: k }), 409, 'E409');
    expect(no.data).toMatchObject({ reason: 'refund_declined' });
    expect(no.message.text).toBe('The card provider declined the refund: nothing was refunded');
    expect(expectError(await refund(paid.id, 1000, { key: k }), 409, 'E409').data).toMatchObject({ reason: 'refund_declined' });
    expect(await paymentRow(paid.id)).toMatchObject({ status: 'captured', refunded_cents: 0 });
    expect((await refundRows(paid.id)).map((r) => [r.status, r.decline_reason])).toEqual([['declined', 'generic']]);
    const detail = expectOk<PaymentDetail>(await call(app(), 'GET', `/invoice_payment/${paid.id}/`, { token: owner() })).data;
    expect(detail.payment).toMatchObject({ refund_state: 'none', refundable_cents: 2500 });
  });

  it('a card reader payment goes back through the provider too', async () => {
    const kit = cardKit(demo);
    const invoice = await sale(1800);
    const k = key('reader');
    await kit.started(invoice, await kit.terminalId(demo.ids.madridId, 'Recepción'), { key: k });
    expectOk(await kit.tap(await kit.terminalId(demo.ids.madridId, 'Recepción'), 'approved'));
    const paid = (await kit.captured(k)).payment;
    expect(paid).toMatchObject({ method: 'reader', status: 'captured' });
    const done = expectOk<RefundResult>(await refund(paid.id, 1800)).data;
    expect(done.refund).toMatchObject({ method: 'reader', status: 'succeeded', provider_reference: expect.stringMatching(/^re_sim_/) });
    expect(done.payment.refund_state).toBe('refunded');
  });

  it('a refund left pending by a crash after it was written is finished by its retry, refunded once', async () => {
    const paid = await payCard(await sale(2000), SIM_MANUAL_CARDS.approved);
    const k = key('crash');
    // What the first transaction left before the process died: the refund pending, its amount held.
    await db().update(invoicePayments).set({ refunded_cents: 600 }).where(eq(invoicePayments.id, paid.id));
    await db()
      .insert(invoiceRefunds)
      .values({
        group_id: demo.ids.demoGroupId,
        facility_id: demo.ids.madridId,
        payment_id: paid.id,
        invoice_id: paid.invoice_id,
        amount_cents: 600,
        reason: 'Crash',
        method: 'manual_card',
        status: 'pending',
        idempotency_key: k,
        request_hash: refundHash({ idempotency_key: k, payment_id: paid.id, amount_cents: 600, reason: 'Crash' }),
      });
    const done = expectOk<RefundResult>(await refund(paid.id, 600, { key: k, reason: 'Crash' })).data;
    expect(done.refund).toMatchObject({ status: 'succeeded', amount_cents: 600 });
    expect(done.payment).toMatchObject({ refunded_cents: 600, refund_state: 'partial_refund' });
    expect(await refundRows(paid.id)).toHaveLength(1);
  });

  it('an onsite method refund is recorded as that method', async () => {
    const [method] = await db().select().from(onsitePaymentMethods).where(eq(onsitePaymentMethods.facility_id, demo.ids.madridId));
    const invoice = await sale(900);
    const paid = expectOk<PaymentResult>(
      await call(app(), 'POST', '/invoice/pos/payment/', {
        token: owner(),
        payload: { idempotency_key: key('onsite'), invoice_id: invoice.id, amount_cents: 900, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'onsite', method_id: method!.id }, tendered_cents: null },
      }),
    ).data.payment;
    const done = expectOk<RefundResult>(await refund(paid.id, 900)).data;
    expect(done.refund).toMatchObject({ method: 'onsite', status: 'succeeded', provider_reference: null });
    expect(done.payment.refund_state).toBe('refunded');
  });

  it('a declined (not captured) payment is refused', async () => {
    const declined = await payCard(await sale(1200), SIM_MANUAL_CARDS.generic);
    expect(declined.status).toBe('declined');
    expect(expectError(await refund(declined.id, 100), 409, 'E409').data).toMatchObject({ reason: 'payment_not_captured' });
    expect(await refundRows(declined.id)).toHaveLength(0);
  });

  it('a void payment (a reader payment cancelled before the card was tapped) is refused, in English and Spanish, and nothing is written', async () => {
    const kit = cardKit(demo);
    const k = key('void');
    await kit.started(await sale(1200), await kit.terminalId(demo.ids.madridId, 'Recepción'), { key: k });
    expect(expectOk<{ status: string }>(await kit.cancel(k)).data.status).toBe('cancelled');
    const [voided] = await db().select().from(invoicePayments).where(eq(invoicePayments.idempotency_key, k));
    expect(voided).toMatchObject({ status: 'cancelled', refunded_cents: 0 });
    const refused = expectError(await refund(voided!.id, 100), 409, 'E409');
    expect(refused.data).toMatchObject({ reason: 'payment_not_captured' });
    const es = expectError(await refund(voided!.id, 100, { lang: 'es' }), 409, 'E409');
    expect(es.message.text).not.toBe(refused.message.text);
    expect(await refundRows(voided!.id)).toHaveLength(0);
    expect(await paymentRow(voided!.id)).toMatchObject({ status: 'cancelled', refunded_cents: 0 });
  });
});

describe('who may refund', () => {
  it('E403 without the POS payments view or its permission; E404 for another organization’s payment', async () => {
    const paid = await payCash(await sale(1000));
    const tech = await login(app(), 'tech');
    expectError(await refund(paid.id, 100, { token: tech.access_token }), 403, 'E403');
    // The representative holds view 24: without its permission, E403.
    const [rep] = await db().select({ role: consoleUsers.role_id }).from(consoleUsers).where(eq(consoleUsers.username, 'rep'));
    await db()
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, rep!.role!), eq(rolePermissions.permission_id, 24)));
    try {
      expectError(await refund(paid.id, 100, { token: demo.rep.access_token }), 403, 'E403');
    } finally {
      await db().insert(rolePermissions).values({ role_id: rep!.role!, permission_id: 24 });
    }
    expectOk(await refund(paid.id, 100, { token: demo.rep.access_token }));
    const lisbon = await payCash(await sale(1000, { facilityId: demo.ids.lisbonId, username: 'admin' }), demo.admin.access_token);
    expectError(await refund(lisbon.id, 100), 404, 'E404');
    expectError(await refund(999_999_999, 100), 404, 'E404');
  });
});

describe('a refunded sale that paid a booking', () => {
  /** A booking at Madrid's Pista 3 on `date` (its price holds the organization's service fee) and an open sale of `part` of it (all of it by default). */
  async function bookingSale(date: string, part?: (b: Reservation) => number) {
    const pista = await fieldIdsByName(demo, demo.ids.madridId);
    const b = expectOk<Reservation>(
      await call(app(), 'POST', '/reservation/', {
        token: owner(),
        payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 3'], date, time: '10:00', minutes: 60, type: 'one_day' },
      }),
    ).data;
    const sell = (amount: number) => saleOf(app(), owner(), demo.ids.madridId, [{ kind: 'booking', booking_id: b.id, participant_id: null, amount_cents: amount }], key('sale'));
    const stored = async () => (await db().select().from(bookings).where(eq(bookings.id, b.id)))[0]!;
    return { b, inv: await sell(part ? part(b) : b.amount_cents), sell, stored };
  }

  it("moves the booking's paid amount and payment state back, and its history says so", async () => {
    const { b, inv, stored } = await bookingSale('2029-08-14');
    const paid = await payCash(inv);
    expect(await stored()).toMatchObject({ amount_paid_cents: b.amount_cents, payment_state: 'paid' });
    expectOk(await refund(paid.id, 1000, { reason: 'Rain' }));
    expect(await stored()).toMatchObject({ amount_paid_cents: b.amount_cents - 1000, payment_state: 'pending' });
    const events = expectOk<{ action: string; data: Record<string, unknown> }[]>(await call(app(), 'GET', `/reservation/event/${b.id}/?kind=history`, { token: owner() })).data;
    expect(events.map((e) => e.action)).toEqual(['created', 'paid', 'refunded']);
    expect(events[2]!.data).toMatchObject({ amount_cents: 1000, reason: 'Rain', invoice_id: inv.id });
  });

  it("never gives back the booking's service fee (SPEC §9), as its cancellation does not: a hand refund returns at most what was paid less it", async () => {
    const { b, inv, stored } = await bookingSale('2029-08-16');
    expect(b.service_fee_cents).toBeGreaterThan(0);
    const paid = await payCash(inv);
    expect(paid).toMatchObject({ amount_cents: b.amount_cents, non_refundable_cents: b.service_fee_cents, refundable_cents: b.amount_cents - b.service_fee_cents });
    expect(expectError(await refund(paid.id, b.amount_cents), 400, 'E400').data).toMatchObject({ reason: 'over_refund' });
    expectOk(await refund(paid.id, b.amount_cents - b.service_fee_cents));
    expect(await stored()).toMatchObject({ amount_paid_cents: b.service_fee_cents });
  });

  it('a booking paid in two sales carries its service fee once across both payments', async () => {
    const { b, inv, sell } = await bookingSale('2029-08-17', (r) => Math.floor(r.amount_cents / 2));
    const first = await payCash(inv);
    const second = await payCash(await sell(b.amount_cents - Math.floor(b.amount_cents / 2)));
    expect(first.non_refundable_cents + second.non_refundable_cents).toBe(b.service_fee_cents);
    expect(first.non_refundable_cents).toBe(Math.round((b.service_fee_cents * Math.floor(b.amount_cents / 2)) / b.amount_cents));
  });
});

describe('concurrency', () => {
  it('20 concurrent refunds of the remainder refund it once: the total never exceeds it', async () => {
    const paid = await payCash(await sale(5000));
    expectOk(await refund(paid.id, 1000));
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.id, 4000)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409 || a.statusCode === 400)).toBe(true);
    expect(await paymentRow(paid.id)).toMatchObject({ refunded_cents: 5000 });
    const rows = await refundRows(paid.id);
    expect(rows.reduce((s, r) => s + r.amount_cents, 0)).toBe(5000);
  });

  it('20 concurrent refunds of a quarter each: exactly four succeed', async () => {
    const paid = await payCash(await sale(4000));
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.id, 1000)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(await paymentRow(paid.id)).toMatchObject({ refunded_cents: 4000 });
    expect(await refundRows(paid.id)).toHaveLength(4);
  });

  it('20 concurrent requests with one key write one refund and all answer it', async () => {
    const paid = await payCash(await sale(3000));
    const k = key('parallel');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.id, 500, { key: k })));
    expect(new Set(answers.map((a) => expectOk<RefundResult>(a).data.refund.id)).size).toBe(1);
    expect(await refundRows(paid.id)).toHaveLength(1);
    expect(await paymentRow(paid.id)).toMatchObject({ refunded_cents: 500 });
  });

  it('the bound is the database’s: a write beyond what was paid less fees is rejected by its CHECK', async () => {
    const paid = await payCash(await sale(2000, { fees: 200 }));
    await expect(db().execute(sql`update invoice_payments set refunded_cents = 2001 where id = ${paid.id}`)).rejects.toThrow();
    await db().execute(sql`update invoice_payments set refunded_cents = 2000 where id = ${paid.id}`);
    expect(await paymentRow(paid.id)).toMatchObject({ refunded_cents: 2000 });
  });
});
