import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRequestSchema } from '../../domain/bookings/reservation';
import type { Reservation } from '../../domain/bookings/reservation';
import type { Invoice, PaymentResult } from '../../domain/pos/api';
import { SIM_MANUAL_CARDS } from '../../domain/pos/api-paths';
import { bookingEvents, bookings, invoicePayments, invoiceRefunds } from '../db/schema';
import { actorFor, call, expectError, expectOk, demoReasonId, fieldIdsByName, startDemoSessions, type DemoSessions } from '../test-support/http';
import { cancelBookingWithRefunds, type CancelRefund } from './booking-cancel';
import { cardContextOf } from './card/context';
import type { CardProvider } from './card/provider';
import { refundPayment } from './refund-service';

/**
 * A cancellation and its refund are one decision (issue 16 item 3), on PGlite and
 * (SERVER_TEST_DB=postgres) on a PostgreSQL server: the booking cancelled and its refunds written
 * in one transaction, card refunds settled after it; a provider decline leaves the booking
 * cancelled and says so; a crash between the two is finished by the retry, refunded once; two
 * cancels at once refund once.
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
let day = 0;

type Cancelled = Reservation & { refund: { total: number }; refunds: CancelRefund[]; refund_note: string | null };

/** A booking two years ahead (45.00 of price, 1.35 of fee) paid at the counter by the test card `number`; its payment. */
async function paidByCard(number: string) {
  const date = `2029-10-${String(++day).padStart(2, '0')}`;
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
  const payment = expectOk<PaymentResult>(
    await call(app(), 'POST', '/invoice/pos/manual/initiate_payment/', {
      token: owner(),
      payload: {
        idempotency_key: randomUUID(),
        invoice_id: invoice.id,
        amount_cents: invoice.due_cents,
        tip_cents: 0,
        sale_tip_cents: 0,
        card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' },
      },
    }),
  ).data.payment;
  expect(payment.status).toBe('captured');
  return { booking: b, payment };
}

const cancel = (id: number, lang?: string) => call(app(), 'PUT', `/reservation/cancel/${id}/`, { token: owner(), payload: { reason_id: reasonId }, ...(lang ? { lang } : {}) });
const bookingRow = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentRow = async (id: number) => (await db().select().from(invoicePayments).where(eq(invoicePayments.id, id)))[0]!;
const refundRows = (bookingId: number) =>
  db()
    .select()
    .from(invoiceRefunds)
    .where(like(invoiceRefunds.idempotency_key, `cancel-${bookingId}-%`));

