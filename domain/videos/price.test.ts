import { describe, expect, it } from 'vitest';
import { videoPrice, type VideoPriceInput } from './price';

const BASE: VideoPriceInput = { hourlyPrice: 1200, minutes: 60, preorder: false, preorderDiscountPercent: 10, taxPercent: 21, commissionPercent: 10 };

describe('videoPrice (issue 18 item 2)', () => {
  it('an hour from recorded minutes: the field price, no discount, tax on top, commission not charged to the client', () => {
    expect(videoPrice(BASE)).toEqual({ price: 1200, discount: 0, commission: 120, tax: 252, serviceFee: 0, total: 1452 });
  });

  it('a pre-order gets the field pre-order discount; tax and commission on what is left', () => {
    expect(videoPrice({ ...BASE, preorder: true })).toEqual({ price: 1200, discount: 120, commission: 108, tax: 227, serviceFee: 0, total: 1307 });
  });

  it('prices the minutes: 90 min is 1.5 h, 2 min rounds half up to the cent', () => {
    expect(videoPrice({ ...BASE, minutes: 90 }).price).toBe(1800);
    // 1250 × 2 / 60 = 41.67 → 42
    expect(videoPrice({ ...BASE, hourlyPrice: 1250, minutes: 2, taxPercent: 0 }).price).toBe(42);
    // 30 × 1 / 60 = 0.5 → 1 (half up)
    expect(videoPrice({ ...BASE, hourlyPrice: 30, minutes: 1 }).price).toBe(1);
  });

  it('an online order carries the service fee (percent + fixed) on what the client pays', () => {
    expect(videoPrice(BASE, { percent: 2.9, fixed: 50 })).toMatchObject({ serviceFee: 42 + 50, total: 1452 + 92 });
  });

  it('a free video is free: no fee on nothing', () => {
    expect(videoPrice({ ...BASE, hourlyPrice: 0 }, { percent: 3, fixed: 50 })).toEqual({ price: 0, discount: 0, commission: 0, tax: 0, serviceFee: 0, total: 0 });
  });

  it('refuses what is not cents or not a percent', () => {
    expect(() => videoPrice({ ...BASE, hourlyPrice: -1 })).toThrow(RangeError);
    expect(() => videoPrice({ ...BASE, hourlyPrice: 1.5 })).toThrow(RangeError);
    expect(() => videoPrice({ ...BASE, minutes: 0 })).toThrow(RangeError);
    expect(() => videoPrice({ ...BASE, taxPercent: 101 })).toThrow(RangeError);
    expect(() => videoPrice({ ...BASE, preorderDiscountPercent: -5 })).toThrow(RangeError);
  });

  it('invariants over many inputs: parts sum to the total, never negative, discount ≤ price, commission ≤ what the facility earns', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 2000; i++) {
      const input: VideoPriceInput = {
        hourlyPrice: rand(100_000),
        minutes: [2, 5, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360][rand(13)]!,
        preorder: rand(2) === 0,
        preorderDiscountPercent: rand(10_001) / 100,
        taxPercent: rand(10_001) / 100,
        commissionPercent: rand(10_001) / 100,
      };
      const p = videoPrice(input, { percent: rand(1001) / 100, fixed: rand(200) });
      for (const v of Object.values(p)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
      expect(p.price - p.discount + p.tax + p.serviceFee).toBe(p.total);
      expect(p.discount).toBeLessThanOrEqual(p.price);
      expect(p.commission).toBeLessThanOrEqual(p.price - p.discount);
      if (!input.preorder) expect(p.discount).toBe(0);
    }
  });
});
