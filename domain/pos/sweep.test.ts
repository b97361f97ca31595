import { describe, expect, it } from 'vitest';
import { stuckDecision, sweepBefore, STUCK_PENDING_MINUTES } from './sweep';

describe('the money sweep’s rules', () => {
  it('settles a stuck payment as the provider says; an abandoned intent is cancelled on the provider and times out', () => {
    expect(stuckDecision(null)).toEqual({ settle: 'cancelled' });
    expect(stuckDecision({ status: 'captured' })).toEqual({ settle: 'captured' });
    expect(stuckDecision({ status: 'declined' })).toEqual({ settle: 'declined' });
    expect(stuckDecision({ status: 'cancelled', reason: 'reader_offline' })).toEqual({ settle: 'cancelled' });
    expect(stuckDecision({ status: 'cancelled', reason: 'timed_out' })).toEqual({ settle: 'timed_out' });
    for (const status of ['waiting_for_card', 'processing', 'authorized'] as const) expect(stuckDecision({ status })).toEqual({ cancelOnProvider: true, settle: 'timed_out' });
  });

  it('old enough is a fixed time before now', () => {
    expect(sweepBefore(new Date('2026-03-01T00:10:00Z'), STUCK_PENDING_MINUTES).toISOString()).toBe('2026-02-28T23:40:00.000Z');
  });
});
