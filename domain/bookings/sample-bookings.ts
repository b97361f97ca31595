import { NO_PAYMENT } from './refund';
import type { BookingFacts } from './rules';

/** Bookings and moments the booking rules' and the booking machine's tests share. */

/** A booking on 5 June 2025, 18:00–19:30 UTC (90 minutes), and three moments around it. */
export const START = '2025-06-05T18:00:00.000Z';
export const END = '2025-06-05T19:30:00.000Z';
export const BEFORE = '2025-06-05T10:00:00.000Z';
export const STARTED = '2025-06-05T18:30:00.000Z';
export const ENDED = '2025-06-05T20:00:00.000Z';
export const REASONS = [1, 2];
export const NINETY_MIN = 90 * 60_000;

/** Unpaid, one-off, two participants not marked yet. */
export const oneOff: BookingFacts = {
  id: 1,
  status: 'confirmed',
  payment: 'pending',
  start: START,
  end: END,
  fieldId: 1,
  seriesId: null,
  participants: [
    { id: 11, state: 'pending' },
    { id: 12, state: 'pending' },
  ],
  paid: NO_PAYMENT,
  cancelReasonId: null,
  type: 'one_day',
  maxPlayers: null,
  forSale: false,
};
/** Paid online (price, service fee, video), part of series 9. */
export const paidInSeries: BookingFacts = {
  ...oneOff,
  id: 2,
  payment: 'paid',
  seriesId: 9,
  participants: [
    { id: 11, state: 'paid' },
    { id: 12, state: 'pending' },
  ],
  paid: { price: 6000, serviceFee: 200, video: 1000 },
};
export const cancelledBooking: BookingFacts = { ...oneOff, id: 3, status: 'cancelled', cancelReasonId: 1 };
/** A match for four with two joined, not listed for sale yet. */
export const openMatch: BookingFacts = { ...oneOff, id: 4, type: 'regular_match', maxPlayers: 4 };

export const later = { start: '2025-06-05T20:00:00.000Z', end: '2025-06-05T21:30:00.000Z' };
