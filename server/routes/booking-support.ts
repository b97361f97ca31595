import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { flatReservation, paymentStateOf, reservationQuote, type ReservationFacts } from '../../domain/bookings/quote';
import type { BookingPrice } from '../../domain/bookings/price';
import { countJoined } from '../../domain/bookings/types';
import { bookingFacts } from '../../machines/booking-facts';
import type { BookingFacts } from '../../machines/booking.machine';
import { ownFacility } from '../auth/guard';
import { bookingParticipants, bookings, fields, organizations } from '../db/schema';
import { AppError } from '../http/errors';
import { reservationOf } from '../bookings/slots';
import { recordHistory, type Conn, type Tx } from './booking-history';

/**
 * What the booking routes share beyond reservations.ts: the tenancy check on a booking, the
 * history journal, and the price the server keeps (never the client's).
 */
export type BookingRow = typeof bookings.$inferSelect;

/** A booking and its facility, if the user may act on that facility (E404 when there is no such booking). */
export async function bookingFor(db: Conn, request: FastifyRequest, bookingId: number) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new AppError('E404');
  const facility = await ownFacility(db, request, booking.facility_id);
  return { booking, facility };
}

export type ParticipantRow = typeof bookingParticipants.$inferSelect;

/** A booking row as the machine sees it (participants when the decision needs them), with what was paid. */
export function factsOf(row: BookingRow, participants: readonly ParticipantRow[] = []): BookingFacts {
  return bookingFacts(reservationOf(row), participants, row.cancel_reason_id);
}

export async function participantsOf(db: Conn, bookingId: number): Promise<ParticipantRow[]> {
  return db.select().from(bookingParticipants).where(eq(bookingParticipants.booking_id, bookingId)).orderBy(bookingParticipants.id);
}

/** The booking's inputs for the price, amounts in cents. */
export function quoteFacts(row: Pick<BookingRow, 'type' | 'contact_id' | 'skill_level' | 'min_players' | 'max_players' | 'price_per_player_cents' | 'cancel_hours_before' | 'pricing_method' | 'include_video'>): ReservationFacts {
  return {
    type: row.type as ReservationFacts['type'],
    contact_id: row.contact_id,
    skill_level: row.skill_level as ReservationFacts['skill_level'],
    min_players: row.min_players,
    max_players: row.max_players,
    price_per_player_cents: row.price_per_player_cents,
    cancel_hours_before: row.cancel_hours_before,
    pricing_method: row.pricing_method as ReservationFacts['pricing_method'],
    include_video: row.include_video,
  };
}

/** The price of a booking on a field of a facility, from the field's hourly price and the organization's fees (domain/bookings/quote.ts). */
export async function priceOf(db: Conn, facts: ReservationFacts, fieldId: number, groupId: number, minutes: number, participants: number): Promise<BookingPrice> {
  const [field] = await db.select({ hourly_price_cents: fields.hourly_price_cents }).from(fields).where(eq(fields.id, fieldId));
  const [org] = await db
    .select({ booking: organizations.booking_fee_percent, match: organizations.match_fee_percent })
    .from(organizations)
    .where(eq(organizations.id, groupId));
  return reservationQuote(facts, { hourlyPrice: field?.hourly_price_cents ?? 0, minutes, participants }, { bookingPercent: org?.booking ?? 0, matchPercent: org?.match ?? 0 });
}

/** The price of each date of a series: a flat booking of its type, field and duration. */
export const seriesPrice = (db: Conn, series: { type: string; field_id: number; duration: number }, groupId: number) =>
  priceOf(db, flatReservation(series.type as ReservationFacts['type']), series.field_id, groupId, series.duration, 0);

/**
 * Recomputes the stored amount of a booking (after its participants changed) and its payment
 * state; writes a 'repriced' history line when the amount changes. Answers the updated row.
 */
export async function reprice(tx: Tx, request: FastifyRequest, booking: BookingRow, groupId: number): Promise<BookingRow> {
  const participants = await participantsOf(tx, booking.id);
  const minutes = (booking.end_at.getTime() - booking.start_at.getTime()) / 60_000;
  const price = await priceOf(tx, quoteFacts(booking), booking.field_id, groupId, minutes, countJoined(participants));
  const amount_cents = price.total;
  const service_fee_cents = price.serviceFee;
  const payment_state = paymentStateOf(amount_cents, booking.amount_paid_cents, booking.payment_state);
  if (amount_cents === booking.amount_cents && service_fee_cents === booking.service_fee_cents && payment_state === booking.payment_state) return booking;
  const [row] = await tx.update(bookings).set({ amount_cents, service_fee_cents, payment_state, updated_at: new Date() }).where(eq(bookings.id, booking.id)).returning();
  await recordHistory(tx, request, booking.id, 'repriced', { from_cents: booking.amount_cents, to_cents: amount_cents });
  return row!;
}

/** Locks the booking row for the rest of the transaction: participant changes of one booking run one after the other. */
export async function lockBooking(tx: Tx, bookingId: number, facilityId: number): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.facility_id, facilityId))).for('update');
  if (!row) throw new AppError('E404');
  return row;
}
