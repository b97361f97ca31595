import { describe, expect, it } from 'vitest';
import { commissionOf, paymentBreakdown } from './breakdown';

const FACILITY = { commission: 10, commission_after_sale: 5 };

describe('a payment’s order lines (SPEC §3)', () => {
  it('an online payment: discount for pre-order, final client amount, service fee, commission, tax, platform fee', () => {
    const commission = commissionOf({ method: 'online', amount: 5500, tip: 0, serviceFee: 250 }, FACILITY).cents;
    const b = paymentBreakdown({ amount: 5500, tip: 0, discount: 500, serviceFee: 250, commission, saleTax: 955, saleDue: 5500 });
    expect(b).toEqual({ amount: 6000, discount: 500, finalClientAmount: 5500, serviceFee: 250, commission: 525, tax: 955, platformFee: 775, facilityNet: 4725 });
  });

  it('a part payment carries its share of the sale’s tax; the tip earns no commission and no tax', () => {
    const commission = commissionOf({ method: 'cash', amount: 1100, tip: 100, serviceFee: 0 }, FACILITY).cents;
    const b = paymentBreakdown({ amount: 1100, tip: 100, discount: 0, serviceFee: 0, commission, saleTax: 400, saleDue: 2000 });
    expect(b.tax).toBe(200);
    expect(b.commission).toBe(50);
    expect(b.finalClientAmount).toBe(1100);
    expect(b.facilityNet).toBe(1050);
  });

  it('a sale with nothing due has no tax; no commission at 0 %', () => {
    const b = paymentBreakdown({ amount: 0, tip: 0, discount: 0, serviceFee: 0, commission: 0, saleTax: 0, saleDue: 0 });
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
