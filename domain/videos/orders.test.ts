import { describe, expect, it } from 'vitest';
import { orderShares } from './orders';

describe("a video order's own part of its sales' payments and refunds", () => {
  it('a sale paying a booking and the video at once shows the video line, not the whole payment', () => {
    const lines = new Map([[7, 1200]]);
    expect(orderShares(lines, [{ invoice_id: 7, amount_cents: 4200 }], [{ invoice_id: 7, amount_cents: 1200 }])).toEqual({ payments: [1200], refunds: [1200] });
  });

  it('part payments cover the line in turn; refunds give back at most what was covered', () => {
    const lines = new Map([[7, 1200]]);
    const shares = orderShares(
      lines,
      [
        { invoice_id: 7, amount_cents: 500 },
        { invoice_id: 7, amount_cents: 3000 },
        { invoice_id: 7, amount_cents: 900 },
      ],
      [
        { invoice_id: 7, amount_cents: 2000 },
        { invoice_id: 7, amount_cents: 100 },
      ],
    );
    expect(shares).toEqual({ payments: [500, 700, 0], refunds: [1200, 0] });
  });

  it('a video sold alone shows its payments as they are; each sale counts its own line', () => {
    const lines = new Map([
      [7, 1200],
      [8, 800],
    ]);
    expect(
      orderShares(
        lines,
        [
          { invoice_id: 7, amount_cents: 1200 },
          { invoice_id: 8, amount_cents: 800 },
        ],
        [],
      ),
    ).toEqual({ payments: [1200, 800], refunds: [] });
  });
});
