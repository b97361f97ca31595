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
  /** The part of `amount` that is online service fees (the sale's and its bookings'): never refunded. */
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

/**
 * What refunds still pending (their amounts taken from their payments, not settled yet) will take
 * off one booking's paid amount once they succeed: each in turn as `refundFromBookings` will take it
 * from its sale's booking lines, the bookings' paid amounts going down as they go. `pending` holds
 * only refunds that move bookings (of a paid sale, not a video order's refund).
 */
export function pendingFromBooking(bookingId: number, pending: readonly { amount: number; lines: readonly { bookingId: number; total: number }[] }[], paidOf: (bookingId: number) => number): number {
  const paid = new Map<number, number>();
  const paidNow = (id: number) => paid.get(id) ?? paidOf(id);
  let taken = 0;
  for (const refund of pending) {
    for (const t of refundFromBookings(
      refund.amount,
      refund.lines.map((l) => ({ ...l, bookingPaid: paidNow(l.bookingId) })),
    )) {
      paid.set(t.bookingId, paidNow(t.bookingId) - t.amount);
      if (t.bookingId === bookingId) taken += t.amount;
    }
  }
  return taken;
}

/**
 * The idempotency key of a video order's refund from one payment (its recording failed, or staff
 * cancelled it: server/videos): it gives back the sale's video line, so the bookings that sale
 * paid keep what they were paid (`isVideoRefundKey`). `video:<kind>:<order>:<payment>`: the ':' never
 * appears in an id nor in a key a client sends (`idempotencyKey()`: letters, digits, `._~-`), so no
 * client refund reads as a video order's and no two orders' keys meet.
 */
export const videoRefundKey = (why: 'failed' | 'cancel', orderId: number, paymentId: number) => `video:${why}:${orderId}:${paymentId}`;
/** The key such refunds were written with before (`video-<kind>-<order>-<payment>`): a rerun finds its refund by it, and it still reads as a video order's. */
export const legacyVideoRefundKey = (why: 'failed' | 'cancel', orderId: number, paymentId: number) => `video-${why}-${orderId}-${paymentId}`;
const VIDEO_REFUND_KEY = /^video:(failed|cancel):\d+:\d+$/;
const LEGACY_VIDEO_REFUND_KEY = /^video-(failed|cancel)-\d+-\d+$/;
/** A video order's refund (either way it was written): exactly that shape, not any key that starts like one. */
export const isVideoRefundKey = (key: string) => VIDEO_REFUND_KEY.test(key) || LEGACY_VIDEO_REFUND_KEY.test(key);
/** A key a client may not choose for a refund: it would read as a video order's (the earlier shape is made of the characters a client key may hold). */
export const reservedRefundKey = (key: string) => LEGACY_VIDEO_REFUND_KEY.test(key);

/** The idempotency key's start of a booking cancellation's refunds (`cancel-<booking>-<payment>`): the cancel writes them, its retry and the booking's detail find them. */
export const cancelRefundKeyPrefix = (bookingId: number) => `cancel-${bookingId}-`;

/**
 * Units a refund puts back in stock (issue 17: a refund of a product line returns its units). A
 * refund names the product lines of the sale and the units of each the customer brought back;
 * the amount is asked apart (the prompt proposes what those units cost). Never more units of a line
 * than it sold less those other refunds took back already (held by the database as well:
 * invoice_lines' CHECK returned_quantity <= quantity, taken by one conditional update).
 */
export interface ReturnableLine {
  id: number;
  kind: string;
  productId: number | null;
  quantity: number;
  /** Units of the line refunds took back so far (pending ones included). */
  returned: number;
}
export interface ReturnedUnits {
  line_id: number;
  quantity: number;
}

/** Units of a line that may still come back (0 for a line that is not a product's). */
export const returnableUnits = (line: ReturnableLine): number => (line.kind === 'product' && line.productId !== null ? Math.max(0, line.quantity - line.returned) : 0);

/** Why these units cannot come back with a refund of the sale of `lines`, or null (no units: null). */
export function returnRefusal(lines: readonly ReturnableLine[], items: readonly ReturnedUnits[]): PosRefusalCode | null {
  const seen = new Set<number>();
  for (const item of items) {
    const line = lines.find((l) => l.id === item.line_id);
    if (!line || line.kind !== 'product' || line.productId === null || seen.has(item.line_id)) return 'return_line_unknown';
    seen.add(item.line_id);
    if (!Number.isInteger(item.quantity)) return 'quantity_not_whole';
    if (item.quantity < 1) return 'quantity_not_positive';
    if (item.quantity > returnableUnits(line)) return 'return_over_sold';
  }
  return null;
}

/** What the units cost on the sale (their line's unit price, tax included): the amount the prompt proposes. */
export function returnedValue(lines: readonly { id: number; unit_price_cents: number }[], items: readonly ReturnedUnits[]): number {
  return items.reduce((sum, i) => sum + i.quantity * (lines.find((l) => l.id === i.line_id)?.unit_price_cents ?? 0), 0);
}

/** The reason written on the refunds a cancellation opens when staff gave none: a stored value, shown in the reader's language (`refundReasonText`). */
export const CANCEL_REFUND_REASON = 'Booking cancelled';

/** A refund's stored reason as a screen shows it: the one the platform writes itself translated, the one staff typed as typed. */
export const refundReasonText = (t: (key: string) => string, reason: string): string => (reason === CANCEL_REFUND_REASON ? t('refundReasons.bookingCancelled') : reason);
