import { describe, expect, it } from 'vitest';
import { declineReasonKey, lastClosedPeriod, monthsOf, periodLabel, periodOf, statementLines } from './statement';

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

  it('adds the charge, the shortfall, the recorded commissions and fees, with tax on top', () => {
    const lines = statementLines(
      {
        monthly_charge_cents: 9900,
        min_orders_amount_cents: 50_000,
        commission_cents: 1200,
        commission_after_sale_cents: 300,
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

  it('a commission net of refunds below 0 is a credit that lowers the total, never below nothing', () => {
    const quiet = { monthly_charge_cents: 1000, min_orders_amount_cents: 0, tax_percent: 21, orders_count: 0, card_sales_cents: 0, other_sales_cents: 0, service_fees_cents: 0 };
    // 10.00 monthly, 2.00 of commission given back by a refund of an earlier period's payment: 8.00 + 21 % = 9.68.
    expect(statementLines({ ...quiet, commission_cents: -200, commission_after_sale_cents: 0 }, 1)).toMatchObject({ commission_cents: -200, tax_cents: 168, total_cents: 968 });
    expect(statementLines({ ...quiet, commission_cents: -1500, commission_after_sale_cents: -100 }, 1)).toMatchObject({
      commission_cents: -1500,
      commission_after_sale_cents: -100,
      tax_cents: 0,
      total_cents: 0,
    });
    // A period that refunded more than it took: its orders read below 0, the shortfall stays the minimum.
    expect(statementLines({ ...quiet, min_orders_amount_cents: 5000, card_sales_cents: -800, commission_cents: 0, commission_after_sale_cents: 0 }, 1)).toMatchObject({
      orders_amount_cents: -800,
      shortfall_cents: 5000,
    });
  });
});

describe('periods in the facility’s zone', () => {
  it('a month, a day and a week start at the local midnight, across a clock change', () => {
    const at = new Date('2031-03-31T21:59:00Z'); // March 31st 23:59 in Madrid (UTC+2 since the 30th)
    expect(iso(periodOf('monthly', at, 'Europe/Madrid'))).toEqual(['2031-02-28T23:00:00.000Z', '2031-03-31T22:00:00.000Z']);
    expect(iso(periodOf('monthly', new Date('2031-03-31T22:00:00Z'), 'Europe/Madrid'))).toEqual(['2031-03-31T22:00:00.000Z', '2031-04-30T22:00:00.000Z']);
    // The day of the clock change has 23 hours.
    expect(iso(periodOf('daily', new Date('2031-03-30T12:00:00Z'), 'Europe/Madrid'))).toEqual(['2031-03-29T23:00:00.000Z', '2031-03-30T22:00:00.000Z']);
    // New York's Monday 2031-03-10 starts at 04:00Z (UTC−4 since the 9th); its year at 05:00Z.
    expect(iso(periodOf('weekly', new Date('2031-03-12T15:20:00Z'), 'America/New_York'))).toEqual(['2031-03-10T04:00:00.000Z', '2031-03-17T04:00:00.000Z']);
    expect(iso(periodOf('yearly', new Date('2031-01-01T03:00:00Z'), 'America/New_York'))).toEqual(['2030-01-01T05:00:00.000Z', '2031-01-01T05:00:00.000Z']);
    expect(iso(lastClosedPeriod('monthly', new Date('2031-08-01T03:00:00Z'), 'America/New_York'))).toEqual(['2031-06-01T04:00:00.000Z', '2031-07-01T04:00:00.000Z']);
    // An hour of a zone half an hour off UTC starts at :30 UTC.
    expect(iso(periodOf('immediately', new Date('2031-03-12T15:20:00Z'), 'Asia/Kolkata'))).toEqual(['2031-03-12T14:30:00.000Z', '2031-03-12T15:30:00.000Z']);
  });
  it('counts a period by its local days for the monthly amounts, and labels it in the zone', () => {
    const day = periodOf('daily', new Date('2031-03-30T12:00:00Z'), 'Europe/Madrid')!;
    expect(monthsOf('daily', day)).toBeCloseTo(1 / 30);
    expect(periodLabel({ cycle: 'monthly', period_start: '2031-02-28T23:00:00.000Z', period_end: '2031-03-31T22:00:00.000Z', timezone: 'Europe/Madrid' })).toBe('2031-03-01 – 2031-03-31');
    expect(periodLabel({ cycle: 'manually', period_start: '2031-03-01T10:15:00.000Z', period_end: null, timezone: 'America/New_York' })).toBe('2031-03-01 05:15 –');
  });
});

describe('why a statement was declined', () => {
  it("is the card provider's reason, or the missing default payment method; nothing when it was not declined", () => {
    expect(declineReasonKey({ status: 'declined', decline_reason: 'insufficient_funds' })).toBe('pos.declined.insufficient_funds');
    expect(declineReasonKey({ status: 'declined', decline_reason: 'no_payment_method' })).toBe('billing.noPaymentMethod');
    // A reason the provider gave that we do not know reads as a plain decline.
    expect(declineReasonKey({ status: 'declined', decline_reason: 'do_not_honor' })).toBe('pos.declined.generic');
    expect(declineReasonKey({ status: 'declined', decline_reason: null })).toBe('pos.declined.generic');
    expect(declineReasonKey({ status: 'paid', decline_reason: null })).toBeNull();
  });
});
