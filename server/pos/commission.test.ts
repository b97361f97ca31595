import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentDetail, PaymentRow, RefundResult } from '../../domain/pos/api';
import { SIM_MANUAL_CARDS } from '../../domain/pos/api-paths';
import { salesOf } from '../billing/repository';
import { facilities, invoicePayments, invoiceRefunds } from '../db/schema';
import { payByTypedCard, payInCash, refundPayment } from '../test-support/pos';
import { call, expectError, expectOk } from '../test-support/http';
import { useCardKit } from './card/card-test-kit';

/**
 * The commission recorded at capture (issue 16; the one rule: domain/pos/breakdown.ts
 * `commissionOf`): through the card provider the facility's commission, cash and onsite methods its
 * commission after sale; the payments list, the preview and the statements read the recorded figure.
 * A refund gives back the commission on the part it refunds (`commissionReturned`), recorded when it
 * succeeds (on PGlite, and PostgreSQL with SERVER_TEST_DB=postgres).
 */
const kit = useCardKit();

const owner = () => kit.demo.owner.access_token;
const percents = (commission: number, after: number) => kit.db.update(facilities).set({ commission, commission_after_sale: after }).where(eq(facilities.id, kit.demo.ids.madridId));

describe('the commission recorded at capture', () => {
  it('cash at the after-sale percent, a typed-in card and a reader at the commission; read back by the list, the preview and the statement', async () => {
    const started = new Date(Date.now() - 1000);
    await percents(10, 4);
    const cash = await payInCash(kit.app, owner(), await kit.sale(2000));
    const typed = await payByTypedCard(kit.app, owner(), await kit.sale(3000), SIM_MANUAL_CARDS.approved);
    const frontDesk = await kit.terminalId(kit.demo.ids.madridId, 'Recepción');
    const onReader = await kit.started(await kit.sale(1500), frontDesk);
    await kit.tap(frontDesk, 'approved');
    const reader = (await kit.captured(onReader.idempotency_key)).payment;
    // Recorded on the rows when captured.
    const row = async (id: number) => (await kit.db.select().from(invoicePayments).where(eq(invoicePayments.id, id)))[0]!;
    expect(await row(cash.id)).toMatchObject({ commission_percent: 4, commission_cents: 80 });
    expect(await row(typed.id)).toMatchObject({ commission_percent: 10, commission_cents: 300 });
    expect(await row(reader.id)).toMatchObject({ commission_percent: 10, commission_cents: 150 });

    // The facility's percents change afterwards: what was recorded stays.
    await percents(20, 20);
    const listed = expectOk<PaymentRow[]>(
      await call(kit.app, 'GET', `/invoice_payment/group/paged/?group_id=${kit.demo.ids.demoGroupId}&page=1&count=100&facility_id=${kit.demo.ids.madridId}&method=cash`, { token: owner() }),
    ).data;
    expect(listed.find((p) => p.id === cash.id)).toMatchObject({ commission_percent: 4, commission_cents: 80 });
    const preview = expectOk<PaymentDetail>(await call(kit.app, 'GET', `/invoice_payment/group/${typed.id}/`, { token: owner() })).data;
    expect(preview.payment).toMatchObject({ commission_percent: 10, commission_cents: 300 });
    // The statement's commissions are the recorded ones: through the provider, and after sale.
    const sold = (await salesOf(kit.db, [kit.demo.ids.madridId], started, new Date(Date.now() + 1000))).get(kit.demo.ids.madridId)!;
    expect(sold).toMatchObject({ commission: 450, afterSale: 80 });
    await percents(10, 4);
  });

  it('a declined card records none', async () => {
    const declined = await payByTypedCard(kit.app, owner(), await kit.sale(1000), SIM_MANUAL_CARDS.generic);
    expect(declined.status).toBe('declined');
    const [row] = await kit.db.select().from(invoicePayments).where(eq(invoicePayments.id, declined.id));
    expect(row).toMatchObject({ commission_cents: 0 });
  });
});

