import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice, PaymentResult } from '../../domain/pos/api';
import { SIM_MANUAL_CARDS } from '../../domain/pos/api-paths';
import { invoicePayments, invoiceRefunds, invoices } from '../db/schema';
import { call, expectOk } from '../test-support/http';
import { useCardKit } from './card/card-test-kit';
import { cardContextOf } from './card/context';
import { referenceOf } from './card/service';
import { openRefundIn } from './refund-service';
import * as repo from './repository';
import { sweepMoney } from './sweep';

/**
 * The money sweep (issue 16; server/pos/sweep.ts), on PGlite and (SERVER_TEST_DB=postgres) on a
 * PostgreSQL server: card payments and refunds stuck pending are resolved against the simulated
 * provider as it saw them, orphan open invoices are voided, recent or unpaid-balance items are left
 * alone, and a second run changes nothing.
 */
const kit = useCardKit();

const db = () => kit.demo.server.database.db;
const provider = () => cardContextOf(db()).provider;
const HOUR = 3600_000;
const old = () => new Date(Date.now() - 2 * HOUR);

/** A pending card payment of the whole sale written as a crash would leave it, `createdAt` ago. */
async function pendingPayment(invoice: Invoice, method: 'reader' | 'manual_card', options: { key?: string; providerReference?: string | null; createdAt?: Date } = {}) {
  const key = options.key ?? `sweep-${randomUUID()}`;
  const row = await db().transaction((tx) =>
    repo.insertPayment(tx, {
      group_id: kit.demo.ids.demoGroupId,
      facility_id: invoice.facility_id,
      invoice_id: invoice.id,
      method,
      amount_cents: invoice.due_cents,
      status: 'pending',
      provider_reference: options.providerReference ?? null,
      idempotency_key: key,
      request_hash: 'test',
      operator_id: null,
      created_at: options.createdAt ?? old(),
    }),
  );
  return row!;
}

const paymentRow = async (id: number) => (await db().select().from(invoicePayments).where(eq(invoicePayments.id, id)))[0]!;
const invoiceRow = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe('the money sweep', () => {
  it('resolves stuck card payments and refunds with the provider, voids orphan invoices, and a second run changes nothing', async () => {
    // 1. A typed-in card charged by the provider, the process killed before the ledger heard: captured, the sale paid.
    const charged = await kit.sale(2500);
    const chargedPay = await pendingPayment(charged, 'manual_card');
    await provider().chargeCard({ number: SIM_MANUAL_CARDS.approved, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' }, 2500, 'EUR', referenceOf(charged.id, chargedPay.idempotency_key));
    // 2. A typed-in card the provider never charged: cancelled, nothing taken.
    const never = await kit.sale(1500);
    const neverPay = await pendingPayment(never, 'manual_card');
    // 3. A reader's intent still waiting for a card: cancelled on the provider, timed out.
    const waiting = await kit.sale(1200);
    const waitingKey = `sweep-${randomUUID()}`;
    const intent = await provider().createIntent({ amount: 1200, currency: 'EUR', reference: referenceOf(waiting.id, waitingKey), expiresAt: null });
    const waitingPay = await pendingPayment(waiting, 'reader', { key: waitingKey, providerReference: intent.id });
    // 4. Recent (a checkout in progress) and an unpaid balance's own attempt: left alone.
    const recent = await pendingPayment(await kit.sale(900), 'manual_card', { createdAt: new Date() });
    const unpaid = await pendingPayment(await kit.sale(800), 'manual_card', { key: `unpaid.${randomUUID()}.1` });
    // 5. A card refund written pending (held) and never settled: asked again, succeeded.
    const refunded = await kit.sale(3000);
    const paid = expectOk<PaymentResult>(
      await call(kit.app, 'POST', '/invoice/pos/manual/initiate_payment/', {
        token: kit.owner(),
        payload: {
          idempotency_key: randomUUID(),
          invoice_id: refunded.id,
          amount_cents: 3000,
          tip_cents: 0,
          sale_tip_cents: 0,
          card: { number: SIM_MANUAL_CARDS.approved, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' },
        },
      }),
    ).data.payment;
    const held = await db().transaction((tx) => openRefundIn(tx, null, paid.id, { idempotency_key: `sweep-refund-${randomUUID()}`, payment_id: paid.id, amount_cents: 1000, reason: 'Crashed' }));
    expect(held.status).toBe('pending');
    await db().update(invoiceRefunds).set({ created_at: old() }).where(eq(invoiceRefunds.id, held.id));
    // 6. Invoices: an orphan two days old (voided), a fresh empty one and an old one with a line (kept).
    const [orphan] = await db()
      .insert(invoices)
      .values({ group_id: kit.demo.ids.demoGroupId, facility_id: kit.demo.ids.madridId, idempotency_key: `sweep-${randomUUID()}`, created_at: new Date(Date.now() - 48 * HOUR) })
      .returning();
    const [fresh] = await db()
      .insert(invoices)
      .values({ group_id: kit.demo.ids.demoGroupId, facility_id: kit.demo.ids.madridId, idempotency_key: `sweep-${randomUUID()}` })
      .returning();
    const withLine = await kit.sale(700);
    await db()
      .update(invoices)
      .set({ created_at: new Date(Date.now() - 48 * HOUR) })
      .where(eq(invoices.id, withLine.id));

    const first = await sweepMoney(db(), provider());
    expect(first.payments).toMatchObject({ captured: 1, cancelled: 1, timed_out: 1 });
    expect(first.refunds).toMatchObject({ succeeded: 1 });
    expect(first.invoicesVoided).toBeGreaterThanOrEqual(1);

    expect(await paymentRow(chargedPay.id)).toMatchObject({ status: 'captured', card_last4: SIM_MANUAL_CARDS.approved.slice(-4) });
    expect(await invoiceRow(charged.id)).toMatchObject({ status: 'paid' });
    expect(await paymentRow(neverPay.id)).toMatchObject({ status: 'cancelled' });
    expect(await paymentRow(waitingPay.id)).toMatchObject({ status: 'timed_out' });
    expect((await provider().retrieveIntent(intent.id))?.state).toMatchObject({ status: 'cancelled', reason: 'timed_out' });
    expect(await paymentRow(recent.id)).toMatchObject({ status: 'pending' });
    expect(await paymentRow(unpaid.id)).toMatchObject({ status: 'pending' });
    const [refundAfter] = await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.id, held.id));
    expect(refundAfter).toMatchObject({ status: 'succeeded', provider_reference: expect.stringMatching(/^re_sim_/) });
    expect(await paymentRow(paid.id)).toMatchObject({ refunded_cents: 1000 });
    expect(await invoiceRow(orphan!.id)).toMatchObject({ status: 'void' });
    expect(await invoiceRow(fresh!.id)).toMatchObject({ status: 'open' });
    expect(await invoiceRow(withLine.id)).toMatchObject({ status: 'open' });

    // Idempotent: nothing more to do, the refund asked of the provider once.
    const second = await sweepMoney(db(), provider());
    expect(second).toEqual({ payments: { captured: 0, declined: 0, cancelled: 0, timed_out: 0 }, refunds: { succeeded: 0, declined: 0 }, invoicesVoided: 0 });
    expect(await paymentRow(paid.id)).toMatchObject({ refunded_cents: 1000 });
  });
});
