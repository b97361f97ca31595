import { describe, expect, it } from 'vitest';
import { breakdownRows, commissionOf, commissionReturned, paymentBreakdown } from './breakdown';

const FACILITY = { commission: 10, commission_after_sale: 5 };

describe('a payment’s order lines (SPEC §3)', () => {
  it('an online payment: discount for pre-order, final client amount, service fee, commission, tax, platform fee', () => {
    const commission = commissionOf({ method: 'online', amount: 5500, tip: 0, serviceFee: 250 }, FACILITY).cents;
    const b = paymentBreakdown({ amount: 5500, tip: 0, discount: 500, serviceFee: 250, commission, refunded: 0, commissionReturned: 0, saleTax: 955, saleDue: 5500 });
    expect(b).toEqual({ amount: 6000, discount: 500, finalClientAmount: 5500, serviceFee: 250, commission: 525, tax: 955, refunded: 0, commissionReturned: 0, platformFee: 775, facilityNet: 4725 });
  });

  it('a part payment carries its share of the sale’s tax; the tip earns no commission and no tax', () => {
    const commission = commissionOf({ method: 'cash', amount: 1100, tip: 100, serviceFee: 0 }, FACILITY).cents;
    const b = paymentBreakdown({ amount: 1100, tip: 100, discount: 0, serviceFee: 0, commission, refunded: 0, commissionReturned: 0, saleTax: 400, saleDue: 2000 });
    expect(b.tax).toBe(200);
    expect(b.commission).toBe(50);
    expect(b.finalClientAmount).toBe(1100);
    expect(b.facilityNet).toBe(1050);
  });

  it('a sale with nothing due has no tax; no commission at 0 %', () => {
    const b = paymentBreakdown({ amount: 0, tip: 0, discount: 0, serviceFee: 0, commission: 0, refunded: 0, commissionReturned: 0, saleTax: 0, saleDue: 0 });
    expect(b).toMatchObject({ tax: 0, commission: 0, platformFee: 0, facilityNet: 0 });
  });
});

describe('the one commission rule (issue 16)', () => {
  it('through the card provider (reader, typed-in card, online): the facility’s commission; taken by the facility (cash, onsite): its commission after sale', () => {
    for (const method of ['reader', 'manual_card', 'online']) expect(commissionOf({ method, amount: 2000, tip: 0, serviceFee: 0 }, FACILITY)).toEqual({ percent: 10, cents: 200 });
    for (const method of ['cash', 'onsite']) expect(commissionOf({ method, amount: 2000, tip: 0, serviceFee: 0 }, FACILITY)).toEqual({ percent: 5, cents: 100 });
  });

  it('of what the facility earned: less the tip and the service fee, rounded half up, never below 0', () => {
    expect(commissionOf({ method: 'reader', amount: 2305, tip: 300, serviceFee: 0 }, FACILITY).cents).toBe(201);
    expect(commissionOf({ method: 'online', amount: 1000, tip: 0, serviceFee: 1000 }, FACILITY).cents).toBe(0);
    expect(commissionOf({ method: 'cash', amount: 15, tip: 0, serviceFee: 0 }, { commission: 0, commission_after_sale: 10 }).cents).toBe(2);
  });
});

