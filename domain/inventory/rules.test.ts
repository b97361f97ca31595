import { describe, expect, it } from 'vitest';
import { countRefusal, emptySheetRefusal, receiptRefusal, inventoryDays, outlook, salesWindowStart, stockLevel, zeroInventoryDay } from './rules';

const line = (productId: number, systemStock: number, counted: number | null, reason: string | null = null) => ({ productId, systemStock, counted, reason });

describe('a count sheet', () => {
  it('with nothing changed has no adjustments to save', () => {
    expect(countRefusal([])).toBe('nothing_to_save');
    expect(countRefusal([line(1, 5, null), line(2, 3, 3)])).toBe('nothing_to_save');
  });
  it('asks for a reason on every changed line, and only one of the list', () => {
    expect(countRefusal([line(1, 5, 4), line(2, 3, 3)])).toBe('reasons_missing');
    expect(countRefusal([line(1, 5, 4, 'stolen')])).toBe('reason_unknown');
    expect(countRefusal([line(1, 5, 4, 'damaged'), line(2, 3, 3)])).toBeNull();
  });
  it('refuses a negative or fractional count and a product twice', () => {
    expect(countRefusal([line(1, 5, -1, 'lost')])).toBe('counted_negative');
    expect(countRefusal([line(1, 5, 1.5, 'lost')])).toBe('counted_not_whole');
    expect(countRefusal([line(1, 5, 4, 'lost'), line(1, 5, 3, 'lost')])).toBe('duplicate_product');
  });
});

describe('a receipt of goods', () => {
  it('takes whole units of at least one, and something received', () => {
    expect(receiptRefusal([])).toBe('nothing_to_save');
    expect(receiptRefusal([{ productId: 1, quantity: null }])).toBe('nothing_to_save');
    expect(receiptRefusal([{ productId: 1, quantity: 0 }])).toBe('quantity_not_positive');
    expect(receiptRefusal([{ productId: 1, quantity: 2.5 }])).toBe('quantity_not_positive');
    expect(
      receiptRefusal([
        { productId: 1, quantity: 2 },
        { productId: 1, quantity: 3 },
      ]),
    ).toBe('duplicate_product');
    expect(
      receiptRefusal([
        { productId: 1, quantity: 24 },
        { productId: 2, quantity: null },
      ]),
    ).toBeNull();
  });
});

describe('stock level', () => {
  it('is out at zero, low at or under the threshold', () => {
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(5, 5)).toBe('low');
    expect(stockLevel(6, 5)).toBe('ok');
    expect(stockLevel(1, 0)).toBe('ok');
  });
});

describe('days left', () => {
  it('divides the stock by the average daily sales of the last 30 days, in whole days', () => {
    expect(inventoryDays(120, 60)).toBe(60);
    expect(inventoryDays(119, 61)).toBe(58);
    expect(inventoryDays(1, 90)).toBe(0);
    expect(inventoryDays(0, 10)).toBe(0);
    expect(inventoryDays(10, 0)).toBeNull();
  });
  it('counts the zero-inventory day from the facility’s today, across month and year ends', () => {
    // 23:30 UTC on 31 January is already 1 February in Madrid, still 31 January in New York.
    const now = new Date('2026-01-31T23:30:00Z');
    expect(zeroInventoryDay(0, now, 'Europe/Madrid')).toBe('2026-02-01');
    expect(zeroInventoryDay(0, now, 'America/New_York')).toBe('2026-01-31');
    expect(zeroInventoryDay(28, now, 'Europe/Madrid')).toBe('2026-03-01');
    expect(zeroInventoryDay(29, new Date('2028-01-31T12:00:00Z'), 'Europe/Madrid')).toBe('2028-02-29');
    expect(zeroInventoryDay(1, new Date('2026-12-31T12:00:00Z'), 'America/New_York')).toBe('2027-01-01');
    expect(zeroInventoryDay(null, now, 'Europe/Madrid')).toBeNull();
  });
  it('takes the window as the 30 days before now', () => {
    expect(salesWindowStart(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-01-30T10:00:00.000Z');
  });
  it('answers a product outlook', () => {
    expect(outlook({ stock: 20, low_stock: 24, sold: 60 }, new Date('2026-04-30T22:30:00Z'), 'Europe/Madrid')).toEqual({ level: 'low', inventory_days: 10, zero_day: '2026-05-11', daily_sales: 2 });
  });
});

describe('an empty sheet', () => {
  it('is "There are no settings to save"; a sheet of products with nothing changed is not', () => {
    expect(emptySheetRefusal(0)).toBe('no_settings');
    expect(emptySheetRefusal(3)).toBeNull();
  });
});
