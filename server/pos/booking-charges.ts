import { eq, inArray } from 'drizzle-orm';
import { bookingDayAndHours } from '../../domain/bookings/schedule';
import { countJoined } from '../../domain/bookings/types';
import { is12Hour } from '../../domain/organization/clock';
import type { BookingChargeRow } from '../../domain/pos/api';
import type { Executor } from '../db/connect';
import { balanceOf, minutesOf, participantShare, priceOf, quoteFacts } from '../bookings/pricing';
import { participantsOf, type BookingRow } from '../bookings/repository';
import { bookingParticipants, bookings, contacts, facilities, fields } from '../db/schema';
import type { FacilityRow } from '../bookings/access';
import { englishReader, type Reader } from '../http/i18n';
import { bookingVideoLine } from './video-lines';

/** A booking's facts its line's text names: the field, its hours on the facility's clock and zone. */
export interface BookingLineFacts {
  field_name: string;
  start_at: Date;
  end_at: Date;
  timezone: string;
  time_format: string;
}

/**
 * A booking's line in a reader's language, with the participant whose share it is: "Court 4 · Sat, Dec 5, 2026 · 10:00 AM–11:30 AM",
 * "Pista 4 · sáb, 5 dic 2026 · 10:00–11:30 · Lucía" (the day as the console writes it: domain/bookings/schedule.ts `dayLabel`).
 */
export function bookingLineText(f: BookingLineFacts, participant: string | null, reader: Reader): string {
  const { day, hours } = bookingDayAndHours({ start_at: f.start_at.toISOString(), end_at: f.end_at.toISOString() }, f.timezone, is12Hour(f.time_format), reader.lang);
  return participant === null ? reader.t('pos.line.booking', { field: f.field_name, day, hours }) : reader.t('pos.line.share', { field: f.field_name, day, hours, name: participant });
}

/** The key of a booking line's text: its booking and participant (none: the booking's balance). */
export const bookingLineKey = (bookingId: number, participantId: number | null) => `${bookingId}:${participantId ?? ''}`;

/**
 * The texts of booking lines in a reader's language, by `bookingLineKey`. A sale stores its booking
 * line in English (the ledger's text); every answer that shows one (the invoice, the receipt and
 * its e-mail, a payment's preview) says it again in its reader's language with this, as video lines.
 */
export async function bookingLineTexts(db: Executor, lines: readonly { booking_id: number; participant_id: number | null }[], reader: Reader): Promise<Map<string, string>> {
  if (lines.length === 0) return new Map();
  const bookingIds = [...new Set(lines.map((l) => l.booking_id))];
  const participantIds = [...new Set(lines.flatMap((l) => (l.participant_id === null ? [] : [l.participant_id])))];
  const [rows, names] = await Promise.all([
    db
      .select({ id: bookings.id, field_name: fields.name, start_at: bookings.start_at, end_at: bookings.end_at, timezone: facilities.timezone, time_format: facilities.time_format })
      .from(bookings)
      .innerJoin(fields, eq(fields.id, bookings.field_id))
      .innerJoin(facilities, eq(facilities.id, bookings.facility_id))
      .where(inArray(bookings.id, bookingIds)),
    participantIds.length === 0 ? [] : db.select({ id: bookingParticipants.id, name: bookingParticipants.name }).from(bookingParticipants).where(inArray(bookingParticipants.id, participantIds)),
  ]);
  const byBooking = new Map(rows.map((r) => [r.id, r]));
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  const texts = new Map<string, string>();
  for (const l of lines) {
    const facts = byBooking.get(l.booking_id);
    const name = l.participant_id === null ? null : nameOf.get(l.participant_id);
    if (facts && name !== undefined) texts.set(bookingLineKey(l.booking_id, l.participant_id), bookingLineText(facts, name, reader));
  }
  return texts;
}

/**
 * What a booking (or one participant of it) owes at the counter, priced by the bookings module
 * (server/bookings/pricing.ts): the booking's balance, or a participant's share of a
 * per-participant booking not paid yet (never beyond the balance). A flat-rate booking's
 * participants owe nothing of their own: its organizer pays the balance. The whole balance also
 * names the booking's pending "include video" order (`video`), which the sale pays as its own line.
 * Its description is in `reader`'s language (English, the ledger's text, unless told).
 */
export async function bookingCharge(db: Executor, facility: FacilityRow, booking: BookingRow, participantId: number | null, reader: Reader = englishReader): Promise<BookingChargeRow | null> {
  const [field] = await db.select({ name: fields.name }).from(fields).where(eq(fields.id, booking.field_id));
  const facts: BookingLineFacts = { field_name: field?.name ?? '', start_at: booking.start_at, end_at: booking.end_at, timezone: facility.timezone, time_format: facility.time_format };
  const balance = booking.status === 'cancelled' ? 0 : balanceOf(booking);
  let amount = balance;
  let participantName: string | null = null;
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
    participantName = participant.name;
    if (participant.contact_id !== null) contact = { id: participant.contact_id, name: participant.name };
  } else if (booking.contact_id !== null) {
    const [row] = await db.select({ id: contacts.id, name: contacts.name }).from(contacts).where(eq(contacts.id, booking.contact_id));
    contact = row ?? null;
  }
  // The whole balance brings the booking's pending video order with it (a participant's share stays the share).
  const video = participantId === null && booking.status !== 'cancelled' ? await bookingVideoLine(db, booking.id) : null;
  return { booking_id: booking.id, participant_id: participantId, description: bookingLineText(facts, participantName, reader), amount_cents: amount, contact, video };
}
