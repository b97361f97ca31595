import { serviceFeeWithin } from '../../domain/bookings/refund';
import type { Executor, Tx } from '../db/connect';
import { recordHistoryBy } from '../bookings/history';
import { paidWith } from '../bookings/pricing';
import * as bookingsRepo from '../bookings/repository';
import type { LineRow } from './repository';

/**
 * Bookings paid at the counter (issue 15 §5): when an invoice becomes paid, in its transaction,
 * each booking line adds its amount to what was paid of the booking (never beyond its amount) and
 * the booking's payment state follows (`paymentStateOf`); a participant's share line marks that
 * participant paid with what they paid. A part payment leaves the rest owed. Each booking gets a
 * 'paid' history line naming the invoice. Written through the bookings module's repository.
 */
export async function applyBookingLines(tx: Tx, userId: number | null, invoiceId: number, lines: readonly LineRow[]): Promise<void> {
  const byBooking = lines.filter((l) => l.kind === 'booking' && l.booking_id !== null).sort((a, b) => a.booking_id! - b.booking_id!);
  for (const line of byBooking) {
    const booking = await bookingsRepo.lockBooking(tx, line.booking_id!);
    if (!booking) continue;
    await bookingsRepo.updateBooking(tx, booking.id, paidWith(booking, line.total_cents));
    if (line.participant_id !== null) await bookingsRepo.markParticipants(tx, booking.id, [line.participant_id], { paid: true, amount_cents: line.total_cents });
    await recordHistoryBy(tx, userId, booking.id, 'paid', {
      amount_cents: line.total_cents,
      before_cents: booking.amount_paid_cents,
      invoice_id: invoiceId,
      ...(line.participant_id === null ? {} : { participant_id: line.participant_id }),
    });
  }
}

/**
 * The bookings' service fees a sale's booking lines pay (never refunded, SPEC §9): each line's share
 * of its booking's fee by what was paid of the booking before (`serviceFeeWithin`), lines of one
 * booking in turn. Read before the sale's booking lines are applied (`applyBookingLines`).
 */
export async function bookingFeesWithin(db: Executor, lines: readonly LineRow[]): Promise<number> {
  const byBooking = lines.filter((l) => l.kind === 'booking' && l.booking_id !== null);
  if (byBooking.length === 0) return 0;
  const paidSoFar = new Map<number, number>();
  let fees = 0;
  for (const line of byBooking) {
    const booking = await bookingsRepo.bookingById(db, line.booking_id!);
    if (!booking || booking.service_fee_cents === 0) continue;
    const before = paidSoFar.get(booking.id) ?? booking.amount_paid_cents;
    fees += serviceFeeWithin(booking.amount_cents, before, booking.service_fee_cents, line.total_cents);
    paidSoFar.set(booking.id, Math.min(booking.amount_cents, before + line.total_cents));
  }
  return fees;
}
