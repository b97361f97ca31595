/**
 * A payment's order lines as SPEC §3 names them (Video or order: amount, discount for pre-order,
 * final client amount, commission, tax, service fee), in integer cents, from what the ledger keeps:
 *
 * - amount: what the order was worth = what the client paid + the pre-order discount;
 * - final client amount: what the client paid (the payment's amount, tip included);
 * - service fee: the online service fee the payment carried (never refunded, SPEC §9);
 * - tax: the payment's share of its sale's tax, in proportion to what it paid of the sale (less tip);
 * - commission: recorded on the payment when it is captured (`commissionOf`, below);
 * - platform fee: what the platform keeps of it (service fee + commission, view 22);
 * - facility net: the client amount less the platform fee.
 */
export interface BreakdownInput {
  amount: number;
  tip: number;
  discount: number;
  serviceFee: number;
  /** The commission recorded at capture (`commissionOf`). */
  commission: number;
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
  platformFee: number;
  facilityNet: number;
}

export function paymentBreakdown(p: BreakdownInput): Breakdown {
  const paidOfSale = Math.max(0, p.amount - p.tip);
  const tax = p.saleDue > 0 ? Math.round((p.saleTax * Math.min(paidOfSale, p.saleDue)) / p.saleDue) : 0;
  const commission = p.commission;
  const platformFee = p.serviceFee + commission;
  return {
    amount: p.amount + p.discount,
    discount: p.discount,
    finalClientAmount: p.amount,
    commission,
    tax,
    serviceFee: p.serviceFee,
    platformFee,
    facilityNet: p.amount - platformFee,
  };
}

/** What the platform keeps of a payment (view 22's fee column): its service fee and the commission recorded on it. */
export const platformFeeOf = (p: { non_refundable_cents: number; commission_cents: number }): number => p.non_refundable_cents + p.commission_cents;

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
 * statements read the recorded figure. A refund does not give the commission back (as the service fee).
 */
export function commissionOf(p: { method: string; amount: number; tip: number; serviceFee: number }, facility: { commission: number; commission_after_sale: number }): { percent: number; cents: number } {
  const percent = throughProvider(p.method) ? facility.commission : facility.commission_after_sale;
  const earned = Math.max(0, p.amount - p.tip - p.serviceFee);
  return { percent, cents: Math.round((earned * percent) / 100) };
}
