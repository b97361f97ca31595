import { serviceFeeOf, NO_FEES, type ServiceFees } from '../bookings/price';

/**
 * The price of a video order (issue 18 item 2; SPEC §3 Field "hourly price … premium video",
 * Facility "commission, tax percent", Video or order "amount, discount for pre-order, commission,
 * tax, service fee"), in integer cents. One rule for the orders staff take at the counter (order
 * video, view 1), the recurring orders and the videos of bookings with "include video".
 *
 * 1. **Price** = the field's video price per hour × minutes / 60, rounded half up to the cent.
 * 2. **Discount for pre-order**: a video ordered before its start (a pre-order: a booking with
 *    video, a recurring order, an order for later today) gets the field's pre-order discount
 *    percent of the price, rounded half up; a video ordered from minutes already recorded gets none.
 * 3. **Tax** on top of what is left (price − discount), at the facility's tax percent, rounded half
 *    up (the table keeps the price without tax: `video_orders` price + tax, as the seed's orders).
 * 4. **Service fee**: the organization's online service fee (percent + fixed) on price − discount
 *    + tax, for orders paid online only; an order sold at the counter carries none (`NO_FEES`).
 * 5. **Total** = price − discount + tax + service fee: what the client pays.
 * 6. **Commission**: the facility's commission percent of what the facility earns (price −
 *    discount), rounded half up: what the platform keeps of it (as domain/pos/breakdown.ts and the
 *    billing statements take it). It is *not* added to the total: the client never pays it.
 *
 * Invariants (price.test.ts): every part is a non-negative integer; discount ≤ price; commission
 * ≤ price − discount; price − discount + tax + serviceFee = total. Percents are read to the
 * hundredth (basis points): 10.5 % and 10.50 % are the same. A RangeError on anything else.
 */
export interface VideoPriceInput {
  /** The field's video price per hour, cents. */
  hourlyPrice: number;
  /** Duration in minutes (SPEC §9 choices; any positive integer is priced). */
  minutes: number;
  /** Ordered before its start. */
  preorder: boolean;
  /** The field's pre-order discount, 0 to 100. */
  preorderDiscountPercent: number;
  /** The facility's tax percent, 0 to 100. */
  taxPercent: number;
  /** The facility's commission percent, 0 to 100. */
  commissionPercent: number;
}

export interface VideoPrice {
  price: number;
  discount: number;
  commission: number;
  tax: number;
  serviceFee: number;
  total: number;
}

export const FREE_VIDEO: VideoPrice = Object.freeze({ price: 0, discount: 0, commission: 0, tax: 0, serviceFee: 0, total: 0 });

function checkInt(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be an integer >= ${min}, got ${value}`);
}

function basisPoints(name: string, percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`${name} must be 0 to 100, got ${percent}`);
  return Math.round(percent * 100);
}

/** a × b / c rounded half up, for non-negative integers. */
const mulDivRound = (a: number, b: number, c: number): number => Math.floor((2 * a * b + c) / (2 * c));

export function videoPrice(input: VideoPriceInput, fees: ServiceFees = NO_FEES): VideoPrice {
  checkInt('hourlyPrice', input.hourlyPrice, 0);
  checkInt('minutes', input.minutes, 1);
  const discountBp = basisPoints('preorderDiscountPercent', input.preorderDiscountPercent);
  const taxBp = basisPoints('taxPercent', input.taxPercent);
  const commissionBp = basisPoints('commissionPercent', input.commissionPercent);
  const price = mulDivRound(input.hourlyPrice, input.minutes, 60);
  const discount = input.preorder ? mulDivRound(price, discountBp, 10_000) : 0;
  const net = price - discount;
  const tax = mulDivRound(net, taxBp, 10_000);
  const serviceFee = serviceFeeOf(net + tax, fees);
  const commission = mulDivRound(net, commissionBp, 10_000);
  return { price, discount, commission, tax, serviceFee, total: net + tax + serviceFee };
}