describe('the commission a refund gives back (issue 16)', () => {
  /** 55.00 online with 2.50 of service fee: 52.50 refundable, 10 % commission = 5.25. */
  const P = { commission: 525, refundable: 5250 };
  /** Refunds in order, each with what the earlier ones gave: the commission each returns. */
  const returns = (p: { commission: number; refundable: number }, amounts: readonly number[]) => {
    let refunded = 0;
    let returned = 0;
    return amounts.map((a) => {
      const back = commissionReturned(p, refunded, returned, a);
      refunded += a;
      returned += back;
      return back;
    });
  };

  it('a full refund gives all of it back; a partial one its part, rounded half up', () => {
    expect(commissionReturned(P, 0, 0, 5250)).toBe(525);
    expect(commissionReturned(P, 0, 0, 2625)).toBe(263); // 262.5 → 263
    expect(commissionReturned(P, 0, 0, 1)).toBe(0); // 0.1 → 0
    expect(commissionReturned({ commission: 1, refundable: 2 }, 0, 0, 1)).toBe(1); // 0.5 → 1
  });

  it('refunds in parts add up to what one refund of their sum gives, and all parts to the whole commission', () => {
    expect(returns(P, [2625, 2625])).toEqual([263, 262]);
    expect(returns(P, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(returns(P, [100, 5000, 150]).reduce((s, x) => s + x, 0)).toBe(525);
  });

  it('invariants over many payments and refund sequences: never negative, the sum never above the commission, equal to it once everything refundable was refunded, and to the half-up share of what was refunded', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 2000; run++) {
      const refundable = 1 + next(100_000);
      const p = { commission: next(refundable + 1), refundable };
      const amounts: number[] = [];
      for (let left = refundable; left > 0 && amounts.length < 8;) {
        const a = 1 + next(left);
        amounts.push(a);
        left -= a;
      }
      const backs = returns(p, amounts);
      let sum = 0;
      let refunded = 0;
      backs.forEach((b, i) => {
        expect(b).toBeGreaterThanOrEqual(0);
        sum += b;
        refunded += amounts[i]!;
        expect(sum).toBeLessThanOrEqual(p.commission);
        expect(sum).toBe(Math.floor((2 * p.commission * refunded + refundable) / (2 * refundable)));
      });
      if (refunded === refundable) expect(sum).toBe(p.commission);
    }
  });

  it('nothing back when there is no commission, nothing refundable, or all of it was returned already; exact on large amounts', () => {
    expect(commissionReturned({ commission: 0, refundable: 5000 }, 0, 0, 5000)).toBe(0);
    expect(commissionReturned({ commission: 100, refundable: 0 }, 0, 0, 0)).toBe(0);
    expect(commissionReturned(P, 0, 525, 100)).toBe(0);
    // 90 071 992 547 409.91 refundable: the product of two such amounts passes 2^53, the answer stays exact.
    const big = Number.MAX_SAFE_INTEGER;
    expect(commissionReturned({ commission: big - 1, refundable: big }, 0, 0, big - 1)).toBe(big - 2);
  });

  it('refuses amounts that are not cents', () => {
    expect(() => commissionReturned(P, 0, 0, 1.5)).toThrow(RangeError);
    expect(() => commissionReturned(P, -1, 0, 1)).toThrow(RangeError);
    expect(() => commissionReturned({ commission: Number.NaN, refundable: 10 }, 0, 0, 1)).toThrow(RangeError);
  });
});

describe("a payment's breakdown rows", () => {
  const base = { amount: 4200, tip: 0, discount: 0, serviceFee: 0, commission: 126, refunded: 0, commissionReturned: 0, saleTax: 729, saleDue: 4200 };
  it('leaves out a discount, a refund and a commission returned that are not there (no "Discount for pre-order €0.00")', () => {
    expect(breakdownRows(paymentBreakdown(base)).map((r) => r.key)).toEqual(['amount', 'finalClientAmount', 'commission', 'tax', 'serviceFee', 'platformFee', 'facilityNet']);
  });
  it('shows the pre-order discount and what went back when there are some', () => {
    const rows = breakdownRows(paymentBreakdown({ ...base, discount: 300, refunded: 1000, commissionReturned: 30 }));
    expect(rows.map((r) => [r.key, r.cents])).toContainEqual(['discount', 300]);
    expect(rows.map((r) => [r.key, r.cents])).toContainEqual(['refunded', -1000]);
    expect(rows.map((r) => [r.key, r.cents])).toContainEqual(['commissionReturned', -30]);
    expect(rows.map((r) => r.key).indexOf('discount')).toBe(1);
  });
});
