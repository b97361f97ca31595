/**
 * A payment's order lines as SPEC §3 names them (Video or order: amount, discount for pre-order,
 * final client amount, commission, tax, service fee), in integer cents, from what the ledger keeps:
 *
 * - amount: what the order was worth = what the client paid + the pre-order discount;
 * - final client amount: what the client paid (the payment's amount, tip included);
 * - service fee: the online service fee the payment carried (never refunded, SPEC §9);
 * - tax: the payment's share of its sale's tax, in proportion to what it paid of the sale (less tip);
 * - commission: the facility's commission percent of what the facility earned (the client amount
 *   less tip and service fee), rounded half up;
 * - platform fee: what the platform keeps of it (service fee + commission, view 22);
 * - facility net: the client amount less the platform fee.
 */
export interface BreakdownInput {
  amount: number;
  tip: number;
  discount: number;
  serviceFee: number;
  commissionPercent: number;
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
  const earned = Math.max(0, p.amount - p.tip - p.serviceFee);
  const commission = Math.round((earned * p.commissionPercent) / 100);
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

/** What the platform keeps of a payment (view 22's fee column): its service fee and the facility's commission of it. */
export const platformFeeOf = (p: { amount_cents: number; tip_cents: number; non_refundable_cents: number; commission_percent: number }): number =>
  paymentBreakdown({ amount: p.amount_cents, tip: p.tip_cents, discount: 0, serviceFee: p.non_refundable_cents, commissionPercent: p.commission_percent, saleTax: 0, saleDue: 0 }).platformFee;
