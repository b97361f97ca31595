import { eq } from 'drizzle-orm';
import type { BookingPrice } from '../../domain/bookings/price';
import { flatReservation, fromCents, normalizeReservation, paymentStateOf, reservationQuote, toCents, type ReservationFacts } from '../../domain/bookings/quote';
import type { PriceBreakdown } from '../../domain/bookings/reservation-detail';
import type { Executor } from '../db/connect';
import { fields, organizations } from '../db/schema';
import type { BookingRow } from './repository';

/**
 * The prices of bookings, and the one place of the booking module (with the repository's row
 * mapping, `toReservation`) that reads or writes amounts: the domain computes in cents
 * (domain/bookings/quote.ts); the columns and the API hold `amount`, `amount_paid`, `service_fee`,
 * `price_per_player` and a participant's `amount` as numbers of the currency, converted here.
 */

/** The price of a booking on a field of a facility, from the field's hourly price and the organization's fees. */
export async function priceOf(db: Executor, facts: ReservationFacts, fieldId: number, groupId: number, minutes: number, participants: number): Promise<BookingPrice> {
  // One after another: `db` may be a transaction, whose single connection takes one query at a time.
  const [field] = await db.select({ hourly_price: fields.hourly_price }).from(fields).where(eq(fields.id, fieldId));
  const [org] = await db.select({ booking: organizations.booking_fee_percent, match: organizations.match_fee_percent }).from(organizations).where(eq(organizations.id, groupId));
  return reservationQuote(facts, { hourlyPrice: toCents(field?.hourly_price ?? 0), minutes, participants }, { bookingPercent: org?.booking ?? 0, matchPercent: org?.match ?? 0 });
}

/** The price of each date of a series: a flat booking of its type, field and duration. */
export const seriesPrice = (db: Executor, series: { type: string; field_id: number; duration: number }, groupId: number) =>
  priceOf(db, flatReservation(series.type as ReservationFacts['type']), series.field_id, groupId, series.duration, 0);

/** Minutes a booking lasts. */
export const minutesOf = (row: Pick<BookingRow, 'start_at' | 'end_at'>) => (row.end_at.getTime() - row.start_at.getTime()) / 60_000;

/** The booking's inputs for the price, amounts in cents. */
export function quoteFacts(row: Pick<BookingRow, 'type' | 'contact_id' | 'skill_level' | 'min_players' | 'max_players' | 'price_per_player' | 'cancel_hours_before' | 'pricing_method' | 'include_video'>): ReservationFacts {
  return {
    type: row.type as ReservationFacts['type'],
    contact_id: row.contact_id,
    skill_level: row.skill_level as ReservationFacts['skill_level'],
    min_players: row.min_players,
    max_players: row.max_players,
    price_per_player: row.price_per_player === null ? null : toCents(row.price_per_player),
    cancel_hours_before: row.cancel_hours_before,
    pricing_method: row.pricing_method as ReservationFacts['pricing_method'],
    include_video: row.include_video,
  };
}

/** The price request's or the form's inputs as the price and the table take them: the type's unused inputs cleared, the price per player in cents. */
export function factsOfInput(body: Omit<ReservationFacts, 'price_per_player'> & { price_per_player: number | null }): ReservationFacts {
  return normalizeReservation({ ...pickFacts(body), price_per_player: body.price_per_player === null ? null : toCents(body.price_per_player) });
}

const pickFacts = (b: Omit<ReservationFacts, 'price_per_player'>) => ({
  type: b.type,
  contact_id: b.contact_id,
  skill_level: b.skill_level,
  min_players: b.min_players,
  max_players: b.max_players,
  cancel_hours_before: b.cancel_hours_before,
  pricing_method: b.pricing_method,
  include_video: b.include_video,
});

/** The stored columns of the facts. */
export const columnsOf = (facts: ReservationFacts) => ({ ...facts, price_per_player: facts.price_per_player === null ? null : fromCents(facts.price_per_player) });

/** The stored price of a booking. */
export const priceColumns = (price: Pick<BookingPrice, 'total' | 'serviceFee'>) => ({ amount: fromCents(price.total), service_fee: fromCents(price.serviceFee) });

/** The payment state a booking has at a new price (what was paid stays). */
export const paymentAt = (price: Pick<BookingPrice, 'total'>, row: Pick<BookingRow, 'amount_paid' | 'payment_state'>) => paymentStateOf(price.total, toCents(row.amount_paid), row.payment_state);

/** A booking paid in full: what was paid becomes its amount. */
export const paidInFull = (row: Pick<BookingRow, 'amount'>) => ({ payment_state: 'paid', amount_paid: row.amount });

/** History data of a booking paid in full. */
export const paidHistory = (row: Pick<BookingRow, 'amount' | 'amount_paid'>) => ({ amount: row.amount, before: row.amount_paid });

/** What a participant pays when marked paid: a share of a per-participant booking (cents); a flat-rate booking is paid by its organizer. */
export const participantShare = (price: Pick<BookingPrice, 'share' | 'shareFee'>) => price.share + price.shareFee;

/** The columns after `count` participants paid `share` cents each: never more than the booking's amount. */
export function paidByParticipants(row: Pick<BookingRow, 'amount' | 'amount_paid' | 'payment_state'>, share: number, count: number) {
  const paid = Math.min(toCents(row.amount), toCents(row.amount_paid) + share * count);
  return { amount_paid: fromCents(paid), payment_state: paymentStateOf(toCents(row.amount), paid, row.payment_state) };
}

/** A participant's stored payment. */
export const participantPaid = (share: number) => ({ amount: fromCents(share) });

/** What is still owed on a booking. */
export const balanceOf = (row: Pick<BookingRow, 'amount' | 'amount_paid'>) => Math.max(0, fromCents(toCents(row.amount) - toCents(row.amount_paid)));

/** The price as the API answers it. */
export const breakdown = (p: BookingPrice): PriceBreakdown => ({
  field_price: fromCents(p.fieldPrice),
  payers: p.payers,
  share: fromCents(p.share),
  service_fee: fromCents(p.serviceFee),
  total: fromCents(p.total),
});

/** What the next player of a match listed for sale pays (before the service fee): priced per participant with them in. */
export function nextPlayerPrice(row: BookingRow, hourlyPrice: number, joined: number): number {
  const price = reservationQuote({ ...quoteFacts(row), pricing_method: 'per_participant' }, { hourlyPrice: toCents(hourlyPrice), minutes: minutesOf(row), participants: joined + 1 });
  return fromCents(price.share);
}
