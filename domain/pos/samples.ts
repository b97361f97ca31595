import type { BookingCharge, PosProduct, VideoCharge } from './cart';
import type { PaymentPlace } from './tender';

/**
 * Sample things to sell and a facility to sell them at, for the tests of domain/pos and of the
 * checkout machine; and a small deterministic generator for their invariant loops.
 */

/** mulberry32: `int(min, max)` draws whole numbers in [min, max], the same ones every run for a seed. */
export function randomInts(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
}

/** 2.50, plenty in stock. */
export const WATER: PosProduct = { id: 1, name: 'Agua', priceCents: 250, stock: 40 };
/** 6.00, the last unit. */
export const BALLS: PosProduct = { id: 2, name: 'Bolas de pádel', priceCents: 600, stock: 1 };
/** 30.00 still owed of booking 7. */
export const COURT_BALANCE: BookingCharge = { bookingId: 7, participantId: null, description: 'Pista 3 · 18:00', amount: 3000 };
/** One player's share (7.50) of booking 7. */
export const LUCIA_SHARE: BookingCharge = { bookingId: 7, participantId: 71, description: 'Pista 3 · Lucía', amount: 750 };
export const MATCH_VIDEO: VideoCharge = { videoOrderId: 9, description: 'Vídeo Pista 3', amount: 500 };

/** A facility with card payments, reader 5 and onsite method 3 ("Bizum"). */
export const PLACE: PaymentPlace = { onlinePayments: true, readerIds: [5], onsiteMethodIds: [3] };
