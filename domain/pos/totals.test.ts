import { describe, expect, it } from 'vitest';
import { basisPoints, saleTotals, taxWithin, tipAmount, tipRefusal } from './totals';
import { randomInts } from './samples';
import { MAX_SALE_CENTS, TIP_PRESETS } from './types';

const RATES = [0, 4, 10, 10.5, 21, 7.75, 99.99, 100];

describe('tax included in the price, per line, rounded half up', () => {
  it('takes the tax out of a Spanish price with IVA: 12.10 at 21 % is 10.00 + 2.10', () => {
    expect(taxWithin(1210, 21)).toEqual({ net: 1000, tax: 210 });
    expect(taxWithin(250, 21)).toEqual({ net: 207, tax: 43 }); // 43.39 → 43
    expect(taxWithin(100, 10)).toEqual({ net: 91, tax: 9 }); // 9.09 → 9
    expect(taxWithin(0, 21)).toEqual({ net: 0, tax: 0 });
    expect(taxWithin(999, 0)).toEqual({ net: 999, tax: 0 });
  });

  it('rounds half a cent up: at 100 % the tax of 3 cents is 1.5 → 2, of 1 cent 0.5 → 1', () => {
    expect(taxWithin(3, 100)).toEqual({ net: 1, tax: 2 });
    expect(taxWithin(1, 100)).toEqual({ net: 0, tax: 1 });
  });

  it('invariant: net + tax = gross exactly, 0 ≤ tax ≤ gross, tax within half a cent of the exact share, for thousands of amounts and rates', () => {
    const int = randomInts(15);
    for (let i = 0; i < 20_000; i++) {
      const gross = i < 1000 ? i : int(0, MAX_SALE_CENTS);
      const rate = RATES[int(0, RATES.length - 1)]!;
      const { net, tax } = taxWithin(gross, rate);
      expect(Number.isInteger(net) && Number.isInteger(tax)).toBe(true);
      expect(net + tax).toBe(gross);
      expect(tax).toBeGreaterThanOrEqual(0);
      expect(tax).toBeLessThanOrEqual(gross);
      const exact = (gross * rate) / (100 + rate);
      expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it('a higher price never carries less tax (monotone)', () => {
    for (const rate of RATES) {
      let last = 0;
      for (let gross = 0; gross < 3000; gross++) {
        const { tax } = taxWithin(gross, rate);
        expect(tax).toBeGreaterThanOrEqual(last);
        last = tax;
      }
    }
  });

  it('refuses a rate outside [0, 100] and amounts that are not cents', () => {
    expect(() => basisPoints(-1)).toThrow(RangeError);
    expect(() => basisPoints(100.01)).toThrow(RangeError);
    expect(() => taxWithin(10.5, 21)).toThrow(RangeError);
    expect(() => taxWithin(-1, 21)).toThrow(RangeError);
  });
});

describe('tip', () => {
  it('presets are 0/10/15/20 % of the amount due, rounded half up to the cent', () => {
    expect(TIP_PRESETS).toEqual([0, 10, 15, 20]);
    expect(TIP_PRESETS.map((percent) => tipAmount({ kind: 'percent', percent }, 4550))).toEqual([0, 455, 683, 910]); // 682.5 → 683
    expect(tipAmount({ kind: 'percent', percent: 15 }, 1)).toBe(0); // 0.15 → 0
    expect(tipAmount({ kind: 'percent', percent: 10 }, 5)).toBe(1); // 0.5 → 1
  });

  it('a custom tip is the amount typed; never negative, whole cents, at most the maximum', () => {
    expect(tipAmount({ kind: 'amount', amount: 300 }, 4550)).toBe(300);
    expect(tipRefusal({ kind: 'amount', amount: -1 })).toBe('tip_negative');
    expect(tipRefusal({ kind: 'percent', percent: -10 })).toBe('tip_negative');
    expect(tipRefusal({ kind: 'amount', amount: 1.5 })).toBe('amount_not_whole');
    expect(tipRefusal({ kind: 'amount', amount: MAX_SALE_CENTS + 1 })).toBe('amount_too_large');
    expect(tipRefusal({ kind: 'percent', percent: 101 })).toBe('amount_too_large');
    expect(tipRefusal({ kind: 'amount', amount: Number.NaN })).toBe('tip_negative');
    expect(() => tipAmount({ kind: 'amount', amount: -5 }, 100)).toThrow(RangeError);
  });
});

describe('sale totals', () => {
  const lines = [
    { key: 'product:1', quantity: 2, unitPrice: 250 },
    { key: 'booking:7', quantity: 1, unitPrice: 3000 },
    { key: 'free:1', quantity: 1, unitPrice: 1 },
  ];

  it('subtotal of the lines (tax included), tax per line, fees, tip on the amount due, total', () => {
    const t = saleTotals(lines, { taxPercent: 21, fees: 50, tip: { kind: 'percent', percent: 10 } });
    expect(t.lines).toEqual([
      { key: 'product:1', gross: 500, net: 413, tax: 87 },
      { key: 'booking:7', gross: 3000, net: 2479, tax: 521 },
      { key: 'free:1', gross: 1, net: 1, tax: 0 },
    ]);
    expect(t).toMatchObject({ subtotal: 3501, net: 2893, tax: 608, fees: 50, due: 3551, tip: 355, total: 3906 });
  });

  it('no fees and no tip unless given; an empty sale is zero', () => {
    expect(saleTotals([], { taxPercent: 21 })).toMatchObject({ subtotal: 0, tax: 0, net: 0, due: 0, tip: 0, total: 0 });
    expect(saleTotals(lines, { taxPercent: 0 })).toMatchObject({ tax: 0, net: 3501, total: 3501 });
    expect(() => saleTotals(lines, { taxPercent: 21, fees: -1 })).toThrow(RangeError);
  });

  it('invariants over generated carts: net + tax = subtotal; total = subtotal + fees + tip; tip ≥ 0', () => {
    const int = randomInts(42);
    for (let i = 0; i < 2000; i++) {
      const cart = Array.from({ length: int(0, 8) }, (_, n) => ({ key: `free:${n}`, quantity: int(1, 20), unitPrice: int(0, 50_000) }));
      const taxPercent = RATES[int(0, RATES.length - 1)]!;
      const fees = int(0, 500);
      const tip = int(0, 1) ? { kind: 'percent' as const, percent: TIP_PRESETS[int(0, 3)]! } : { kind: 'amount' as const, amount: int(0, 5000) };
      const t = saleTotals(cart, { taxPercent, fees, tip });
      expect(t.net + t.tax).toBe(t.subtotal);
      expect(t.subtotal).toBe(cart.reduce((s, l) => s + l.quantity * l.unitPrice, 0));
      expect(t.total).toBe(t.subtotal + t.fees + t.tip);
      expect(t.tip).toBeGreaterThanOrEqual(0);
      for (const l of t.lines) expect(l.net + l.tax).toBe(l.gross);
    }
  });
});
