import { describe, expect, it } from 'vitest';
import { pricePlanProblem, pricePlanSchema } from './price-plan';

describe('price plan ranges', () => {
  it('accepts an empty plan, closed ranges and an open last range ("and up")', () => {
    expect(pricePlanProblem([])).toBeNull();
    expect(
      pricePlanProblem([
        { from: 0, to: 10, price_cents: 5000 },
        { from: 10, to: 20, price_cents: 4000 },
        { from: 20, to: null, price_cents: 3000 },
      ]),
    ).toBeNull();
    // Order of entry does not matter as long as the open range is last.
    expect(
      pricePlanProblem([
        { from: 10, to: 20, price_cents: 4000 },
        { from: 0, to: 10, price_cents: 5000 },
      ]),
    ).toBeNull();
  });

  it('refuses an incomplete range: missing from, price, or a to that is not the last', () => {
    expect(pricePlanProblem([{ from: null, to: 10, price_cents: 500 }])).toBe('validation.rangeIncomplete');
    expect(pricePlanProblem([{ from: 0, to: 10, price_cents: null }])).toBe('validation.rangeIncomplete');
    expect(
      pricePlanProblem([
        { from: 0, to: null, price_cents: 500 },
        { from: 10, to: 20, price_cents: 400 },
      ]),
    ).toBe('validation.rangeIncomplete');
  });

  it('refuses a range that ends before it starts, and overlapping ranges', () => {
    expect(pricePlanProblem([{ from: 10, to: 10, price_cents: 500 }])).toBe('validation.rangeOrder');
    expect(
      pricePlanProblem([
        { from: 0, to: 10, price_cents: 500 },
        { from: 5, to: 15, price_cents: 400 },
      ]),
    ).toBe('validation.rangesOverlap');
    expect(
      pricePlanProblem([
        { from: 10, to: 20, price_cents: 500 },
        { from: 0, to: null, price_cents: 400 },
      ]),
    ).toBe('validation.rangesOverlap');
  });

  it('reports the problem on the plan itself, as its message key', () => {
    const result = pricePlanSchema.safeParse([{ from: 0, to: 10, price_cents: null }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ code: 'custom', path: [], message: 'validation.rangeIncomplete' }]);
  });
});
