/**
 * A payment's order lines as SPEC §3 names them (Video or order: amount, discount for pre-order,
 * final client amount, commission, tax, service fee), in integer cents, from what the ledger keeps:
 *
 * - amount: what the order was worth = what the client paid + the pre-order discount;
 * - final client amount: what the client paid (the payment's amount, tip included);
 * - service fee: the online service fee the payment carried (never refunded, SPEC §9);
 * - tax: the payment's share of its sale's tax, in proportion to what it paid of the sale (less tip);
 * - commission: recorded on the payment when it is captured (`commissionOf`, below);
 * - refunds: what its succeeded refunds gave back, and the commission they returned (`commissionReturned`);
 * - platform fee: what the platform keeps of it (service fee + commission − commission returned, view 22);
 * - facility net: the client amount less the refunds and the platform fee.
 */
export interface BreakdownInput {
  amount: number;
  tip: number;
  discount: number;
  serviceFee: number;
  /** The commission recorded at capture (`commissionOf`). */
  commission: number;
  /** What its succeeded refunds gave back, and the commission they returned with it. */
  refunded: number;
  commissionReturned: number;
  /** The sale's tax and what was due of it (before tip): the payment carries its share. */
  saleTax: number;
  saleDue: number;
}

export interface Breakdown {
  amount: number;
  discount: number;
  finalClientAmount: number;
  commission: number;
  tax: number;
  serviceFee: number;
  refunded: number;
  commissionReturned: number;
  platformFee: number;
  facilityNet: number;
}

export function paymentBreakdown(p: BreakdownInput): Breakdown {
  const paidOfSale = Math.max(0, p.amount - p.tip);
  const tax = p.saleDue > 0 ? Math.round((p.saleTax * Math.min(paidOfSale, p.saleDue)) / p.saleDue) : 0;
  const commission = p.commission;
  const platformFee = p.serviceFee + commission - p.commissionReturned;
  return {
    amount: p.amount + p.discount,
    discount: p.discount,
    finalClientAmount: p.amount,
    commission,
    tax,
    serviceFee: p.serviceFee,
    refunded: p.refunded,
    commissionReturned: p.commissionReturned,
    platformFee,
    facilityNet: p.amount - p.refunded - platformFee,
  };
}

export type BreakdownRowKey = 'amount' | 'discount' | 'finalClientAmount' | 'commission' | 'tax' | 'serviceFee' | 'refunded' | 'commissionReturned' | 'platformFee' | 'facilityNet';

/**
 * The rows a payment's breakdown shows, in order (signed as shown: what went back is negative).
 * A discount, a refund or a commission returned shows only when there is one (no "Discount for
 * pre-order €0.00" on a sale no discount applied to).
 */
export function breakdownRows(b: Breakdown): { key: BreakdownRowKey; cents: number; total?: true }[] {
  return [
    { key: 'amount' as const, cents: b.amount },
    ...(b.discount !== 0 ? [{ key: 'discount' as const, cents: b.discount }] : []),
    { key: 'finalClientAmount' as const, cents: b.finalClientAmount, total: true as const },
    { key: 'commission' as const, cents: b.commission },
    { key: 'tax' as const, cents: b.tax },
    { key: 'serviceFee' as const, cents: b.serviceFee },
    ...(b.refunded > 0 ? [{ key: 'refunded' as const, cents: -b.refunded }] : []),
    ...(b.commissionReturned > 0 ? [{ key: 'commissionReturned' as const, cents: -b.commissionReturned }] : []),
    { key: 'platformFee' as const, cents: b.platformFee },
    { key: 'facilityNet' as const, cents: b.facilityNet, total: true as const },
  ];
}

/** What the platform keeps of a payment (view 22's fee column): its service fee and the commission recorded on it, less the commission its refunds gave back. */
export const platformFeeOf = (p: { non_refundable_cents: number; commission_cents: number; commission_returned_cents: number }): number =>
  p.non_refundable_cents + p.commission_cents - p.commission_returned_cents;

/** The methods whose money passes through the platform's card provider (the reader, a typed-in card, the app). */
export const PROVIDER_METHODS = ['reader', 'manual_card', 'online'] as const;
export const throughProvider = (method: string): boolean => (PROVIDER_METHODS as readonly string[]).includes(method);

/**
 * The one commission rule (issue 16; SPEC §3 Facility: commission, commission after sale; billing
 * statements): a payment whose money passes through the platform's card provider (reader, typed-in
 * card, online in the app) owes the facility's `commission`, taken at the source; one the facility
 * took itself (cash, its onsite methods) owes its `commission after sale`, billed afterwards on its
 * statement. Either is that percent of what the facility earned — the client amount less the tip
 * (the staff's) and the online service fee (the platform's already) — rounded half up. Recorded on
 * the payment when it is captured (with the percent then); the payments list, the preview and the
 * statements read the recorded figure. A refund gives back the commission on the part it refunds
 * (`commissionReturned`, below); the service fee is never refunded (SPEC §9).
 */
export function commissionOf(p: { method: string; amount: number; tip: number; serviceFee: number }, facility: { commission: number; commission_after_sale: number }): { percent: number; cents: number } {
  const percent = throughProvider(p.method) ? facility.commission : facility.commission_after_sale;
  const earned = Math.max(0, p.amount - p.tip - p.serviceFee);
  return { percent, cents: Math.round((earned * percent) / 100) };
}

/** `whole × part / of`, rounded half up, exact in integers (the product may pass 2^53 cents²). */
const shareOf = (whole: number, part: number, of: number): number => Number((2n * BigInt(whole) * BigInt(part) + BigInt(of)) / (2n * BigInt(of)));

function checkCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
}

/** A captured payment as its refunds' commission reads it, in integer cents. */
export interface CommissionedPayment {
  /** The commission recorded at capture (`commissionOf`). */
  commission: number;
  /** What may ever be refunded of it: its amount less its non-refundable service fees. */
  refundable: number;
}

/**
 * The commission a refund gives back to the facility (issue 16; SPEC §3 and §9 say nothing of it:
 * a platform that takes a commission on a sale gives it back on the part of the sale it refunds),
 * in integer cents:
 *
 * - proportional to the part refunded: after refunds of R in all (of the refundable F), the
 *   commission C has given back C × R / F, rounded half up; each refund gives the difference from
 *   what the earlier succeeded refunds gave (`returnedBefore`), so the refunds' figures add up to
 *   that rounding of the whole and a full refund gives all of C back, not a cent more or less;
 * - never above what remains of C (`commission − returnedBefore`), never below 0;
 * - the online service fee is never refunded (it is outside F), so it returns no commission either.
 *
 * `refundedBefore`: what the payment's succeeded refunds gave back before this one; `amount`: this
 * refund's. Recorded on the refund when it succeeds (its provider's yes for a card). Throws a
 * RangeError on amounts that are not cents.
 */
export function commissionReturned(p: CommissionedPayment, refundedBefore: number, returnedBefore: number, amount: number): number {
  checkCents('commission', p.commission);
  checkCents('refundable', p.refundable);
  checkCents('refundedBefore', refundedBefore);
  checkCents('returnedBefore', returnedBefore);
  checkCents('amount', amount);
  const left = Math.max(0, p.commission - returnedBefore);
  if (p.refundable === 0 || left === 0) return 0;
  const due = shareOf(p.commission, Math.min(p.refundable, refundedBefore + amount), p.refundable);
  return Math.min(left, Math.max(0, due - returnedBefore));
}
