import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../domain/bookings/reservation';
import type { Invoice, PaymentResult } from '../../domain/pos/api';
import { SIM_MANUAL_CARDS } from '../../domain/pos/api-paths';
import { bookings, invoicePayments, invoiceRefunds } from '../db/schema';
import { call, expectOk, demoReasonId, fieldIdsByName, startDemoSessions, type DemoSessions } from '../test-support/http';

/**
 * The lock order of the money paths (server/pos/repository.ts `lockLedger`: invoices → payments →
 * refunds → bookings), on PGlite and (SERVER_TEST_DB=postgres) on a PostgreSQL server, where two
 * transactions really run at once: the same payment refunded from its preview and by the
 * cancellation of the booking it paid, fired together many times. Never a deadlock (E500): one
 * refunds the money; when the cancel came first the preview's refund is refused with a translated
 * E409 ('over_refund': within what was paid, beyond what the cancel left), when the refund came first the cancel still cancels and refunds
 * nothing more. Either way the ledger balances: refunded once, the payment's `refunded_cents` is
 * the sum of its succeeded refunds, the booking's paid amount is what was paid less that.
 */
let demo: DemoSessions;
let pista: Record<string, number>;
let reasonId: number;
beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
  reasonId = await demoReasonId(demo, 'Rain');
});
afterAll(async () => demo?.server.close());

const app = () => demo.server.app;
const db = () => demo.server.database.db;
const owner = () => demo.owner.access_token;
let slot = 0;

/** A booking in 2031 (45.00 of price, 1.35 of fee) paid at the counter by cash or a test card; its payment. */
async function paidBooking(method: 'cash' | 'card') {
  const n = slot++;
  const date = `2031-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
  const b = expectOk<Reservation>(
    await call(app(), 'POST', '/reservation/', { token: owner(), payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 4'], date, time: '10:00', minutes: 90, type: 'one_day' } }),
  ).data;
  const invoice = expectOk<Invoice>(
    await call(app(), 'POST', '/invoice/pos/', {
      token: owner(),
      payload: {
        idempotency_key: randomUUID(),
        facility_id: demo.ids.madridId,
        invoice_id: null,
        contact_id: null,
        tab_name: null,
        lines: [{ kind: 'booking', booking_id: b.id, participant_id: null, amount_cents: b.amount_cents }],
      },
    }),
  ).data;
  const base = { idempotency_key: randomUUID(), invoice_id: invoice.id, amount_cents: invoice.due_cents, tip_cents: 0, sale_tip_cents: 0 };
  const payment = expectOk<PaymentResult>(
    method === 'cash'
      ? await call(app(), 'POST', '/invoice/pos/payment/', { token: owner(), payload: { ...base, method: { kind: 'cash' }, tendered_cents: null } })
      : await call(app(), 'POST', '/invoice/pos/manual/initiate_payment/', {
          token: owner(),
          payload: { ...base, card: { number: SIM_MANUAL_CARDS.approved, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' } },
        }),
  ).data.payment;
  expect(payment.status).toBe('captured');
  return { booking: b, payment };
}

const cancel = (id: number) => call(app(), 'PUT', `/reservation/cancel/${id}/`, { token: owner(), payload: { reason_id: reasonId } });
const refund = (paymentId: number, amount: number, lang: string) =>
  call(app(), 'POST', '/console/invoice_payment/refund/', { token: owner(), lang, payload: { idempotency_key: randomUUID(), payment_id: paymentId, amount_cents: amount, reason: 'Rain' } });

async function bothAtOnce(method: 'cash' | 'card', rounds: number) {
  const outcomes = { cancelFirst: 0, refundFirst: 0 };
  for (let i = 0; i < rounds; i++) {
    const { booking, payment } = await paidBooking(method);
    const lang = i % 2 === 0 ? 'en' : 'es';
    // The preview's refund of all it allows (the 46.35 paid less the booking's 1.35 service fee, never refunded), and the
    // cancel (its policy refunds the price paid: 45.00), together.
    const refundable = payment.amount_cents - payment.non_refundable_cents;
    expect(refundable).toBe(4500);
    const [cancelled, refunded] = await Promise.all([cancel(booking.id), refund(payment.id, refundable, lang)]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelRefunds = expectOk<{ refunds: { amount_cents: number; status: string }[] }>(cancelled).data.refunds;
    if (refunded.statusCode === 200) {
      outcomes.refundFirst++;
      expect(cancelRefunds).toEqual([]);
      // Cash: the refund moved what the booking paid before the cancel decided, so it decides 0. (A card refund
      // moves it only when the provider answers: a cancel deciding in between still says the policy's amount,
      // and refunds nothing, as asserted above.)
      if (method === 'cash') expect(expectOk<{ refund: { total: number } }>(cancelled).data.refund.total).toBe(0);
    } else {
      outcomes.cancelFirst++;
      expect(refunded.statusCode, refunded.body).toBe(409);
      const body = refunded.json() as { code: string; message: { text: string }; data: { reason: string } };
      // The cancel gave back all the payment allows: nothing remains to refund of it.
      expect(body).toMatchObject({ code: 'E409', data: { reason: 'nothing_to_refund' } });
      expect(body.message.text).toBe(lang === 'en' ? 'This payment was refunded in full already' : 'Este pago ya se reembolsó por completo');
      expect(cancelRefunds).toMatchObject([{ amount_cents: 4500, status: 'succeeded' }]);
    }
    // The ledger balances: one refund of the 45.00, whichever won.
    const won = refundable;
    const refunds = await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.payment_id, payment.id));
    expect(refunds.filter((r) => r.status === 'succeeded').map((r) => r.amount_cents)).toEqual([won]);
    expect(refunds.filter((r) => r.status !== 'succeeded')).toEqual([]);
    const [p] = await db().select().from(invoicePayments).where(eq(invoicePayments.id, payment.id));
    expect(p).toMatchObject({ status: 'captured', refunded_cents: won });
    const [b] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    // The booking reads what was paid less what was refunded, and its cancellation says what it refunded itself (decided under its lock).
    expect(b).toMatchObject({ status: 'cancelled', amount_paid_cents: p!.amount_cents - won });
    if (method === 'cash' || refunded.statusCode !== 200) expect(b!.cancel_refund_cents).toBe(refunded.statusCode === 200 ? 0 : 4500);
  }
  return outcomes;
}

describe('a payment refunded from its preview and by its booking’s cancel at one instant', () => {
  it('paid in cash (all in one transaction each): never a deadlock, refunded once, the loser refused in its language', async () => {
    const outcomes = await bothAtOnce('cash', 12);
    expect(outcomes.cancelFirst + outcomes.refundFirst).toBe(12);
  });

  it('paid by card (held, then settled through the provider): the same', async () => {
    const outcomes = await bothAtOnce('card', 8);
    expect(outcomes.cancelFirst + outcomes.refundFirst).toBe(8);
  });
});
