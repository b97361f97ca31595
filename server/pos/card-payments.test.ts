import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor';
import { facilities, invoicePayments, products, terminals } from '../db/schema';
import { DomainError } from '../domain-error';
import { actorFor, startDemoSessions, type DemoSessions } from '../test-support/http';
import { openCardPayment, paymentByKey, settleCardPayment, type OpenCardPayment } from './card-payments';
import { saveInvoice } from './invoice-service';

/** The ledger's card door (what the card side calls): open a pending payment, settle it, find it by key. */
let demo: DemoSessions;
let owner: Actor;
let rep: Actor;
let admin: Actor;
let frontDesk: number;
let bar: number;
let brooklynReader: number;
let water: number;
beforeAll(async () => {
  demo = await startDemoSessions();
  [owner, rep, admin] = (await Promise.all(['owner', 'rep', 'admin'].map((u) => actorFor(db(), u)))) as [Actor, Actor, Actor];
  const readers = await db().select({ id: terminals.id, name: terminals.name, facility_id: terminals.facility_id }).from(terminals);
  frontDesk = readers.find((r) => r.name === 'Recepción' && r.facility_id === demo.ids.madridId)!.id;
  bar = readers.find((r) => r.name === 'Barra')!.id;
  brooklynReader = readers.find((r) => r.facility_id === demo.ids.brooklynId)!.id;
  water = (await db().select({ id: products.id }).from(products).where(eq(products.name, 'Agua 50 cl')))[0]!.id;
});
afterAll(async () => demo?.server.close());

const db = () => demo.server.database.db;
let n = 0;
const key = () => `card-test.${++n}`;

/** An open invoice at Madrid: two waters (3.00). */
async function invoice(facility_id = demo.ids.madridId, lines: unknown[] = [{ kind: 'product', product_id: water, quantity: 2 }]) {
  return saveInvoice(db(), owner, { idempotency_key: key(), facility_id, invoice_id: null, lines: lines as never, contact_id: null, tab_name: null }, { tab: false });
}

const card = (invoiceId: number, extra: Partial<OpenCardPayment> = {}): OpenCardPayment => ({
  key: key(),
  invoiceId,
  method: { kind: 'reader', terminalId: frontDesk },
  amount: 300,
  tip: 0,
  saleTip: 0,
  providerReference: 'pi_test',
  expiresAt: new Date(Date.now() + 60_000),
  ...extra,
});

