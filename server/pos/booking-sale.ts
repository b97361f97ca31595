import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decideBooking } from '../../domain/bookings/rules';
import { taxWithin } from '../../domain/pos/totals';
import { actorUserId, type Actor } from '../auth/actor';
import { bookingFor, refused } from '../bookings/access';
import { balanceOf } from '../bookings/pricing';
import { bookingById, participantsOf } from '../bookings/repository';
import * as bookings from '../bookings/service';
import type { Db } from '../db/connect';
import { onsitePaymentMethods } from '../db/schema';
import { bookingRecording, videoOwed } from '../videos/booking-recording';
import { bookingCharge } from './booking-charges';
import { videoOrderCharge } from './video-lines';
import { afterCapture } from './payment-service';
import { posRefused, requestHash } from './refusals';
import * as repo from './repository';

/** How a booking's balance was paid at the desk: cash (default) or one of the facility's onsite methods. */
export type DeskMethod = { kind: 'cash' } | { kind: 'onsite'; method_id: number };

/**
 * "Mark as paid" on a booking (`PUT /console/reservation/mark_as_paid/`) as a real sale of the
 * ledger: in one transaction an invoice with the booking's balance line, paid by one captured
 * payment of that method; the invoice being paid pays the booking (booking-lines.ts), so no
 * payment exists outside the ledger. The booking rules decide first (already paid, cancelled). A
 * booking with nothing owed (a free one) is only marked paid, as before.
 */
export async function payBookingAtDesk(db: Db, actor: Actor, id: number, method: DeskMethod = { kind: 'cash' }, now = new Date()) {
  const { booking, facility } = await bookingFor(db, actor, id);
  if (balanceOf(booking) === 0) return bookings.markPaid(db, actor, id, now);
  if (method.kind === 'onsite') {
    const [found] = await db
      .select({ id: onsitePaymentMethods.id })
      .from(onsitePaymentMethods)
      .where(and(eq(onsitePaymentMethods.id, method.method_id), eq(onsitePaymentMethods.facility_id, facility.id), eq(onsitePaymentMethods.status, 'A')));
    if (!found) throw posRefused('method_unknown');
  }
  const charge = (await bookingCharge(db, facility, booking, null))!;
  const userId = actorUserId(actor);
  await db.transaction(async (tx) => {
    const locked = await bookings.lockedBooking(tx, booking.id);
    const decision = decideBooking(bookings.factsOf(locked, await participantsOf(tx, locked.id)), { type: 'booking.markPaid' }, now.toISOString(), []);
    if (!decision.ok) throw refused(decision.reason);
    const balance = balanceOf(locked);
    // The booking's video order, while pending, is part of what it owes: paid on the same sale, as its own video line (it becomes paid with the invoice).
    const video = await bookingRecording(tx, locked.id);
    const videoCents = videoOwed(video);
    const videoLine = video && videoCents > 0 ? await videoOrderCharge(tx, video.video_order_id) : undefined;
    const key = `mark_as_paid.${locked.id}.${randomUUID()}`;
    const invoice = await repo.insertInvoice(tx, {
      group_id: facility.group_id,
      facility_id: facility.id,
      contact_id: locked.contact_id,
      tax_percent: facility.tax_percent,
      operator_id: userId,
      idempotency_key: key,
    });
    await repo.insertLines(tx, invoice.id, [
      {
        kind: 'booking',
        booking_id: locked.id,
        participant_id: null,
        description: charge.description,
        quantity: 1,
        unit_price_cents: balance,
        total_cents: balance,
        tax_cents: taxWithin(balance, facility.tax_percent).tax,
      },
      ...(videoLine
        ? [
            {
              kind: 'video' as const,
              video_order_id: videoLine.id,
              description: videoLine.description,
              quantity: 1,
              unit_price_cents: videoCents,
              total_cents: videoCents,
              tax_cents: taxWithin(videoCents, facility.tax_percent).tax,
            },
          ]
        : []),
    ]);
    const payment = await repo.insertPayment(tx, {
      group_id: facility.group_id,
      facility_id: facility.id,
      invoice_id: invoice.id,
      method: method.kind,
      onsite_method_id: method.kind === 'onsite' ? method.method_id : null,
      amount_cents: balance + (videoLine ? videoCents : 0),
      status: 'captured',
      idempotency_key: key,
      request_hash: requestHash({ booking: locked.id, balance, video: videoLine?.id ?? null, method }),
      operator_id: userId,
      settled_at: now,
    });
    await afterCapture(tx, invoice, payment!);
  });
  return bookings.detail(db, (await bookingById(db, id))!, facility);
}
