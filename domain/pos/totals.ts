import { lineGross, type PosLine } from './cart';
import { MAX_SALE_CENTS, NO_TIP, type PosRefusalCode, type TipChoice } from './types';

/**
 * The totals of a sale (issue 15), in integer cents.
 *
 * **Prices include tax.** A facility declares one tax percent (`tax_percent` of
 * domain/resources/facilities.ts, two decimals: 21, 10, 4, 10.5). What the counter sells is priced
 * as consumers see it: in Spain consumer prices include IVA, and so do the products' prices and the
 * bookings' prices the console already shows. So a line's amount (`gross`) is what the customer
 * pays; the tax within it is taken out, never added on top.
 *
 * **Tax per line, rounded half up:** `tax = round(gross × rate / (100 + rate))` to the cent (half a
 * cent up), `net = gross − tax`. So `net + tax = gross` exactly for every line, and the invoice's
 * tax and net are the sums of its lines' (`net + tax = subtotal` exactly). Every line is taxed at
 * the facility's rate.
 *
 * **Fees** (a service charge the ledger adds, in cents) are added to the subtotal and are not
 * taxed here. **The amount due** is subtotal + fees. **The tip** is a preset percent (`TIP_PRESETS`)
 * of the amount due, rounded half up to the cent, or an amount typed in; it is never negative and is
 * not taxed. **The total** is due + tip.
 */

/** A tax percent as hundredths of a percent (21 → 2100, 10.5 → 1050); a RangeError outside [0, 100]. */
export function basisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`a percent must be in [0, 100], got ${percent}`);
  return Math.round(percent * 100);
}

/** `numerator / denominator` rounded half up, for non-negative integers. */
const roundHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The tax within an amount that includes it, and the amount without it: `net + tax = gross`. */
export function taxWithin(gross: number, taxPercent: number): { net: number; tax: number } {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`gross must be a non-negative integer number of cents, got ${gross}`);
  const bp = basisPoints(taxPercent);
  const tax = roundHalfUp(gross * bp, 10_000 + bp);
  return { net: gross - tax, tax };
}

/** Why a tip is refused (below zero, not whole cents, above the maximum or above 100 %), or null. */
export function tipRefusal(tip: TipChoice): PosRefusalCode | null {
  const value = tip.kind === 'percent' ? tip.percent : tip.amount;
  if (!Number.isFinite(value) || value < 0) return 'tip_negative';
  if (tip.kind === 'percent') return value > 100 ? 'amount_too_large' : null;
  if (!Number.isInteger(value)) return 'amount_not_whole';
  return value > MAX_SALE_CENTS ? 'amount_too_large' : null;
}

/** The tip in cents on an amount due (a percent rounded half up to the cent). A RangeError on a refused tip. */
export function tipAmount(tip: TipChoice, due: number): number {
  const why = tipRefusal(tip);
  if (why) throw new RangeError(`tip refused: ${why}`);
  return tip.kind === 'amount' ? tip.amount : roundHalfUp(due * basisPoints(tip.percent), 10_000);
}

/** One line's amounts. */
export interface LineTotals {
  key: string;
  gross: number;
  net: number;
  tax: number;
}

export interface SaleTotals {
  lines: LineTotals[];
  /** Sum of the lines' amounts (tax included). */
  subtotal: number;
  /** Sum of the lines' amounts without tax. */
  net: number;
  /** Sum of the lines' tax: `net + tax = subtotal`. */
  tax: number;
  fees: number;
  /** subtotal + fees: what the tip is a percent of. */
  due: number;
  tip: number;
  /** due + tip: what the payments must cover. */
  total: number;
}

/** The totals of a sale of `lines` at a facility taxing `taxPercent`, with fees and a tip. */
export function saleTotals(lines: readonly Pick<PosLine, 'key' | 'quantity' | 'unitPrice'>[], options: { taxPercent: number; fees?: number; tip?: TipChoice }): SaleTotals {
  const fees = options.fees ?? 0;
  if (!Number.isSafeInteger(fees) || fees < 0) throw new RangeError(`fees must be a non-negative integer number of cents, got ${fees}`);
  const each = lines.map((l) => {
    const gross = lineGross(l);
    return { key: l.key, gross, ...taxWithin(gross, options.taxPercent) };
  });
  const sum = (pick: (l: LineTotals) => number) => each.reduce((s, l) => s + pick(l), 0);
  const subtotal = sum((l) => l.gross);
  const due = subtotal + fees;
  const tip = tipAmount(options.tip ?? NO_TIP, due);
  return { lines: each, subtotal, net: sum((l) => l.net), tax: sum((l) => l.tax), fees, due, tip, total: due + tip };
}
