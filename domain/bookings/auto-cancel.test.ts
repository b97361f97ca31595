import { describe, expect, it } from 'vitest';
import { shouldAutoCancel, type MatchFacts } from './auto-cancel';

const start = new Date('2030-06-15T18:00:00Z');
const match = (over: Partial<MatchFacts> = {}): MatchFacts => ({ status: 'confirmed', start, minPlayers: 4, cancelHoursBefore: 6, going: 2, ...over });
const at = (iso: string) => new Date(iso);

describe('an open match without its minimum of players', () => {
  it('is kept until the given hours before its start, then cancelled', () => {
    expect(shouldAutoCancel(match(), at('2030-06-15T11:59:59Z'))).toBe(false);
    expect(shouldAutoCancel(match(), at('2030-06-15T12:00:00Z'))).toBe(true);
    expect(shouldAutoCancel(match(), at('2030-06-15T17:59:00Z'))).toBe(true);
  });
  it('is kept when the minimum is going', () => {
    expect(shouldAutoCancel(match({ going: 4 }), at('2030-06-15T13:00:00Z'))).toBe(false);
    expect(shouldAutoCancel(match({ going: 5 }), at('2030-06-15T13:00:00Z'))).toBe(false);
  });
  it('is never touched once started, when cancelled already, or without a minimum or hours', () => {
    expect(shouldAutoCancel(match(), at('2030-06-15T18:00:00Z'))).toBe(false);
    expect(shouldAutoCancel(match({ status: 'cancelled' }), at('2030-06-15T13:00:00Z'))).toBe(false);
    expect(shouldAutoCancel(match({ minPlayers: null }), at('2030-06-15T13:00:00Z'))).toBe(false);
    expect(shouldAutoCancel(match({ cancelHoursBefore: null }), at('2030-06-15T13:00:00Z'))).toBe(false);
  });
});
