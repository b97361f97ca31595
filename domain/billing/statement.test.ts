import { describe, expect, it } from 'vitest';
import { lastClosedPeriod, periodOf, statementLines } from './statement';

const iso = (p: { start: Date; end: Date } | null) => p && [p.start.toISOString(), p.end.toISOString()];

describe('billing cycles and statement lines', () => {
  it('finds the period of each cycle and the last one ended', () => {
    const at = new Date('2031-03-12T15:20:00Z'); // a Wednesday
    expect(iso(periodOf('monthly', at))).toEqual(['2031-03-01T00:00:00.000Z', '2031-04-01T00:00:00.000Z']);
    expect(iso(periodOf('weekly', at))).toEqual(['2031-03-10T00:00:00.000Z', '2031-03-17T00:00:00.000Z']);
    expect(iso(periodOf('daily', at))).toEqual(['2031-03-12T00:00:00.000Z', '2031-03-13T00:00:00.000Z']);
    expect(iso(periodOf('yearly', at))).toEqual(['2031-01-01T00:00:00.000Z', '2032-01-01T00:00:00.000Z']);
    expect(periodOf('manually', at)).toBeNull();
    expect(iso(lastClosedPeriod('monthly', new Date('2031-01-01T00:00:00Z')))).toEqual(['2030-12-01T00:00:00.000Z', '2031-01-01T00:00:00.000Z']);
  });

  it('adds the charge, the shortfall, commissions and fees, with tax on top', () => {
    const lines = statementLines(
      {
        monthly_charge_cents: 9900,
        min_orders_amount_cents: 50_000,
        commission_percent: 10,
        commission_after_sale_percent: 5,
        tax_percent: 21,
        orders_count: 2,
        card_sales_cents: 12_000,
        other_sales_cents: 6_000,
        service_fees_cents: 300,
      },
      1,
    );
    expect(lines).toEqual({
      monthly_charge_cents: 9900,
      orders_count: 2,
      orders_amount_cents: 18_000,
      min_orders_amount_cents: 50_000,
      shortfall_cents: 32_000,
      commission_cents: 1200,
      commission_after_sale_cents: 300,
      service_fees_cents: 300,
      tax_cents: 9177,
      total_cents: 52_877,
    });
  });
});
