import { eq } from 'drizzle-orm';
import { balanceOwed, type BookingPrice } from '../../domain/bookings/price';
import { flatReservation, normalizeReservation, paymentStateOf, reservationQuote, type ReservationFacts } from '../../domain/bookings/quote';
import type { PriceBreakdown } from '../../domain/bookings/reservation-detail';
import type { Executor } from '../db/connect';
import { fields, organizations } from '../db/schema';
import type { BookingRow } from './repository';

/**
 * The prices of bookings, and the one place of the booking module (with the repository's row
 * mapping, `toReservation`) that reads or writes amounts. Every amount is integer cents
 * (domain/money.ts): the domain computes in them (domain/bookings/quote.ts), the columns and the
 * API hold them as `amount_cents`, `amount_paid_cents`, `service_fee_cents`,
 * `price_per_player_cents` and a participant's `amount_cents`, with the organization's `currency`
 * beside them in the API. Nothing is converted.
 */

/** The price of a booking on a field of a facility, from the field's hourly price and the organization's fees. */
export async function priceOf(db: Executor, facts: ReservationFacts, fieldId: number, groupId: number, minutes: number, participants: number): Promise<BookingPrice> {
  // One after another: `db` may be a transaction, whose single connection takes one query at a time.
  const [field] = await db.select({ hourly_price_cents: fields.hourly_price_cents }).from(fields).where(eq(fields.id, fieldId));
  const [org] = await db.select({ booking: organizations.booking_fee_percent, match: organizations.match_fee_percent }).from(organizations).where(eq(organizations.id, groupId));
  return reservationQuote(facts, { hourlyPrice: field?.hourly_price_cents ?? 0, minutes, participants }, { bookingPercent: org?.booking ?? 0, matchPercent: org?.match ?? 0 });
}

/** The price of each date of a series: a flat booking of its type, field and duration. */
export const seriesPrice = (db: Executor, series: { type: string; field_id: number; duration: number }, groupId: number) =>
  priceOf(db, flatReservation(series.type as ReservationFacts['type']), series.field_id, groupId, series.duration, 0);

/** Minutes a booking lasts. */
export const minutesOf = (row: Pick<BookingRow, 'start_at' | 'end_at'>) => (row.end_at.getTime() - row.start_at.getTime()) / 60_000;

/** The booking's inputs for the price, amounts in cents. */
export function quoteFacts(
  row: Pick<BookingRow, 'type' | 'contact_id' | 'skill_level' | 'min_players' | 'max_players' | 'price_per_player_cents' | 'cancel_hours_before' | 'pricing_method' | 'include_video'>,
): ReservationFacts {
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

/** The price request's or the form's inputs as the price and the table take them: the type's unused inputs cleared. */
export function factsOfInput(b: ReservationFacts): ReservationFacts {
  return normalizeReservation({
    type: b.type,
    contact_id: b.contact_id,
    skill_level: b.skill_level,
    min_players: b.min_players,
    max_players: b.max_players,
    price_per_player_cents: b.price_per_player_cents,
    cancel_hours_before: b.cancel_hours_before,
    pricing_method: b.pricing_method,
    include_video: b.include_video,
  });
}

/** The stored price of a booking. */
export const priceColumns = (price: Pick<BookingPrice, 'total' | 'serviceFee'>) => ({ amount_cents: price.total, service_fee_cents: price.serviceFee });

/** The payment state a booking has at a new price (what was paid stays). */
export const paymentAt = (price: Pick<BookingPrice, 'total'>, row: Pick<BookingRow, 'amount_paid_cents' | 'payment_state'>) => paymentStateOf(price.total, row.amount_paid_cents, row.payment_state);

/** A booking paid in full: what was paid becomes its amount. */
export const paidInFull = (row: Pick<BookingRow, 'amount_cents'>) => ({ payment_state: 'paid', amount_paid_cents: row.amount_cents });

/** History data of a booking paid in full. */
export const paidHistory = (row: Pick<BookingRow, 'amount_cents' | 'amount_paid_cents'>) => ({ amount_cents: row.amount_cents, before_cents: row.amount_paid_cents });

/** What a participant pays when marked paid: a share of a per-participant booking (cents); a flat-rate booking is paid by its organizer. */
export const participantShare = (price: Pick<BookingPrice, 'share' | 'shareFee'>) => price.share + price.shareFee;

/** The columns after `cents` more were paid of a booking (a sale's booking line): never more than its amount. */
export function paidWith(row: Pick<BookingRow, 'amount_cents' | 'amount_paid_cents' | 'payment_state'>, cents: number) {
  const paid = Math.min(row.amount_cents, row.amount_paid_cents + cents);
  return { amount_paid_cents: paid, payment_state: paymentStateOf(row.amount_cents, paid, row.payment_state) };
}

/** What is still owed on a booking (cents): nothing once cancelled (domain/bookings/price.ts `balanceOwed`). */
export const balanceOf = (row: Pick<BookingRow, 'status' | 'amount_cents' | 'amount_paid_cents'>) => balanceOwed({ status: row.status, amount: row.amount_cents, paid: row.amount_paid_cents });

/** The price as the API answers it: cents, in the organization's currency. */
export const breakdown = (p: BookingPrice, currency: string): PriceBreakdown => ({
  field_price_cents: p.fieldPrice,
  payers: p.payers,
  share_cents: p.share,
  service_fee_cents: p.serviceFee,
  total_cents: p.total,
  currency,
});

/** What the next player of a match listed for sale pays (before the service fee), in cents: priced per participant with them in. */
export function nextPlayerPrice(row: BookingRow, hourlyPriceCents: number, joined: number): number {
  return reservationQuote({ ...quoteFacts(row), pricing_method: 'per_participant' }, { hourlyPrice: hourlyPriceCents, minutes: minutesOf(row), participants: joined + 1 }).share;
}
