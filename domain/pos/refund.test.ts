import { describe, expect, it } from 'vitest';
import { refundRequestSchema } from './api';
import {
  CANCEL_REFUND_REASON,
  feeShares,
  isVideoRefundKey,
  legacyVideoRefundKey,
  pendingFromBooking,
  refundableOf,
  refundFromBookings,
  refundReasonText,
  refundRefusal,
  refundState,
  returnableUnits,
  returnedValue,
  returnRefusal,
  videoRefundKey,
} from './refund';

const captured = { status: 'captured' as const, amount: 5000, nonRefundable: 300, refunded: 0 };

describe('refund rules', () => {
  it('what remains to refund: the amount less non-refundable fees less what was refunded; nothing of a payment not captured', () => {
    expect(refundableOf(captured)).toBe(4700);
    expect(refundableOf({ ...captured, refunded: 4000 })).toBe(700);
    expect(refundableOf({ ...captured, refunded: 4700 })).toBe(0);
    for (const status of ['pending', 'declined', 'cancelled', 'timed_out'] as const) expect(refundableOf({ ...captured, status })).toBe(0);
  });

  it('refuses zero, negative, fractions, above what remains, nothing left, and payments not captured', () => {
    expect(refundRefusal(captured, 0)).toBe('amount_not_positive');
    expect(refundRefusal(captured, -1)).toBe('amount_not_positive');
    expect(refundRefusal(captured, 10.5)).toBe('amount_not_whole');
    expect(refundRefusal(captured, 4701)).toBe('over_refund');
    expect(refundRefusal(captured, 5000)).toBe('over_refund');
    expect(refundRefusal(captured, 4700)).toBeNull();
    expect(refundRefusal({ ...captured, refunded: 4700 }, 1)).toBe('nothing_to_refund');
    expect(refundRefusal({ ...captured, status: 'declined' }, 100)).toBe('payment_not_captured');
  });

  it('a payment reads none, partial_refund, then refunded (fees never refunded count as done)', () => {
    expect(refundState(captured, 0)).toBe('none');
    expect(refundState(captured, 1)).toBe('partial_refund');
    expect(refundState(captured, 4699)).toBe('partial_refund');
    expect(refundState(captured, 4700)).toBe('refunded');
  });

  it('the sale’s fees are carried by its captured payments in order, each at most its amount less tip', () => {
    const shares = feeShares(500, [
      { id: 3, status: 'captured', amount: 1000, tip: 0 },
      { id: 1, status: 'captured', amount: 400, tip: 100 },
      { id: 2, status: 'declined', amount: 9000, tip: 0 },
    ]);
    expect(Object.fromEntries(shares)).toEqual({ 1: 300, 2: 0, 3: 200 });
    expect(Object.fromEntries(feeShares(0, [{ id: 1, status: 'captured', amount: 100, tip: 0 }]))).toEqual({ 1: 0 });
  });

  it('a refund comes off the booking lines in order, never beyond a line or what its booking has paid', () => {
    expect(
      refundFromBookings(2500, [
        { bookingId: 7, total: 1000, bookingPaid: 800 },
        { bookingId: 9, total: 3000, bookingPaid: 3000 },
      ]),
    ).toEqual([
      { bookingId: 7, amount: 800 },
      { bookingId: 9, amount: 1700 },
    ]);
    expect(refundFromBookings(500, [{ bookingId: 7, total: 1000, bookingPaid: 0 }])).toEqual([]);
    expect(
      refundFromBookings(1500, [
        { bookingId: 7, total: 1000, bookingPaid: 1200 },
        { bookingId: 7, total: 1000, bookingPaid: 1200 },
      ]),
    ).toEqual([{ bookingId: 7, amount: 1200 }]);
  });
});