describe('cancelling a booking paid by card', () => {
  it('refunds through the provider in the same decision: the answer names the refund, the booking reads what is left', async () => {
    const { booking, payment } = await paidByCard(SIM_MANUAL_CARDS.approved);
    const done = expectOk<Cancelled>(await cancel(booking.id)).data;
    expect(done).toMatchObject({ status: 'cancelled', refund: { total: 4500 }, refund_note: null, amount_paid_cents: 135 });
    expect(done.refunds).toEqual([{ payment_id: payment.id, refund_id: expect.any(Number), amount_cents: 4500, method: 'manual_card', status: 'succeeded', decline_reason: null }]);
    expect(await paymentRow(payment.id)).toMatchObject({ refunded_cents: 4500 });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', cancel_refund_cents: 4500, amount_paid_cents: 135 });
  });

  it('a provider decline: the booking stays cancelled, the refund reads declined and why, the answer says so (en/es); the payment can be refunded again', async () => {
    const { booking, payment } = await paidByCard(SIM_MANUAL_CARDS.refund_fails);
    const done = expectOk<Cancelled>(await cancel(booking.id)).data;
    expect(done).toMatchObject({ status: 'cancelled', amount_paid_cents: 4635 });
    expect(done.refunds).toMatchObject([{ amount_cents: 4500, status: 'declined', decline_reason: 'generic' }]);
    expect(done.refund_note).toBe('The booking is cancelled, but the card provider declined its refund (The card was declined): nothing was refunded to the card. Refund it from the payment.');
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', amount_paid_cents: 4635 });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'captured', refunded_cents: 0 });
    // Refunding it again from the payment's preview is possible (this card still declines it: E409, nothing held).
    const again = expectError(
      await call(app(), 'POST', '/console/invoice_payment/refund/', { token: owner(), payload: { idempotency_key: randomUUID(), payment_id: payment.id, amount_cents: 4500, reason: 'Rain' } }),
      409,
      'E409',
    );
    expect(again.data).toMatchObject({ reason: 'refund_declined' });
    expect(await paymentRow(payment.id)).toMatchObject({ refunded_cents: 0 });
    // The booking's detail: the reason, what the cancellation refunds, and what the provider declined of it.
    const detail = expectOk<{ cancel_reason_name: string; cancel_refund_cents: number; cancel_refund_declined_cents: number }>(
      await call(app(), 'GET', `/reservation/detail/${booking.id}/`, { token: owner() }),
    ).data;
    expect(detail).toMatchObject({ cancel_reason_name: 'Rain', cancel_refund_cents: 4500, cancel_refund_declined_cents: 4500 });
    // The reservations list names the cancellation's reason.
    const date = booking.start_at.slice(0, 10);
    const list = expectOk<{ id: number; cancel_reason_name: string | null }[]>(await call(app(), 'GET', `/reservation/paged/?facility_id=${demo.ids.madridId}&from=${date}&to=${date}`, { token: owner() })).data;
    expect(list.find((r) => r.id === booking.id)).toMatchObject({ cancel_reason_name: 'Rain' });

    const other = await paidByCard(SIM_MANUAL_CARDS.refund_fails);
    const es = expectOk<Cancelled>(await cancel(other.booking.id, 'es')).data;
    expect(es.refund_note).toBe('La reserva está cancelada, pero el proveedor de tarjetas rechazó su reembolso (La tarjeta fue rechazada): no se reembolsó nada a la tarjeta. Reembólsalo desde el pago.');
  });

  it('a crash after the cancel committed, before the refund settled: the retry finishes it and the card is refunded once', async () => {
    const { booking, payment } = await paidByCard(SIM_MANUAL_CARDS.approved);
    const real = cardContextOf(db()).provider;
    const asked: string[] = [];
    // The provider refunds, then the process dies before the refund is settled.
    const dying: CardProvider = Object.assign(Object.create(real) as CardProvider, {
      refund: async (charge: string, amount: number, reference: string) => {
        asked.push(reference);
        await real.refund(charge, amount, reference);
        throw new Error('killed');
      },
    });
    await expect(cancelBookingWithRefunds(db(), await actorFor(db(), 'owner'), booking.id, cancelRequestSchema.parse({ reason_id: reasonId }), new Date(), dying)).rejects.toThrow('killed');
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', cancel_refund_cents: 4500 });
    expect((await refundRows(booking.id)).map((r) => r.status)).toEqual(['pending']);
    // Held: nobody can refund it twice meanwhile.
    expect(await paymentRow(payment.id)).toMatchObject({ refunded_cents: 4500 });

    // The retry (the same cancel): already cancelled, as before — and the pending refund is finished, once.
    expect(expectError(await cancel(booking.id), 409, 'E409').data).toMatchObject({ reason: 'booking_cancelled' });
    const rows = await refundRows(booking.id);
    expect(rows.map((r) => [r.status, r.amount_cents])).toEqual([['succeeded', 4500]]);
    expect(rows[0]!.provider_reference).toMatch(/^re_sim_/);
    expect(await paymentRow(payment.id)).toMatchObject({ refunded_cents: 4500 });
    expect(await bookingRow(booking.id)).toMatchObject({ amount_paid_cents: 135 });
    // The payment's preview reads it refunded as far as it can be (the fee is never refunded).
    const detail = expectOk<{ payment: { refunded_cents: number } }>(await call(app(), 'GET', `/invoice_payment/${payment.id}/`, { token: owner() })).data;
    expect(detail.payment.refunded_cents).toBe(4500);
    expect(asked).toHaveLength(1);
  });

  it('two cancels at once: one cancels and refunds, the other is refused; refunded once', async () => {
    const { booking, payment } = await paidByCard(SIM_MANUAL_CARDS.approved);
    const answers = await Promise.all([cancel(booking.id), cancel(booking.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await refundRows(booking.id)).map((r) => [r.status, r.amount_cents])).toEqual([['succeeded', 4500]]);
    expect(await paymentRow(payment.id)).toMatchObject({ refunded_cents: 4500 });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', amount_paid_cents: 135 });
  });

  /**
   * A card refund from the payment's preview waiting on the provider holds its amount on the
   * payment; a cancellation landing meanwhile refunds only what the payment has left, and the booking
   * (its `cancel_refund_cents`, its history's 'cancelled' row) says what its opened refunds give back,
   * not the policy's full figure. The preview's refund then settles as the provider answers.
   */
  for (const answer of ['succeeded', 'declined'] as const) {
    it(`a cancellation while a card refund of 10.00 waits on the provider counts it as given back: 35.00 more, the 1.35 fee never (the waiting refund then ${answer})`, async () => {
      const { booking, payment } = await paidByCard(SIM_MANUAL_CARDS.approved);
      const real = cardContextOf(db()).provider;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const waiting: CardProvider = Object.assign(Object.create(real) as CardProvider, {
        refund: async (charge: string, amount: number, reference: string) => {
          await gate;
          return answer === 'succeeded' ? real.refund(charge, amount, reference) : ({ status: 'declined', reason: 'generic' } as const);
        },
      });
      const key = `waiting-${booking.id}`;
      const fromPreview = refundPayment(db(), await actorFor(db(), 'owner'), waiting, { idempotency_key: key, payment_id: payment.id, amount_cents: 1000, reason: 'Racket damaged' });
      fromPreview.catch(() => undefined);
      // Until the provider answers, the preview's refund is pending with its 10.00 held on the payment.
      const held = async () =>
        (
          await db()
            .select()
            .from(invoiceRefunds)
            .where(and(eq(invoiceRefunds.idempotency_key, key), eq(invoiceRefunds.status, 'pending')))
        ).length === 1;
      for (let i = 0; i < 200 && !(await held()); i++) await new Promise((r) => setTimeout(r, 25));
      expect(await held()).toBe(true);
      expect(await paymentRow(payment.id)).toMatchObject({ refunded_cents: 1000 });

      // Two years ahead, before the policy window: the policy refunds the 45.00 price, never the 1.35 service fee
      // (SPEC §9). The 10.00 waiting is part of it already: the cancellation refunds the 35.00 left of the price,
      // which is also all the counter's card payment (46.35, the fee inside its line and never refundable) has left.
      const done = expectOk<Cancelled>(await cancel(booking.id)).data;
      expect(done.refunds).toMatchObject([{ payment_id: payment.id, amount_cents: 3500, status: 'succeeded' }]);
      expect(done.refund).toMatchObject({ total: 3500 });
      expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', cancel_refund_cents: 3500, amount_paid_cents: 1135 });
      const history = await db()
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.booking_id, booking.id), eq(bookingEvents.action, 'cancelled')));
      expect(history.map((h) => h.data)).toEqual([expect.objectContaining({ refund_cents: 3500, refund_choice: 'policy' })]);
      const detail = expectOk<{ cancel_refund_cents: number }>(await call(app(), 'GET', `/reservation/detail/${booking.id}/`, { token: owner() })).data;
      expect(detail.cancel_refund_cents).toBe(3500);

      // The provider answers the preview's refund.
      release();
      if (answer === 'succeeded') {
        await fromPreview;
        // The 10.00 leaves the booking too: the whole price is back, the 1.35 fee kept (as a cancellation without a waiting refund keeps it).
        expect(await paymentRow(payment.id)).toMatchObject({ refunded_cents: 4500 });
        expect(await bookingRow(booking.id)).toMatchObject({ cancel_refund_cents: 3500, amount_paid_cents: 135 });
        const refunded = await db()
          .select()
          .from(bookingEvents)
          .where(and(eq(bookingEvents.booking_id, booking.id), eq(bookingEvents.action, 'refunded')));
        // Each refund that succeeded has its row: the cancellation's, then the preview's.
        expect(refunded.map((h) => (h.data as { amount_cents: number }).amount_cents)).toEqual([3500, 1000]);
      } else {
        await expect(fromPreview).rejects.toMatchObject({ code: 'E409' });
        // Declined: the 10.00 is the payment's again, still paid on the booking, refundable from the preview;
        // the 1.35 fee is not (a hand refund keeps it as the cancellation did).
        expect(await paymentRow(payment.id)).toMatchObject({ refunded_cents: 3500, non_refundable_cents: 135 });
        expect(await bookingRow(booking.id)).toMatchObject({ cancel_refund_cents: 3500, amount_paid_cents: 1135 });
        const preview = expectOk<{ payment: { refundable_cents: number } }>(await call(app(), 'GET', `/invoice_payment/${payment.id}/`, { token: owner() })).data;
        expect(preview.payment.refundable_cents).toBe(1000);
      }
    });
  }
});
