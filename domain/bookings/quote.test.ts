import { describe, expect, it } from 'vitest';
import { normalizeReservation, paymentStateOf, paymentStateShown, reservationQuote, typeInputs, type ReservationFacts } from './quote';

const base: ReservationFacts = {
  type: 'pick_up',
  contact_id: 7,
  skill_level: 'pro',
  min_players: 4,
  max_players: 8,
  price_per_player_cents: 1000,
  cancel_hours_before: 12,
  pricing_method: 'per_participant',
  include_video: true,
};

describe('typeInputs and normalizeReservation', () => {
  it('matches take match inputs; a blocked time takes no contact, price or participants', () => {
    expect(typeInputs('regular_match')).toEqual({ contact: true, price: true, match: true, participants: true });
    expect(typeInputs('birthday')).toEqual({ contact: true, price: true, match: false, participants: true });
    expect(typeInputs('blocked')).toEqual({ contact: false, price: false, match: false, participants: false });
  });

  it('clears what the type does not use', () => {
    expect(normalizeReservation({ ...base, type: 'birthday' })).toMatchObject({
      contact_id: 7,
      skill_level: null,
      min_players: null,
      max_players: null,
      price_per_player_cents: null,
      cancel_hours_before: null,
      include_video: true,
    });
    expect(normalizeReservation({ ...base, type: 'blocked' })).toMatchObject({ contact_id: null, pricing_method: 'flat', include_video: false, min_players: null });
    expect(normalizeReservation(base)).toEqual(base);
  });
});

describe('reservationQuote', () => {
  const fees = { bookingPercent: 10, matchPercent: 5 };
  it('a match per participant: the price per player, at least for its minimum, plus the match fee', () => {
    const none = reservationQuote(base, { hourlyPrice: 3000, minutes: 90, participants: 0 }, fees);
    expect(none).toMatchObject({ payers: 4, share: 1000, shareFee: 50, total: 4200 });
    expect(reservationQuote(base, { hourlyPrice: 3000, minutes: 90, participants: 6 }, fees).total).toBe(6300);
  });

  it('a flat booking: the field price plus the booking fee; a blocked time is free', () => {
    expect(reservationQuote({ ...base, type: 'one_day', pricing_method: 'flat' }, { hourlyPrice: 2600, minutes: 90, participants: 3 }, fees)).toMatchObject({ fieldPrice: 3900, serviceFee: 390, total: 4290 });
    expect(reservationQuote({ ...base, type: 'blocked' }, { hourlyPrice: 2600, minutes: 90, participants: 0 }, fees).total).toBe(0);
  });

  it('per participant without a price per player splits the field price (a birthday)', () => {
    expect(reservationQuote({ ...base, type: 'birthday' }, { hourlyPrice: 3000, minutes: 60, participants: 7 }).share).toBe(429);
  });
});

describe('payment state', () => {
  it('paid when what is owed was paid; a paid booking whose amount grows is pending again', () => {
    expect(paymentStateOf(1000, 1000, 'pending')).toBe('paid');
    expect(paymentStateOf(1000, 500, 'pending')).toBe('pending');
    expect(paymentStateOf(1500, 1000, 'paid')).toBe('pending');
    expect(paymentStateOf(0, 0, 'paid')).toBe('paid');
    expect(paymentStateOf(0, 0, 'pending')).toBe('pending');
    expect(paymentStateOf(1000, 0, 'hold')).toBe('hold');
  });
});

describe('paymentStateShown', () => {
  it('a cancelled booking reads cancelled, whatever its payments left (a refunded one is not pending)', () => {
    expect(paymentStateShown({ status: 'cancelled', payment_state: 'pending' })).toBe('cancelled');
    expect(paymentStateShown({ status: 'cancelled', payment_state: 'paid' })).toBe('cancelled');
    expect(paymentStateShown({ status: 'confirmed', payment_state: 'pending' })).toBe('pending');
    expect(paymentStateShown({ status: 'confirmed', payment_state: 'paid' })).toBe('paid');
  });
});
