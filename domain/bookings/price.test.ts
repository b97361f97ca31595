import { describe, expect, it } from 'vitest';
import { bookingPrice, paidMarkMovesMoney, serviceFeeOf } from './price';
import { BOOKING_DURATIONS } from './types';

describe('bookingPrice', () => {
  it('flat rate: hourly price × duration, one payer', () => {
    expect(bookingPrice({ hourlyPrice: 4000, minutes: 90, pricingMethod: 'flat', participants: 10 })).toEqual({
      fieldPrice: 6000,
      payers: 1,
      share: 6000,
      shareFee: 0,
      price: 6000,
      serviceFee: 0,
      total: 6000,
    });
  });

  it('rounds the field price half up to the cent', () => {
    // 1001 × 90 / 60 = 1501.5 → 1502; 1001 × 2 / 60 = 33.37 → 33; 1 × 30 / 60 = 0.5 → 1
    expect(bookingPrice({ hourlyPrice: 1001, minutes: 90, pricingMethod: 'flat', participants: 1 }).fieldPrice).toBe(1502);
    expect(bookingPrice({ hourlyPrice: 1001, minutes: 2, pricingMethod: 'flat', participants: 1 }).fieldPrice).toBe(33);
    expect(bookingPrice({ hourlyPrice: 1, minutes: 30, pricingMethod: 'flat', participants: 1 }).fieldPrice).toBe(1);
  });

  it('every duration choice of SPEC §9 prices as a whole number of cents', () => {
    for (const minutes of BOOKING_DURATIONS) {
      const p = bookingPrice({ hourlyPrice: 3333, minutes, pricingMethod: 'flat', participants: 1 });
      expect(Number.isInteger(p.total)).toBe(true);
      expect(Math.abs(p.fieldPrice - (3333 * minutes) / 60)).toBeLessThanOrEqual(0.5);
    }
  });

  it('per participant without a price per player: the field price split, rounded up so the facility never gets less', () => {
    const p = bookingPrice({ hourlyPrice: 5000, minutes: 60, pricingMethod: 'per_participant', participants: 3 });
    expect(p).toMatchObject({ fieldPrice: 5000, payers: 3, share: 1667, price: 5001 });
    expect(p.price - p.fieldPrice).toBeLessThan(3);
  });

  it("per participant with the booking's price per player", () => {
    const p = bookingPrice({ hourlyPrice: 5000, minutes: 60, pricingMethod: 'per_participant', participants: 8, pricePerParticipant: 800 });
    expect(p).toMatchObject({ payers: 8, share: 800, price: 6400, total: 6400 });
  });

  it('the service fee is charged on each payment: percent of the share plus the fixed fee', () => {
    const fees = { percent: 2.9, fixed: 30 };
    const flat = bookingPrice({ hourlyPrice: 4000, minutes: 60, pricingMethod: 'flat', participants: 4 }, fees);
    expect(flat).toMatchObject({ share: 4000, shareFee: 116 + 30, serviceFee: 146, total: 4146 });
    const split = bookingPrice({ hourlyPrice: 4000, minutes: 60, pricingMethod: 'per_participant', participants: 4 }, fees);
    expect(split).toMatchObject({ share: 1000, shareFee: 29 + 30, serviceFee: 236, price: 4000, total: 4236 });
  });

  it('a free booking carries no fee', () => {
    expect(bookingPrice({ hourlyPrice: 0, minutes: 60, pricingMethod: 'flat', participants: 1 }, { percent: 5, fixed: 50 })).toMatchObject({ serviceFee: 0, total: 0 });
  });

  it.each([
    [{ hourlyPrice: -1, minutes: 60, pricingMethod: 'flat' as const, participants: 1 }],
    [{ hourlyPrice: 10.5, minutes: 60, pricingMethod: 'flat' as const, participants: 1 }],
    [{ hourlyPrice: 100, minutes: 0, pricingMethod: 'flat' as const, participants: 1 }],
    [{ hourlyPrice: 100, minutes: 60, pricingMethod: 'per_participant' as const, participants: 0 }],
    [{ hourlyPrice: 100, minutes: 60, pricingMethod: 'per_participant' as const, participants: 2, pricePerParticipant: -5 }],
  ])('refuses %j', (input) => {
    expect(() => bookingPrice(input)).toThrow(RangeError);
  });
});

describe('serviceFeeOf', () => {
  it('rounds half up, reading the percent to the hundredth (no float drift at the half cent)', () => {
    expect(serviceFeeOf(50, { percent: 3, fixed: 0 })).toBe(2); // 1.5 → 2
    expect(serviceFeeOf(150, { percent: 1, fixed: 0 })).toBe(2); // 1.5 → 2
    expect(serviceFeeOf(10, { percent: 4.9, fixed: 0 })).toBe(0); // 0.49 → 0
    expect(serviceFeeOf(1_000_000, { percent: 2.9, fixed: 0 })).toBe(29_000);
    expect(serviceFeeOf(1999, { percent: 0.1, fixed: 0 })).toBe(2); // 1.999 → 2
    expect(serviceFeeOf(1000, { percent: 100, fixed: 0 })).toBe(1000);
  });

  it.each([[{ percent: -1, fixed: 0 }], [{ percent: 101, fixed: 0 }], [{ percent: Number.NaN, fixed: 0 }], [{ percent: 1, fixed: -1 }], [{ percent: 1, fixed: 0.5 }]])('refuses fees %j', (fees) => {
    expect(() => serviceFeeOf(100, fees)).toThrow(RangeError);
  });
});

describe('paidMarkMovesMoney', () => {
  it('a share of a per-participant booking that owes is money (paid at the counter); otherwise paid is a flag', () => {
    expect(paidMarkMovesMoney({ perParticipant: true, share: 893, balance: 1786 })).toBe(true);
    expect(paidMarkMovesMoney({ perParticipant: true, share: 893, balance: 100 })).toBe(true);
    // A flat-rate booking: its organizer pays the balance.
    expect(paidMarkMovesMoney({ perParticipant: false, share: 893, balance: 1786 })).toBe(false);
    // Nothing to pay: a free share, or nothing owed any more.
    expect(paidMarkMovesMoney({ perParticipant: true, share: 0, balance: 1786 })).toBe(false);
    expect(paidMarkMovesMoney({ perParticipant: true, share: 893, balance: 0 })).toBe(false);
  });
});
