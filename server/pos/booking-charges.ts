import { eq } from 'drizzle-orm';
import { countJoined } from '../../domain/bookings/types';
import type { BookingChargeRow } from '../../domain/pos/api';
import type { Executor } from '../db/connect';
import { balanceOf, minutesOf, participantShare, priceOf, quoteFacts } from '../bookings/pricing';
import { participantsOf, type BookingRow } from '../bookings/repository';
import { contacts, fields } from '../db/schema';
import type { FacilityRow } from '../bookings/access';
import { bookingVideoLine } from './video-lines';

/**
 * What a booking (or one participant of it) owes at the counter, priced by the bookings module
 * (server/bookings/pricing.ts): the booking's balance, or a participant's share of a
 * per-participant booking not paid yet (never beyond the balance). A flat-rate booking's
 * participants owe nothing of their own: its organizer pays the balance. The whole balance also
 * names the booking's pending "include video" order (`video`), which the sale pays as its own line.
 */
export async function bookingCharge(db: Executor, facility: FacilityRow, booking: BookingRow, participantId: number | null): Promise<BookingChargeRow | null> {
  const [field] = await db.select({ name: fields.name }).from(fields).where(eq(fields.id, booking.field_id));
  const balance = booking.status === 'cancelled' ? 0 : balanceOf(booking);
  let amount = balance;
  let label = new Intl.DateTimeFormat('en-GB', { timeZone: facility.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(booking.start_at);
  let contact: { id: number; name: string } | null = null;
  if (participantId !== null) {
    const participants = await participantsOf(db, booking.id);
    const participant = participants.find((p) => p.id === participantId);
    if (!participant) return null;
    const share =
      participant.paid || participant.not_going || booking.pricing_method !== 'per_participant'
        ? 0
        : participantShare(await priceOf(db, quoteFacts(booking), booking.field_id, facility.group_id, minutesOf(booking), countJoined(participants)));
    amount = Math.min(share, balance);
    label = participant.name;
    if (participant.contact_id !== null) contact = { id: participant.contact_id, name: participant.name };
  } else if (booking.contact_id !== null) {
    const [row] = await db.select({ id: contacts.id, name: contacts.name }).from(contacts).where(eq(contacts.id, booking.contact_id));
    contact = row ?? null;
  }
  // The whole balance brings the booking's pending video order with it (a participant's share stays the share).
  const video = participantId === null && booking.status !== 'cancelled' ? await bookingVideoLine(db, booking.id) : null;
  return { booking_id: booking.id, participant_id: participantId, description: `${field?.name ?? ''} · ${label}`, amount_cents: amount, contact, video };
}