describe('units back with a refund', () => {
  const lines = [
    { id: 1, kind: 'product', productId: 10, quantity: 3, returned: 1 },
    { id: 2, kind: 'free', productId: null, quantity: 1, returned: 0 },
    { id: 3, kind: 'product', productId: null, quantity: 2, returned: 0 },
  ];
  it('what may still come back: a product line’s units less those returned; nothing of other lines or a deleted product', () => {
    expect(lines.map(returnableUnits)).toEqual([2, 0, 0]);
  });
  it('refuses a line not of the sale’s products, a line twice, a unit count that is not whole and positive, more than remains', () => {
    expect(returnRefusal(lines, [])).toBeNull();
    expect(returnRefusal(lines, [{ line_id: 1, quantity: 2 }])).toBeNull();
    expect(returnRefusal(lines, [{ line_id: 1, quantity: 3 }])).toBe('return_over_sold');
    expect(returnRefusal(lines, [{ line_id: 2, quantity: 1 }])).toBe('return_line_unknown');
    expect(returnRefusal(lines, [{ line_id: 3, quantity: 1 }])).toBe('return_line_unknown');
    expect(returnRefusal(lines, [{ line_id: 9, quantity: 1 }])).toBe('return_line_unknown');
    expect(
      returnRefusal(lines, [
        { line_id: 1, quantity: 1 },
        { line_id: 1, quantity: 1 },
      ]),
    ).toBe('return_line_unknown');
    expect(returnRefusal(lines, [{ line_id: 1, quantity: 0 }])).toBe('quantity_not_positive');
    expect(returnRefusal(lines, [{ line_id: 1, quantity: 1.5 }])).toBe('quantity_not_whole');
  });
  it('proposes what the units cost on the sale', () => {
    expect(
      returnedValue(
        [
          { id: 1, unit_price_cents: 250 },
          { id: 4, unit_price_cents: 100 },
        ],
        [
          { line_id: 1, quantity: 2 },
          { line_id: 4, quantity: 3 },
        ],
      ),
    ).toBe(800);
  });
});

describe('refunds still pending on a booking', () => {
  it("take off its paid amount, each in turn, as they will from their sale's booking lines when they succeed", () => {
    const paid = new Map([
      [7, 4635],
      [8, 2000],
    ]);
    const paidOf = (id: number) => paid.get(id) ?? 0;
    // One sale paid booking 7 alone: a waiting 10.00 is 7's.
    expect(pendingFromBooking(7, [{ amount: 1000, lines: [{ bookingId: 7, total: 4635 }] }], paidOf)).toBe(1000);
    // A sale of booking 8 then 7: its refunds take from 8 first (at most its line and what is paid of it).
    const both = [
      { bookingId: 8, total: 2000 },
      { bookingId: 7, total: 4635 },
    ];
    expect(pendingFromBooking(7, [{ amount: 1500, lines: both }], paidOf)).toBe(0);
    expect(
      pendingFromBooking(
        7,
        [
          { amount: 1500, lines: both },
          { amount: 1000, lines: both },
        ],
        paidOf,
      ),
    ).toBe(500);
    expect(pendingFromBooking(7, [], paidOf)).toBe(0);
  });
});

describe("a video order's refund key", () => {
  it('names the kind, the order and the payment with a separator no id and no client key holds', () => {
    expect(videoRefundKey('failed', 12, 3)).toBe('video:failed:12:3');
    expect(videoRefundKey('failed', 1, 23)).not.toBe(videoRefundKey('failed', 12, 3));
    expect(isVideoRefundKey(videoRefundKey('cancel', 4, 9))).toBe(true);
    // The keys written before still read as a video order's refund.
    expect(isVideoRefundKey(legacyVideoRefundKey('failed', 4, 9))).toBe(true);
    expect(isVideoRefundKey('video-cancel-4-9')).toBe(true);
  });

  it('is not any key that merely starts like one: a client key never reads as a video refund', () => {
    expect(isVideoRefundKey('video-cancel-abc')).toBe(false);
    expect(isVideoRefundKey('video-failed-')).toBe(false);
    expect(isVideoRefundKey('video:failed:4')).toBe(false);
    expect(isVideoRefundKey('x-video:failed:4:9')).toBe(false);
    // A client may not send the earlier shape; any other key of its characters is fine.
    expect(refundRequestSchema.safeParse({ idempotency_key: 'video-cancel-4-9', payment_id: 1, amount_cents: 100, reason: 'x' }).success).toBe(false);
    expect(refundRequestSchema.safeParse({ idempotency_key: 'video-cancel-4-9x', payment_id: 1, amount_cents: 100, reason: 'x' }).success).toBe(true);
    expect(refundRequestSchema.safeParse({ idempotency_key: 'video:cancel:4:9', payment_id: 1, amount_cents: 100, reason: 'x' }).success).toBe(false);
  });
});

describe("a refund's reason on screen", () => {
  const t = (key: string) => `«${key}»`;
  it('the reason a cancellation writes itself is translated; one staff typed is shown as typed', () => {
    expect(refundReasonText(t, CANCEL_REFUND_REASON)).toBe('«refundReasons.bookingCancelled»');
    expect(refundReasonText(t, 'Court lights failed')).toBe('Court lights failed');
  });
});
