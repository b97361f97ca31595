import { describe, expect, it } from 'vitest';
import { NO_PAYMENT, cancellationRefund, hasStarted, paidAmounts, totalPaid } from './refund';

const paid = { price: 4000, serviceFee: 150, video: 1000 };

describe('cancellationRefund (SPEC §9)', () => {
  it('before the start: price and video are refunded, the online service fee is not', () => {
    expect(cancellationRefund(paid, false)).toEqual({
      refund: { price: 4000, serviceFee: 0, video: 1000 },
      kept: { price: 0, serviceFee: 150, video: 0 },
      total: 5000,
      videoCancelled: true,
    });
  });

  it('after the start: the video is neither refunded nor cancelled', () => {
    expect(cancellationRefund(paid, true)).toEqual({
      refund: { price: 4000, serviceFee: 0, video: 0 },
      kept: { price: 0, serviceFee: 150, video: 1000 },
      total: 4000,
      videoCancelled: false,
    });
  });

  it('nothing paid: nothing refunded; an unpaid video is cancelled free before the start only', () => {
    expect(cancellationRefund(NO_PAYMENT, false)).toMatchObject({ total: 0, videoCancelled: true });
    expect(cancellationRefund(NO_PAYMENT, true)).toMatchObject({ total: 0, videoCancelled: false });
  });

  it('refund plus kept is always what was paid, and never more than it', () => {
    for (const started of [false, true]) {
      for (const p of [paid, NO_PAYMENT, { price: 1, serviceFee: 0, video: 7 }, { price: 0, serviceFee: 99, video: 0 }]) {
        const r = cancellationRefund(p, started);
        expect(totalPaid(r.refund) + totalPaid(r.kept)).toBe(totalPaid(p));
        expect(r.total).toBe(totalPaid(r.refund));
        expect(r.refund.serviceFee).toBe(0);
        for (const part of ['price', 'serviceFee', 'video'] as const) {
          expect(r.refund[part]).toBeGreaterThanOrEqual(0);
          expect(r.refund[part]).toBeLessThanOrEqual(p[part]);
        }
      }
    }
  });

  it.each([
    [{ price: -1, serviceFee: 0, video: 0 }],
    [{ price: 10.5, serviceFee: 0, video: 0 }],
    [{ price: 0, serviceFee: Number.NaN, video: 0 }],
    [{ price: 0, serviceFee: 0, video: Number.POSITIVE_INFINITY }],
  ])('refuses amounts that are not cents: %j', (p) => {
    expect(() => cancellationRefund(p, false)).toThrow(RangeError);
  });
});

describe('hasStarted', () => {
  const start = new Date('2025-06-01T18:00:00Z');
  it('is false before the start and true from its first instant on', () => {
    expect(hasStarted(start, new Date('2025-06-01T17:59:59.999Z'))).toBe(false);
    expect(hasStarted(start, start)).toBe(true);
    expect(hasStarted(start, new Date('2025-06-01T19:00:00Z'))).toBe(true);
  });
});

describe('paidAmounts', () => {
  it('splits what was paid into the booking and its service fee', () => {
    // 45.00 + a 1.35 fee, paid in full.
    expect(paidAmounts(4635, 4635, 135)).toEqual({ price: 4500, serviceFee: 135, video: 0 });
    // Half paid: half the fee went with it.
    expect(paidAmounts(4635, 2318, 135)).toEqual({ price: 2250, serviceFee: 68, video: 0 });
    expect(paidAmounts(4635, 0, 135)).toEqual(NO_PAYMENT);
    // No fee: everything paid the booking; paying more than the amount never makes the fee grow.
    expect(paidAmounts(4500, 4500, 0)).toEqual({ price: 4500, serviceFee: 0, video: 0 });
    expect(paidAmounts(4635, 5000, 135)).toEqual({ price: 4865, serviceFee: 135, video: 0 });
  });

  it('with the refund rules: cancelling before the start gives back all but the fee', () => {
    expect(cancellationRefund(paidAmounts(4635, 4635, 135), false)).toMatchObject({ total: 4500, kept: { serviceFee: 135 } });
  });
});
