import { amountRefusal, isCardMethod, type InvoiceStatus, type PaymentMethod, type PaymentStatus, type PosRefusal } from './types';

/**
 * Paying a sale (issue 15): split tender, cash and change, in integer cents.
 *
 * - What was paid is the sum of the captured payments; what remains is the total minus that, never
 *   below zero. An invoice with nothing remaining is paid.
 * - A payment is for a part of what remains (split tender: one part by one method, the rest by
 *   another, until nothing remains): whole cents in (0, MAX_SALE_CENTS], at most what remains
 *   (`over_payment`). Cash is the exception that gives change: the amount tendered may exceed the
 *   payment's amount (never fall below it: `cash_short`), and the change is the difference. "Exact"
 *   is a tender of the amount itself.
 * - Nothing is paid on an invoice already paid (`invoice_paid`) or void (`invoice_void`). A card
 *   (reader or typed in) needs the facility's online payments (`card_not_enabled`); a reader and an
 *   onsite method must be the facility's own (`reader_unknown`, `method_unknown`).
 * - The tip is paid last: a payment's part that goes beyond the amount due is tip (`tipPart`), so
 *   the ledger records each payment's tip and the tips add up to the sale's. The tip is chosen
 *   before the first payment (`tip_locked` after).
 */

/** A payment of the sale as the ledger keeps it (only `captured` counts as paid). */
export interface TenderPayment {
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
}

/** What of the facility a payment is checked against. */
export interface PaymentPlace {
  /** Card payments are enabled at the facility (`online_payments`). */
  onlinePayments: boolean;
  /** The facility's card readers. */
  readerIds: readonly number[];
  /** The facility's onsite payment methods. */
  onsiteMethodIds: readonly number[];
}

/**
 * Who may take payments on a terminal: anyone at the facility while it has no operators, else its
 * operators only (`userId` null: the system, which acts for every terminal).
 */
export const mayOperate = (userId: number | null, operatorIds: readonly number[]): boolean => userId === null || operatorIds.length === 0 || operatorIds.includes(userId);

/** A payment being asked for. `tendered`: the cash handed over (cash only; none: exact). */
export interface PaymentRequest {
  method: PaymentMethod;
  amount: number;
  tendered?: number | null;
}

/** Sum of the captured payments. */
export const amountPaid = (payments: readonly TenderPayment[]): number => payments.reduce((sum, p) => sum + (p.status === 'captured' ? p.amount : 0), 0);

/** What is left to pay of `total`. */
export const amountRemaining = (total: number, payments: readonly TenderPayment[]): number => Math.max(0, total - amountPaid(payments));

/** The invoice's status once these payments are made: paid when nothing remains (a sale of free products only is paid with none). */
export function statusAfter(status: InvoiceStatus, total: number, payments: readonly TenderPayment[]): InvoiceStatus {
  if (status === 'void') return 'void';
  return amountRemaining(total, payments) === 0 ? 'paid' : status;
}

/** Change for cash: what goes back when `tendered` is handed over for `amount` (`cash_short` when it is less: see `paymentRefusal`). */
export function cashChange(amount: number, tendered: number): { change: number; exact: boolean } {
  return { change: Math.max(0, tendered - amount), exact: tendered === amount };
}

/** The part of a payment of `amount`, made after `paidBefore` was paid, that is tip (payments cover the amount due first). */
export function tipPart(due: number, paidBefore: number, amount: number): number {
  return Math.max(0, paidBefore + amount - due) - Math.max(0, paidBefore - due);
}

/** The invoice a payment goes to. */
export interface PayableInvoice {
  status: InvoiceStatus;
  total: number;
  payments: readonly TenderPayment[];
}

/** Why this payment is refused on this invoice at this facility, or null. */
export function paymentRefusal(invoice: PayableInvoice, request: PaymentRequest, place: PaymentPlace): PosRefusal | null {
  if (invoice.status === 'void') return { code: 'invoice_void' };
  const remaining = amountRemaining(invoice.total, invoice.payments);
  if (invoice.status === 'paid' || remaining === 0) return { code: 'invoice_paid' };
  const { method } = request;
  if (isCardMethod(method) && !place.onlinePayments) return { code: 'card_not_enabled' };
  if (method.kind === 'reader' && !place.readerIds.includes(method.readerId)) return { code: 'reader_unknown' };
  if (method.kind === 'onsite' && !place.onsiteMethodIds.includes(method.methodId)) return { code: 'method_unknown' };
  const amount = amountRefusal(request.amount);
  if (amount) return { code: amount };
  if (request.amount > remaining) return { code: 'over_payment' };
  if (method.kind === 'cash' && request.tendered != null) {
    const tendered = amountRefusal(request.tendered);
    if (tendered === 'amount_not_whole' || tendered === 'amount_too_large') return { code: tendered };
    if (request.tendered < request.amount) return { code: 'cash_short' };
  }
  return null;
}

/** Why the tip cannot change now: after the first payment it is fixed. */
export function tipLockRefusal(payments: readonly TenderPayment[]): PosRefusal | null {
  return amountPaid(payments) > 0 ? { code: 'tip_locked' } : null;
}
