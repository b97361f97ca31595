import { describe, expect, it } from 'vitest';
import { paymentBreakdown } from './breakdown';

describe('a payment’s order lines (SPEC §3)', () => {
  it('an online payment: discount for pre-order, final client amount, service fee, commission, tax, platform fee', () => {
    const b = paymentBreakdown({ amount: 5500, tip: 0, discount: 500, serviceFee: 250, commissionPercent: 10, saleTax: 955, saleDue: 5500 });
    expect(b).toEqual({ amount: 6000, discount: 500, finalClientAmount: 5500, serviceFee: 250, commission: 525, tax: 955, platformFee: 775, facilityNet: 4725 });
  });

  it('a part payment carries its share of the sale’s tax; the tip earns no commission and no tax', () => {
    const b = paymentBreakdown({ amount: 1100, tip: 100, discount: 0, serviceFee: 0, commissionPercent: 5, saleTax: 400, saleDue: 2000 });
    expect(b.tax).toBe(200);
    expect(b.commission).toBe(50);
    expect(b.finalClientAmount).toBe(1100);
    expect(b.facilityNet).toBe(1050);
  });

  it('a sale with nothing due has no tax; no commission at 0 %', () => {
    const b = paymentBreakdown({ amount: 0, tip: 0, discount: 0, serviceFee: 0, commissionPercent: 0, saleTax: 0, saleDue: 0 });
    expect(b).toMatchObject({ tax: 0, commission: 0, platformFee: 0, facilityNet: 0 });
  });
});