describe('the commission a refund gives back', () => {
  const row = async (id: number) => (await kit.db.select().from(invoicePayments).where(eq(invoicePayments.id, id)))[0]!;
  const refundsOf = async (paymentId: number) => (await kit.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.payment_id, paymentId))).sort((a, b) => a.id - b.id);

  it('a partial then a full refund of a card: each its part, rounded half up, all of it in the end; shown on the preview, netted by the statement of the period', async () => {
    await percents(10, 4);
    // 30.01 by card: 10 % = 3.00 (300.1 → 300).
    const typed = await payByTypedCard(kit.app, owner(), await kit.sale(3001), SIM_MANUAL_CARDS.approved);
    expect(await row(typed.id)).toMatchObject({ commission_cents: 300, commission_returned_cents: 0 });
    // The statement's period from this payment on (the database's clock): the file's earlier payments are before it.
    const started = (await row(typed.id)).created_at;
    // 10.00 of 30.01: 99.97 → 1.00 back.
    const first = expectOk<RefundResult>(await refundPayment(kit.app, owner(), typed.id, 1000)).data;
    expect(first.refund).toMatchObject({ status: 'succeeded', amount_cents: 1000, commission_cents: 100 });
    expect(first.payment).toMatchObject({ refund_state: 'partial_refund' });
    const halfway = (await salesOf(kit.db, [kit.demo.ids.madridId], started, new Date(Date.now() + 1000))).get(kit.demo.ids.madridId)!;
    expect(halfway).toMatchObject({ card: 2001, commission: 200 });
    // The rest: 20.01 gives the other 2.00, the whole commission back and not a cent more.
    const second = expectOk<RefundResult>(await refundPayment(kit.app, owner(), typed.id, 2001)).data;
    expect(second.refund).toMatchObject({ status: 'succeeded', commission_cents: 200 });
    expect(await row(typed.id)).toMatchObject({ commission_cents: 300, commission_returned_cents: 300, refunded_cents: 3001 });
    const preview = expectOk<PaymentDetail>(await call(kit.app, 'GET', `/invoice_payment/group/${typed.id}/`, { token: owner() })).data;
    expect(preview.payment).toMatchObject({ refund_state: 'refunded', commission_cents: 300, commission_returned_cents: 300 });
    expect(preview.refunds.map((r) => [r.amount_cents, r.commission_cents])).toEqual([
      [1000, 100],
      [2001, 200],
    ]);
    const listed = expectOk<PaymentRow[]>(
      await call(kit.app, 'GET', `/invoice_payment/group/paged/?group_id=${kit.demo.ids.demoGroupId}&page=1&count=100&facility_id=${kit.demo.ids.madridId}&method=manual_card`, { token: owner() }),
    ).data;
    expect(listed.find((p) => p.id === typed.id)).toMatchObject({ commission_cents: 300, commission_returned_cents: 300 });
    // The statement of the period: the sale and its refunds net to nothing, its commission too.
    const sold = (await salesOf(kit.db, [kit.demo.ids.madridId], started, new Date(Date.now() + 1000))).get(kit.demo.ids.madridId)!;
    expect(sold).toMatchObject({ card: 0, commission: 0 });
    // A later statement's period holds none of it: the refunds were netted when they happened.
    const later = (await salesOf(kit.db, [kit.demo.ids.madridId], new Date(Date.now() + 1000), new Date(Date.now() + 60_000))).get(kit.demo.ids.madridId);
    expect(later?.commission ?? 0).toBe(0);
  });

  it('cash at the after-sale percent; a card refund the provider declines gives none back', async () => {
    await percents(10, 4);
    const cash = await payInCash(kit.app, owner(), await kit.sale(2000));
    const back = expectOk<RefundResult>(await refundPayment(kit.app, owner(), cash.id, 500)).data;
    expect(back.refund).toMatchObject({ method: 'cash', commission_cents: 20 });
    expect(await row(cash.id)).toMatchObject({ commission_cents: 80, commission_returned_cents: 20 });

    const failing = await payByTypedCard(kit.app, owner(), await kit.sale(2000), SIM_MANUAL_CARDS.refund_fails);
    expectError(await refundPayment(kit.app, owner(), failing.id, 2000), 409, 'E409');
    expect((await refundsOf(failing.id)).map((r) => [r.status, r.commission_cents])).toEqual([['declined', 0]]);
    expect(await row(failing.id)).toMatchObject({ commission_cents: 200, commission_returned_cents: 0, refunded_cents: 0 });
  });

  it('ten card refunds at once: each settles on its own, the commission they give back adds up to exactly what was recorded', async () => {
    await percents(7, 4);
    // 33.33 by card: 7 % = 2.33 (233.31 → 233); ten refunds of 3.33 and the last cent apart.
    const typed = await payByTypedCard(kit.app, owner(), await kit.sale(3333), SIM_MANUAL_CARDS.approved);
    expect(await row(typed.id)).toMatchObject({ commission_cents: 233 });
    const answers = await Promise.all([...Array.from({ length: 10 }, () => refundPayment(kit.app, owner(), typed.id, 333)), refundPayment(kit.app, owner(), typed.id, 3)]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    const rows = await refundsOf(typed.id);
    expect(rows.every((r) => r.status === 'succeeded' && r.commission_cents >= 0)).toBe(true);
    expect(rows.reduce((s, r) => s + r.commission_cents, 0)).toBe(233);
    expect(await row(typed.id)).toMatchObject({ refunded_cents: 3333, commission_returned_cents: 233 });
    await percents(10, 4);
  });
});
