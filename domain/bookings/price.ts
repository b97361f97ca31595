import type { PricingMethod } from './types';

/**
 * The price of a booking, in integer cents (DESIGN.md §5).
 *
 * 1. Field price = hourly price × minutes / 60, rounded half up to the cent.
 * 2. Who pays: a flat-rate booking has one payer (the organizer) paying the field price; a
 *    per-participant booking has one payer per participant, each paying the booking's price per
 *    player if it has one, else the field price split evenly and rounded UP to the cent (so the
 *    facility never collects less than its field price; at most participants − 1 cents more).
 * 3. Service fee, charged on each payment: percent of the share, rounded half up to the cent, plus
 *    the organization's fixed fee. A share of 0 (a free booking) carries no fee at all.
 *    The percent is read to the hundredth (basis points): 2.9 % and 2.90 % are the same.
 *
 * Every step is integer arithmetic: no binary-fraction surprises at the half cent.
 */
export interface BookingPriceInput {
  /** The field's hourly price, cents. */
  hourlyPrice: number;
  /** Duration in minutes (positive integer). */
  minutes: number;
  pricingMethod: PricingMethod;
  /** Participants (at least 1); only counted for per-participant pricing. */
  participants: number;
  /** Per-participant pricing: the booking's own price per player, cents; null or absent: the field price split. */
  pricePerParticipant?: number | null;
}

/** An organization's service fee (SPEC §3 Organization: online payment service fee in percent and in currency). */
export interface ServiceFees {
  /** 0 to 100, to the hundredth. */
  percent: number;
  /** Cents per payment. */
  fixed: number;
}

export const NO_FEES: ServiceFees = Object.freeze({ percent: 0, fixed: 0 });

export interface BookingPrice {
  /** Hourly price × duration. */
  fieldPrice: number;
  /** Payments: 1 for flat rate, the number of participants per participant. */
  payers: number;
  /** What one payer pays before fees. */
  share: number;
  /** The service fee on one share (percent + fixed). */
  shareFee: number;
  /** share × payers. */
  price: number;
  /** shareFee × payers. */
  serviceFee: number;
  /** price + serviceFee. */
  total: number;
}

function checkInt(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be an integer >= ${min}, got ${value}`);
}

/** a × b / c rounded half up, for non-negative integers. */
function mulDivRound(a: number, b: number, c: number): number {
  return Math.floor((a * b + Math.floor(c / 2)) / c);
}

/** The service fee of one payment of `amount` cents. */
export function serviceFeeOf(amount: number, fees: ServiceFees): number {
  checkInt('amount', amount, 0);
  checkInt('fixed fee', fees.fixed, 0);
  if (!Number.isFinite(fees.percent) || fees.percent < 0 || fees.percent > 100) throw new RangeError(`percent must be 0 to 100, got ${fees.percent}`);
  if (amount === 0) return 0;
  const basisPoints = Math.round(fees.percent * 100);
  return mulDivRound(amount, basisPoints, 10_000) + fees.fixed;
}

export function bookingPrice(input: BookingPriceInput, fees: ServiceFees = NO_FEES): BookingPrice {
  checkInt('hourlyPrice', input.hourlyPrice, 0);
  checkInt('minutes', input.minutes, 1);
  const fieldPrice = mulDivRound(input.hourlyPrice, input.minutes, 60);
  let payers = 1;
  let share = fieldPrice;
  if (input.pricingMethod === 'per_participant') {
    checkInt('participants', input.participants, 1);
    payers = input.participants;
    if (input.pricePerParticipant !== null && input.pricePerParticipant !== undefined) {
      checkInt('pricePerParticipant', input.pricePerParticipant, 0);
      share = input.pricePerParticipant;
    } else {
      share = Math.ceil(fieldPrice / payers);
    }
  }
  const shareFee = serviceFeeOf(share, fees);
  const price = share * payers;
  const serviceFee = shareFee * payers;
  return { fieldPrice, payers, share, shareFee, price, serviceFee, total: price + serviceFee };
}

/** What is still owed on a booking (cents): nothing once it is cancelled (a refund is its own matter), never below zero. */
export function balanceOwed(booking: { status: string; amount: number; paid: number }): number {
  return booking.status === 'cancelled' ? 0 : Math.max(0, booking.amount - booking.paid);
}

/**
 * Marking participants paid means money (issue 15: a balance is derived from the ledger): each pays
 * a share (> 0) of a per-participant booking that still owes something, so they are paid at the
 * counter, where the sale's payment marks them paid. A flat-rate booking's participants (share 0:
 * its organizer pays) or a booking with nothing owed are marked paid as a plain flag.
 */
export function paidMarkMovesMoney(booking: { perParticipant: boolean; share: number; balance: number }): boolean {
  return booking.perParticipant && booking.share > 0 && booking.balance > 0;
}
