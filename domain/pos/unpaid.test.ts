import { describe, expect, it } from 'vitest';
import { unpaidChargeDecision, type UnpaidFacts } from './unpaid';

const end = new Date('2031-03-10T10:00:00Z');
const at = (hours: number) => new Date(end.getTime() + hours * 3_600_000);
const facts = (over: Partial<UnpaidFacts> = {}): UnpaidFacts => ({
  status: 'completed',
  payment_state: 'pending',
  end_at: end,
  amount_cents: 4000,
  amount_paid_cents: 0,
  charged_by_app_cents: 0,
  saved_card: true,
  online_payments: true,
  attempts: [],
  ...over,
});

describe('unpaid balance charges', () => {
  it('charges the whole balance once the deadline has passed, not before', () => {
    expect(unpaidChargeDecision(facts(), 24, new Date(at(24).getTime() - 1))).toEqual({ charge: false, reason: 'not_due' });
    expect(unpaidChargeDecision(facts(), 24, at(24))).toEqual({ charge: true, amount: 4000, attempt: 1 });
    expect(unpaidChargeDecision(facts(), 0, end)).toEqual({ charge: true, amount: 4000, attempt: 1 });
  });

  it('never charges what was paid outside the app, a cancelled or settled booking, or without a card', () => {
    expect(unpaidChargeDecision(facts({ amount_paid_cents: 1 }), 24, at(48))).toEqual({ charge: false, reason: 'paid_outside_app' });
    expect(unpaidChargeDecision(facts({ payment_state: 'paid' }), 24, at(48))).toEqual({ charge: false, reason: 'nothing_owed' });
    expect(unpaidChargeDecision(facts({ status: 'cancelled' }), 24, at(48))).toEqual({ charge: false, reason: 'cancelled' });
    expect(unpaidChargeDecision(facts({ saved_card: false }), 24, at(48))).toEqual({ charge: false, reason: 'no_saved_card' });
    expect(unpaidChargeDecision(facts({ online_payments: false }), 24, at(48))).toEqual({ charge: false, reason: 'online_payments_off' });
  });

  it('retries a declined attempt a day later, three attempts at most, never beside one in progress', () => {
    const declined = (h: number) => ({ status: 'declined', at: at(h) });
    expect(unpaidChargeDecision(facts({ attempts: [{ status: 'pending', at: at(24) }] }), 24, at(100))).toEqual({ charge: false, reason: 'attempt_in_progress' });
    expect(unpaidChargeDecision(facts({ attempts: [declined(24)] }), 24, at(47))).toEqual({ charge: false, reason: 'retry_later' });
    expect(unpaidChargeDecision(facts({ attempts: [declined(24)] }), 24, at(48))).toEqual({ charge: true, amount: 4000, attempt: 2 });
    expect(unpaidChargeDecision(facts({ attempts: [declined(24), declined(48), declined(72)] }), 24, at(200))).toEqual({ charge: false, reason: 'attempts_exhausted' });
  });
});
