import { bookingPrice, NO_FEES, type BookingPrice, type ServiceFees } from './price';
import type { BookingType, PricingMethod, SkillLevel } from './types';

/**
 * Which inputs of the reservation form a booking type uses (SPEC §3 Booking), and the price the
 * server stores for it. The console shows only these inputs; the server drops the others, so a
 * stale match input never lingers on a birthday.
 */
export const MATCH_TYPES: readonly BookingType[] = ['pick_up', 'regular_match', 'group_match'];

export interface TypeInputs {
  /** Who the booking is for (a contact of the facility). */
  contact: boolean;
  /** Price inputs: pricing method and include video. */
  price: boolean;
  /** Match inputs: skill level, min and max players, price per player, hours before cancelling. */
  match: boolean;
  /** People can join (participants, guests). */
  participants: boolean;
}

export function isMatchType(type: BookingType | string): boolean {
  return (MATCH_TYPES as readonly string[]).includes(type);
}

export function typeInputs(type: BookingType): TypeInputs {
  // A blocked time is the facility's own: nobody books it, nobody pays for it, nobody joins it.
  if (type === 'blocked') return { contact: false, price: false, match: false, participants: false };
  return { contact: true, price: true, match: isMatchType(type), participants: true };
}

/** The booking inputs that decide what is stored; amounts in cents. */
export interface ReservationFacts {
  type: BookingType;
  contact_id: number | null;
  skill_level: SkillLevel | null;
  min_players: number | null;
  max_players: number | null;
  /** Cents. */
  price_per_player_cents: number | null;
  cancel_hours_before: number | null;
  pricing_method: PricingMethod;
  include_video: boolean;
}

/** No inputs beyond the type: flat-rate, no players, no video (a new form, a series' dates, the demo's bookings). */
export const NO_TYPE_INPUTS: Omit<ReservationFacts, 'type'> = Object.freeze({
  contact_id: null,
  skill_level: null,
  min_players: null,
  max_players: null,
  price_per_player_cents: null,
  cancel_hours_before: null,
  pricing_method: 'flat',
  include_video: false,
});

/** A booking of `type` with no inputs beyond it. */
export const flatReservation = (type: BookingType): ReservationFacts => ({ type, ...NO_TYPE_INPUTS });

/** The inputs as stored: those the type does not use are cleared (see `typeInputs`). */
export function normalizeReservation<T extends ReservationFacts>(input: T): T {
  const uses = typeInputs(input.type);
  const out = { ...input };
  if (!uses.contact) out.contact_id = null;
  if (!uses.price) {
    out.pricing_method = 'flat';
    out.include_video = false;
  }
  if (!uses.match) {
    out.skill_level = null;
    out.min_players = null;
    out.max_players = null;
    out.price_per_player_cents = null;
    out.cancel_hours_before = null;
  }
  return out;
}

/** The organization's fees in percent (SPEC §3 Organization: facility booking and facility match service fees). */
export interface OrganizationFees {
  bookingPercent: number;
  matchPercent: number;
}

export interface QuoteInput {
  /** The field's hourly price, cents. */
  hourlyPrice: number;
  minutes: number;
  /** Participants who have joined (not counting those marked not going). */
  participants: number;
}

const FREE: BookingPrice = { fieldPrice: 0, payers: 0, share: 0, shareFee: 0, price: 0, serviceFee: 0, total: 0 };

/**
 * The price of a booking (the server stores `total` as its amount). Where the spec is silent:
 * - A blocked time costs nothing.
 * - The service fee is the organization's facility match fee for matches and its facility booking
 *   fee for any other booking, in percent of each payment; no fixed part (the online payment fee
 *   only applies to payments made online, not at the counter).
 * - Per participant: each participant pays the price per player (matches) or a share of the field
 *   price. Until the minimum has joined, a match is priced for its minimum (it is only played
 *   with at least that many); nobody joined yet counts as one payer.
 */
export function reservationQuote(facts: ReservationFacts, input: QuoteInput, fees: OrganizationFees = { bookingPercent: 0, matchPercent: 0 }): BookingPrice {
  const f = normalizeReservation(facts);
  if (!typeInputs(f.type).price) return FREE;
  const percent = isMatchType(f.type) ? fees.matchPercent : fees.bookingPercent;
  const serviceFees: ServiceFees = percent > 0 ? { percent, fixed: 0 } : NO_FEES;
  const participants = Math.max(input.participants, f.min_players ?? 1, 1);
  return bookingPrice({ hourlyPrice: input.hourlyPrice, minutes: input.minutes, pricingMethod: f.pricing_method, participants, pricePerParticipant: f.price_per_player_cents }, serviceFees);
}

/**
 * The payment state once the amounts are known: paid when something is owed and all of it was
 * paid, else pending (a booking marked paid whose amount later grows, e.g. a player joins, is
 * pending again for the difference).
 */
export function paymentStateOf(amountCents: number, paidCents: number, current: string): string {
  if (current === 'cancelled' || current === 'hold') return current;
  if (current === 'paid' && paidCents >= amountCents) return 'paid';
  return amountCents > 0 && paidCents >= amountCents ? 'paid' : 'pending';
}

/**
 * The payment state staff read for a booking: a cancelled booking owes nothing, whatever was paid
 * or given back of it, so it reads 'cancelled', never 'pending' (its refund is shown beside it).
 * The stored state stays what its payments made it (the lists' filters, the unpaid-balance job).
 */
export const paymentStateShown = (b: { status: string; payment_state: string }): string => (b.status === 'cancelled' ? 'cancelled' : b.payment_state);
