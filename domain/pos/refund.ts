import { amountRefusal, type PaymentStatus, type PosRefusalCode } from './types';

/**
 * Refunding a payment of the ledger (issue 16 §2, SPEC §9 refund rules), in integer cents:
 *
 * - Only a captured payment is refunded: a pending, declined, cancelled or timed-out one took no
 *   money (`payment_not_captured`).
 * - Online service fees are never refunded: what may be refunded of a payment is its amount less
 *   the non-refundable fees it carried (`refundableOf`), less what was refunded already.
 * - A refund is whole cents above zero (`amount_not_positive`, `amount_not_whole`), never above
 *   what remains to refund (`over_refund`; `nothing_to_refund` once nothing remains).
 * - A payment reads `partial_refund` once something was refunded, `refunded` once everything
 *   refundable was (SPEC §3 status labels).
 *
 * The database holds the same bound (invoice_payments' CHECK refunded_cents <= amount_cents −
 * non_refundable_cents): these rules answer first, with words; the CHECK holds under concurrency.
 */

/** What a refund is checked against: the payment as the ledger keeps it. */
export interface RefundablePayment {
  status: PaymentStatus;
  /** What was paid (tip included). */
  amount: number;
  /** The part of `amount` that is online service fees: never refunded. */
  nonRefundable: number;
  /** The sum of its refunds taken so far (those succeeded and those in progress). */
  refunded: number;
}

/** Where a payment stands with its refunds. */
export const REFUND_STATES = ['none', 'partial_refund', 'refunded'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** What remains to refund of a payment (0 when it was not captured). */
export function refundableOf(p: RefundablePayment): number {
  if (p.status !== 'captured') return 0;
  return Math.max(0, p.amount - p.nonRefundable - p.refunded);
}

/** Why a refund of `amount` of the payment is refused, or null. */
export function refundRefusal(p: RefundablePayment, amount: number): PosRefusalCode | null {
  if (p.status !== 'captured') return 'payment_not_captured';
  const why = amountRefusal(amount);
  if (why) return why;
  const left = refundableOf(p);
  if (left === 0) return 'nothing_to_refund';
  return amount > left ? 'over_refund' : null;
}

/** The payment's refund state from what was refunded of it (succeeded refunds only). */
export function refundState(p: Pick<RefundablePayment, 'amount' | 'nonRefundable'>, refundedSucceeded: number): RefundState {
  if (refundedSucceeded <= 0) return 'none';
  return refundedSucceeded >= p.amount - p.nonRefundable ? 'refunded' : 'partial_refund';
}

/**
 * The non-refundable fees each captured payment of a sale carries: the sale's online service fees
 * are paid by its captured payments in the order they were taken, each carrying at most its amount
 * less its tip. Payments not captured carry none.
 */
export function feeShares(fees: number, payments: readonly { id: number; status: PaymentStatus; amount: number; tip: number }[]): Map<number, number> {
  const shares = new Map<number, number>();
  let left = Math.max(0, fees);
  for (const p of [...payments].sort((a, b) => a.id - b.id)) {
    const share = p.status === 'captured' ? Math.min(left, Math.max(0, p.amount - p.tip)) : 0;
    shares.set(p.id, share);
    left -= share;
  }
  return shares;
}

/**
 * How a refund of a paid sale moves its bookings' paid amounts: it is taken from the sale's booking
 * lines in order, each at most its line's amount and what is paid of its booking now. Answers the
 * amount taken from each booking (bookings with nothing taken left out).
 */
export function refundFromBookings(amount: number, lines: readonly { bookingId: number; total: number; bookingPaid: number }[]): { bookingId: number; amount: number }[] {
  const taken: { bookingId: number; amount: number }[] = [];
  let left = Math.max(0, amount);
  const paidLeft = new Map<number, number>();
  for (const l of lines) {
    if (left === 0) break;
    const paid = paidLeft.get(l.bookingId) ?? l.bookingPaid;
    const take = Math.min(left, l.total, paid);
    if (take <= 0) continue;
    paidLeft.set(l.bookingId, paid - take);
    left -= take;
    const known = taken.find((t) => t.bookingId === l.bookingId);
    if (known) known.amount += take;
    else taken.push({ bookingId: l.bookingId, amount: take });
  }
  return taken;
}

/** The idempotency key's start of a booking cancellation's refunds (`cancel-<booking>-<payment>`): the cancel writes them, its retry and the booking's detail find them. */
export const cancelRefundKeyPrefix = (bookingId: number) => `cancel-${bookingId}-`;
