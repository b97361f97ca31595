import { describe, expect, it } from 'vitest';
import { NO_PAYMENT, cancellationRefund, hasStarted, insidePolicyWindow, paidAmounts, refundChoiceRefusal, serviceFeeWithin, totalPaid } from './refund';

const paid = { price: 4000, serviceFee: 150, video: 1000 };
/** Before the policy window; inside it, not started; started (in progress or past: inside too). */
const BEFORE = { started: false, insideWindow: false };
const INSIDE = { started: false, insideWindow: true };
const STARTED = { started: true, insideWindow: true };

describe('cancellationRefund (SPEC §9)', () => {
  it('before the start: price and video are refunded, the online service fee is not', () => {
    expect(cancellationRefund(paid, BEFORE)).toEqual({
      refund: { price: 4000, serviceFee: 0, video: 1000 },
      kept: { price: 0, serviceFee: 150, video: 0 },
      total: 5000,
      videoCancelled: true,
      insideWindow: false,
      choice: 'policy',
    });
  });

  it('inside the policy window, not started: the price is kept, the video still refunded', () => {
    expect(cancellationRefund(paid, INSIDE)).toMatchObject({ refund: { price: 0, serviceFee: 0, video: 1000 }, kept: { price: 4000, serviceFee: 150, video: 0 }, total: 1000, insideWindow: true });
  });

  it('after the start (in progress or past): nothing of the price nor the video, whatever the window says', () => {
    expect(cancellationRefund(paid, STARTED)).toEqual({
      refund: { price: 0, serviceFee: 0, video: 0 },
      kept: { price: 4000, serviceFee: 150, video: 1000 },
      total: 0,
      videoCancelled: false,
      insideWindow: true,
      choice: 'policy',
    });
    expect(cancellationRefund(paid, { started: true, insideWindow: false })).toMatchObject({ total: 0, insideWindow: true });
  });

  it("staff's choice overrides the policy's price: full, partial or none; never the service fee, never the video after the start", () => {
    expect(cancellationRefund(paid, STARTED, { kind: 'full' })).toMatchObject({ refund: { price: 4000, serviceFee: 0, video: 0 }, total: 4000, choice: 'full' });
    expect(cancellationRefund(paid, INSIDE, { kind: 'partial', cents: 1500 })).toMatchObject({ refund: { price: 1500, video: 1000 }, kept: { price: 2500, serviceFee: 150 }, total: 2500, choice: 'partial' });
    expect(cancellationRefund(paid, BEFORE, { kind: 'none' })).toMatchObject({ refund: { price: 0, video: 1000 }, total: 1000, choice: 'none' });
  });

  it('a partial refund is more than nothing and at most the price paid (the service fee is not in it)', () => {
    expect(refundChoiceRefusal(paid, { kind: 'partial', cents: 4000 })).toBeNull();
    expect(refundChoiceRefusal(paid, { kind: 'partial', cents: 1 })).toBeNull();
    for (const cents of [0, -1, 4001, 4150, 12.5, Number.NaN]) expect(refundChoiceRefusal(paid, { kind: 'partial', cents })).toBe('refund_amount_invalid');
    expect(() => cancellationRefund(paid, INSIDE, { kind: 'partial', cents: 4001 })).toThrow(RangeError);
  });

  it('nothing paid: nothing refunded; an unpaid video is cancelled free before the start only', () => {
    expect(cancellationRefund(NO_PAYMENT, BEFORE)).toMatchObject({ total: 0, videoCancelled: true });
    expect(cancellationRefund(NO_PAYMENT, STARTED)).toMatchObject({ total: 0, videoCancelled: false });
  });

  it('refund plus kept is always what was paid, and never more than it', () => {
    for (const moment of [BEFORE, INSIDE, STARTED]) {
      for (const p of [paid, NO_PAYMENT, { price: 1, serviceFee: 0, video: 7 }, { price: 0, serviceFee: 99, video: 0 }]) {
        const r = cancellationRefund(p, moment, p.price > 0 ? { kind: 'full' } : { kind: 'policy' });
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
    expect(() => cancellationRefund(p, BEFORE)).toThrow(RangeError);
  });
});

describe('insidePolicyWindow', () => {
  const start = new Date('2025-06-01T18:00:00Z');
  it('is inside from policyHours before the start (that instant included), in progress and past too', () => {
    expect(insidePolicyWindow(start, new Date('2025-05-31T17:59:59.999Z'), 24)).toBe(false);
    expect(insidePolicyWindow(start, new Date('2025-05-31T18:00:00Z'), 24)).toBe(true);
    expect(insidePolicyWindow(start, new Date('2025-06-01T18:30:00Z'), 24)).toBe(true);
    expect(insidePolicyWindow(start, new Date('2025-06-02T18:00:00Z'), 24)).toBe(true);
  });
  it('a policy of 0 hours: inside from the start on', () => {
    expect(insidePolicyWindow(start, new Date('2025-06-01T17:59:59.999Z'), 0)).toBe(false);
    expect(insidePolicyWindow(start, start, 0)).toBe(true);
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
    expect(cancellationRefund(paidAmounts(4635, 4635, 135), BEFORE)).toMatchObject({ total: 4500, kept: { serviceFee: 135 } });
  });

  it('counts refunds still pending as given back, out of the price and never out of the fee', () => {
    // 10.00 waiting on the provider: 35.00 of the price is left to refund; the 1.35 fee stays paid.
    expect(paidAmounts(4635, 4635, 135, 1000)).toEqual({ price: 3500, serviceFee: 135, video: 0 });
    expect(cancellationRefund(paidAmounts(4635, 4635, 135, 1000), BEFORE)).toMatchObject({ total: 3500, refund: { serviceFee: 0 }, kept: { serviceFee: 135 } });
    // Refunds pending beyond the price (the whole payment from its preview): nothing more, never below 0.
    expect(paidAmounts(4635, 4635, 135, 4635)).toEqual({ price: 0, serviceFee: 135, video: 0 });
    expect(cancellationRefund(paidAmounts(4635, 4635, 135, 4635), BEFORE).total).toBe(0);
  });
});

describe('serviceFeeWithin', () => {
  it('a payment of the whole booking carries its whole fee; parts paid in turn carry it once in all', () => {
    expect(serviceFeeWithin(4635, 0, 135, 4635)).toBe(135);
    const first = serviceFeeWithin(4635, 0, 135, 2318);
    const second = serviceFeeWithin(4635, 2318, 135, 2317);
    expect([first, second]).toEqual([68, 67]);
    // The same split as the cancellation reads it (paidAmounts), whatever the order of the parts.
    expect(first).toBe(paidAmounts(4635, 2318, 135).serviceFee);
    for (const parts of [
      [1, 4634],
      [1000, 1000, 2635],
      [4634, 1],
    ]) {
      let before = 0;
      let fees = 0;
      for (const part of parts) {
        fees += serviceFeeWithin(4635, before, 135, part);
        before += part;
      }
      expect(fees).toBe(135);
    }
  });

  it('nothing once the fee was paid, with no fee, or for nothing paid', () => {
    expect(serviceFeeWithin(4635, 4635, 135, 500)).toBe(0);
    expect(serviceFeeWithin(4500, 0, 0, 4500)).toBe(0);
    expect(serviceFeeWithin(4635, 0, 135, 0)).toBe(0);
  });
});