/** The refusal a service threw: a DomainError, or the guard's E404 of another tenant. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; data: Record<string, unknown> | null }> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err instanceof DomainError || (err as { code?: string } | null)?.code === 'E404', String(err)).toBe(true);
  return err as DomainError;
}

describe('openCardPayment', () => {
  it('opens a pending payment; the same key again answers it and writes nothing more', async () => {
    const inv = await invoice();
    const ask = card(inv.id);
    const first = await openCardPayment(db(), owner, ask);
    expect(first).toMatchObject({ status: 'pending', method: 'reader', terminal_id: frontDesk, amount_cents: 300, tip_cents: 0, invoice_id: inv.id, method_label: 'Recepción', currency: 'EUR' });
    const again = await openCardPayment(db(), owner, ask);
    expect(again.id).toBe(first.id);
    expect(await db().select().from(invoicePayments).where(eq(invoicePayments.idempotency_key, ask.key))).toHaveLength(1);
    // The same key with another amount is refused.
    expect((await refusal(openCardPayment(db(), owner, { ...ask, amount: 200 }))).code).toBe('E409');
  });

  it('refuses a card at a facility without online payments (card_not_enabled)', async () => {
    await db().update(facilities).set({ online_payments: false }).where(eq(facilities.id, demo.ids.brooklynId));
    const inv = await invoice(demo.ids.brooklynId, [{ kind: 'free', description: 'Lesson', amount_cents: 300 }]);
    const err = await refusal(openCardPayment(db(), owner, card(inv.id, { method: { kind: 'manual_card' } })));
    expect({ code: err.code, reason: err.data?.reason }).toEqual({ code: 'E400', reason: 'card_not_enabled' });
  });

  it('refuses a reader of another facility, and a reader the actor does not operate (E403)', async () => {
    const inv = await invoice();
    const other = await refusal(openCardPayment(db(), owner, card(inv.id, { method: { kind: 'reader', terminalId: brooklynReader } })));
    expect({ code: other.code, reason: other.data?.reason }).toEqual({ code: 'E400', reason: 'reader_unknown' });
    // The bar's terminal is operated by the owner only.
    expect((await refusal(openCardPayment(db(), rep, card(inv.id, { method: { kind: 'reader', terminalId: bar } })))).code).toBe('E403');
    // An inactive terminal is unknown.
    await db().update(terminals).set({ status: 'I' }).where(eq(terminals.id, bar));
    const inactive = await refusal(openCardPayment(db(), owner, card(inv.id, { method: { kind: 'reader', terminalId: bar } })));
    expect(inactive.data?.reason).toBe('reader_unknown');
    await db().update(terminals).set({ status: 'A' }).where(eq(terminals.id, bar));
  });

  it('checks amounts and the tip: over what remains, a tip that is not the part beyond the amount due, a negative tip', async () => {
    const inv = await invoice();
    expect((await refusal(openCardPayment(db(), owner, card(inv.id, { amount: 301 })))).data?.reason).toBe('over_payment');
    expect((await refusal(openCardPayment(db(), owner, card(inv.id, { amount: 330, saleTip: 30, tip: 0 })))).code).toBe('E400');
    expect((await refusal(openCardPayment(db(), owner, card(inv.id, { amount: 300, saleTip: -5 })))).data?.reason).toBe('tip_negative');
    const withTip = await openCardPayment(db(), owner, card(inv.id, { amount: 330, saleTip: 30, tip: 30 }));
    expect(withTip.tip_cents).toBe(30);
  });

  it('answers E404 for an invoice of another organization', async () => {
    const lisbon = await db()
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.id, demo.ids.lisbonId)));
    const inv = await saveInvoice(
      db(),
      admin,
      { idempotency_key: key(), facility_id: lisbon[0]!.id, invoice_id: null, lines: [{ kind: 'free', description: 'x', amount_cents: 100 }], contact_id: null, tab_name: null },
      { tab: false },
    );
    expect((await refusal(openCardPayment(db(), owner, card(inv.id, { amount: 100 })))).code).toBe('E404');
  });
});

describe('settleCardPayment', () => {
  it('captures: the invoice is paid with the tip the payment chose; settling again answers the same', async () => {
    const inv = await invoice();
    const ask = card(inv.id, { amount: 330, saleTip: 30, tip: 30 });
    await openCardPayment(db(), owner, ask);
    const outcome = { status: 'captured' as const, providerReference: 'pi_123', cardBrand: 'Visa', cardLast4: '4242' };
    const result = await settleCardPayment(db(), ask.key, outcome);
    expect(result.payment).toMatchObject({ status: 'captured', card_brand: 'Visa', card_last4: '4242', provider_reference: 'pi_123', method_label: 'Visa ···4242' });
    expect(result.invoice).toMatchObject({ status: 'paid', tip_cents: 30, total_cents: 330, paid_cents: 330, remaining_cents: 0 });
    const again = await settleCardPayment(db(), ask.key, outcome);
    expect(again.payment.id).toBe(result.payment.id);
    expect(again.invoice.paid_cents).toBe(330);
    // Nothing more can be paid on it.
    expect((await refusal(openCardPayment(db(), owner, card(inv.id)))).data?.reason).toBe('invoice_paid');
  });

  it('a capture after cancel (or decline, or timeout) charges nothing: E409 with the status', async () => {
    for (const status of ['cancelled', 'timed_out', 'declined'] as const) {
      const inv = await invoice();
      const ask = card(inv.id);
      await openCardPayment(db(), owner, ask);
      const settled = await settleCardPayment(db(), ask.key, status === 'declined' ? { status, reason: 'insufficient_funds' } : { status });
      expect(settled.payment.status).toBe(status);
      if (status === 'declined') expect(settled.payment.decline_reason).toBe('insufficient_funds');
      const err = await refusal(settleCardPayment(db(), ask.key, { status: 'captured', providerReference: 'pi_late', cardBrand: null, cardLast4: null }));
      expect({ code: err.code, status: err.data?.status }).toEqual({ code: 'E409', status });
      const [row] = await db().select().from(invoicePayments).where(eq(invoicePayments.idempotency_key, ask.key));
      expect(row!.status).toBe(status);
      // The invoice still owes everything, and a new attempt may pay it.
      const next = await openCardPayment(db(), owner, card(inv.id));
      expect(next.status).toBe('pending');
    }
  });

  it('an unknown key is E404', async () => {
    expect((await refusal(settleCardPayment(db(), 'no-such-key', { status: 'cancelled' }))).code).toBe('E404');
  });

  it('split tender: a card part leaves the invoice open until the rest is captured', async () => {
    const inv = await invoice();
    const a = card(inv.id, { amount: 100 });
    const b = card(inv.id, { amount: 200, method: { kind: 'manual_card' } });
    await openCardPayment(db(), owner, a);
    expect((await settleCardPayment(db(), a.key, { status: 'captured', providerReference: 'pi_a', cardBrand: 'Visa', cardLast4: '1111' })).invoice).toMatchObject({ status: 'open', remaining_cents: 200 });
    await openCardPayment(db(), owner, b);
    expect((await settleCardPayment(db(), b.key, { status: 'captured', providerReference: 'pi_b', cardBrand: null, cardLast4: null })).invoice).toMatchObject({ status: 'paid', remaining_cents: 0 });
  });
});

describe('paymentByKey', () => {
  it('finds a payment in the actor reach, and nothing for another tenant', async () => {
    const inv = await invoice();
    const ask = card(inv.id);
    const opened = await openCardPayment(db(), owner, ask);
    expect((await paymentByKey(db(), owner, ask.key))?.id).toBe(opened.id);
    expect((await paymentByKey(db(), admin, ask.key))?.id).toBe(opened.id);
    expect(await paymentByKey(db(), owner, 'unknown')).toBeNull();
    const lisbonUser = { ...(owner as { userId: number; user: object }), user: { ...(owner as { user: object }).user, group_id: demo.ids.otherGroupId, facilities_ids: [demo.ids.lisbonId] } } as Actor;
    expect(await paymentByKey(db(), lisbonUser, ask.key)).toBeNull();
  });
});
