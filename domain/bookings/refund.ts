/**
 * The refund of a booking's cancellation (SPEC §9 refund rules), in integer cents:
 *
 * - Online service fees are never refunded.
 * - The video is refunded (or, if unpaid, cancelled free) only if the booking has not started;
 *   once it has started the video order stands and what was paid for it is kept.
 * - The court price is refunded in full. A partial refund is a decision on a payment (SPEC §4
 *   Payments), taken there, not a rule of cancellation.
 *
 * The refund never exceeds what was paid (DESIGN.md §5): each part is at most its amount paid.
 */

/** What was paid for a booking, by part, in integer cents. */
export interface PaidAmounts {
  /** The booking itself (court / field price, all participants' shares together). */
  price: number;
  /** Online payment service fee. */
  serviceFee: number;
  /** The video of the booking. */
  video: number;
}

export interface RefundBreakdown {
  /** Refunded, by part. `serviceFee` is always 0. */
  refund: PaidAmounts;
  /** Kept by the organization, by part (paid minus refunded). */
  kept: PaidAmounts;
  /** Sum of `refund`. */
  total: number;
  /** The video order is cancelled with the booking (only before the start; SPEC §9). */
  videoCancelled: boolean;
}

export const NO_PAYMENT: PaidAmounts = Object.freeze({ price: 0, serviceFee: 0, video: 0 });

function checkCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
}

/**
 * What was paid of a booking, by part, from its amount, what was paid of it and the service fee
 * within the amount (cents). A part payment carries its share of the fee (the fee is charged on
 * each payment); the rest paid the booking itself. The video has no price of its own here: it is
 * part of the booking's price, so nothing is paid for it separately.
 */
export function paidAmounts(amount: number, amountPaid: number, serviceFee: number): PaidAmounts {
  if (amountPaid <= 0 || amount <= 0) return NO_PAYMENT;
  const fee = Math.min(serviceFee, Math.round((serviceFee * Math.min(amountPaid, amount)) / amount));
  return { price: amountPaid - fee, serviceFee: fee, video: 0 };
}

/** Sum of the parts paid. */
export function totalPaid(paid: PaidAmounts): number {
  return paid.price + paid.serviceFee + paid.video;
}

/**
 * The refund of cancelling a booking with `paid` amounts; `started` says whether the booking's
 * start has passed (`now >= start`). Throws a RangeError on amounts that are not cents.
 */
export function cancellationRefund(paid: PaidAmounts, started: boolean): RefundBreakdown {
  checkCents('price', paid.price);
  checkCents('serviceFee', paid.serviceFee);
  checkCents('video', paid.video);
  const refund: PaidAmounts = { price: paid.price, serviceFee: 0, video: started ? 0 : paid.video };
  const kept: PaidAmounts = { price: paid.price - refund.price, serviceFee: paid.serviceFee, video: paid.video - refund.video };
  return { refund, kept, total: totalPaid(refund), videoCancelled: !started };
}

/** Whether a booking starting at `start` has started at `now` (its first instant counts as started). */
export function hasStarted(start: Date, now: Date): boolean {
  return now.getTime() >= start.getTime();
}
