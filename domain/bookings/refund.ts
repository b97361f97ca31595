/**
 * The refund of a booking's cancellation (SPEC §9 refund rules), in integer cents:
 *
 * - Online service fees are never refunded.
 * - The video is refunded (or, if unpaid, cancelled free) only if the booking has not started;
 *   once it has started the video order stands and what was paid for it is kept.
 * - The court price follows the organization's cancellation policy (issue 16 item 3): cancelled
 *   inside the window (`policyHours` before the start, that instant included, in progress or past
 *   too) nothing of it is refunded; before the window all of it is. Staff with the permission may
 *   choose otherwise (`RefundChoice`): all of it, part of it, or none, with a reason.
 *
 * The refund never exceeds what was paid (DESIGN.md §5): each part is at most its amount paid; the
 * service fee is never part of it. Refunds still pending on the booking's payments (a card refund
 * from a payment's preview waiting on the provider) are given back already: they come out of the
 * price paid (`paidAmounts`), never out of the fee, so a cancellation refunds only the rest.
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
  /** Cancelled inside the organization's cancellation policy window (or after the start). */
  insideWindow: boolean;
  /** Whose decision the price's refund is: the policy's default, or staff's choice. */
  choice: RefundChoiceKind;
}

/** What staff may decide a cancellation refunds of the booking's price. */
export const REFUND_CHOICES = ['policy', 'full', 'partial', 'none'] as const;
export type RefundChoiceKind = (typeof REFUND_CHOICES)[number];
/** `partial` gives `cents` of the price back (more than 0, at most the price paid). */
export type RefundChoice = { kind: 'policy' | 'full' | 'none' } | { kind: 'partial'; cents: number };
export const POLICY_REFUND: RefundChoice = Object.freeze({ kind: 'policy' });

/** When a cancellation happens, as the refund rule reads it. */
export interface CancelMoment {
  /** The booking's start has passed (`hasStarted`). */
  started: boolean;
  /** Inside the policy window (`insidePolicyWindow`); a started booking is always inside. */
  insideWindow: boolean;
}

/** An organization's cancellation policy when none is given (the column's default). */
export const DEFAULT_POLICY_HOURS = 24;

export const NO_PAYMENT: PaidAmounts = Object.freeze({ price: 0, serviceFee: 0, video: 0 });

function checkCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
}

/**
 * What was paid of a booking, by part, from its amount, what was paid of it and the service fee
 * within the amount (cents). A part payment carries its share of the fee (the fee is charged on
 * each payment); the rest paid the booking itself. The video has no price of its own here: it is
 * part of the booking's price, so nothing is paid for it separately.
 *
 * `pendingRefunds`: what refunds still pending will take off `amountPaid` once they succeed (the
 * booking's paid amount follows only refunds that succeeded). They are given back already, out of
 * the price and never out of the fee: the price left is what was paid less the fee and them (not
 * below 0), and the fee stays what was paid of it.
 */
export function paidAmounts(amount: number, amountPaid: number, serviceFee: number, pendingRefunds = 0): PaidAmounts {
  if (amountPaid <= 0 || amount <= 0) return NO_PAYMENT;
  const fee = Math.min(serviceFee, Math.round((serviceFee * Math.min(amountPaid, amount)) / amount));
  return { price: Math.max(0, amountPaid - fee - Math.max(0, pendingRefunds)), serviceFee: fee, video: 0 };
}

/**
 * The service fee within a payment of `line` cents towards a booking of which `paidBefore` was paid
 * already: the fee share of what is paid with it less the share of what was paid before
 * (`paidAmounts`'s rule), so the parts of a booking paid in turn carry its fee once in all. It is
 * never refunded, by a cancellation (`cancellationRefund`) nor by hand from the payment's preview.
 */
export function serviceFeeWithin(amount: number, paidBefore: number, serviceFee: number, line: number): number {
  return paidAmounts(amount, paidBefore + Math.max(0, line), serviceFee).serviceFee - paidAmounts(amount, paidBefore, serviceFee).serviceFee;
}

/** Sum of the parts paid. */
export function totalPaid(paid: PaidAmounts): number {
  return paid.price + paid.serviceFee + paid.video;
}

/** Why staff's choice cannot be refunded from `paid` (a partial amount not within 1 cent..the price paid), or null. */
export function refundChoiceRefusal(paid: PaidAmounts, choice: RefundChoice): 'refund_amount_invalid' | null {
  if (choice.kind !== 'partial') return null;
  return Number.isSafeInteger(choice.cents) && choice.cents > 0 && choice.cents <= paid.price ? null : 'refund_amount_invalid';
}

/**
 * The refund of cancelling a booking with `paid` amounts at `moment`: the price by the policy (or
 * by staff's `choice`), the video only before the start, never the service fee. Throws a
 * RangeError on amounts that are not cents and on a choice `refundChoiceRefusal` refuses.
 */
export function cancellationRefund(paid: PaidAmounts, moment: CancelMoment, choice: RefundChoice = POLICY_REFUND): RefundBreakdown {
  checkCents('price', paid.price);
  checkCents('serviceFee', paid.serviceFee);
  checkCents('video', paid.video);
  if (refundChoiceRefusal(paid, choice)) throw new RangeError(`a partial refund must be 1..${paid.price} cents`);
  const insideWindow = moment.started || moment.insideWindow;
  const price = choice.kind === 'partial' ? choice.cents : choice.kind === 'full' || (choice.kind === 'policy' && !insideWindow) ? paid.price : 0;
  const refund: PaidAmounts = { price, serviceFee: 0, video: moment.started ? 0 : paid.video };
  const kept: PaidAmounts = { price: paid.price - refund.price, serviceFee: paid.serviceFee, video: paid.video - refund.video };
  return { refund, kept, total: totalPaid(refund), videoCancelled: !moment.started, insideWindow, choice: choice.kind };
}

/**
 * Whether a booking starting at `start` is inside the cancellation policy window at `now`: from
 * `policyHours` before its start on (that instant included), so also once in progress or past.
 */
export function insidePolicyWindow(start: Date, now: Date, policyHours: number): boolean {
  return now.getTime() >= start.getTime() - policyHours * 3_600_000;
}

/** Whether a booking starting at `start` has started at `now` (its first instant counts as started). */
export function hasStarted(start: Date, now: Date): boolean {
  return now.getTime() >= start.getTime();
}
