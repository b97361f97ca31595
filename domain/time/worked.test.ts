import { describe, expect, it } from 'vitest';
import { secondsWithin, secondsWorkedToday } from './worked';
import { startOfDayIn } from './zone';

const at = (iso: string) => new Date(iso);

describe('startOfDayIn: the day is the facility zone’s, not the server’s', () => {
  it('finds midnight in the zone', () => {
    // 23:30 UTC on June 14 is already June 15 in Madrid (UTC+2) and still June 14 in New York (UTC-4).
    expect(startOfDayIn(at('2030-06-14T23:30:00Z'), 'Europe/Madrid').toISOString()).toBe('2030-06-14T22:00:00.000Z');
    expect(startOfDayIn(at('2030-06-14T23:30:00Z'), 'America/New_York').toISOString()).toBe('2030-06-14T04:00:00.000Z');
    expect(startOfDayIn(at('2030-01-10T12:00:00Z'), 'Europe/Madrid').toISOString()).toBe('2030-01-09T23:00:00.000Z');
    expect(startOfDayIn(at('2030-01-10T12:00:00Z'), 'UTC').toISOString()).toBe('2030-01-10T00:00:00.000Z');
  });

  it('is DST-safe: a day whose midnight does not exist starts at 01:00', () => {
    // Chile moved from 00:00 to 01:00 on 2024-09-08 (UTC-4 to UTC-3).
    expect(startOfDayIn(at('2024-09-08T15:00:00Z'), 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
    // Madrid's spring change happens at 02:00: the day still starts at midnight, UTC+1.
    expect(startOfDayIn(at('2030-03-31T12:00:00Z'), 'Europe/Madrid').toISOString()).toBe('2030-03-30T23:00:00.000Z');
  });

  it('rejects an unknown zone', () => {
    expect(() => startOfDayIn(at('2030-01-10T12:00:00Z'), 'Mars/Olympus')).toThrow();
  });
});

describe('secondsWithin', () => {
  const from = at('2030-06-15T00:00:00Z');
  const now = at('2030-06-15T12:00:00Z');

  it('adds ended spans and counts a running span up to now', () => {
    const spans = [
      { started_at: at('2030-06-15T08:00:00Z'), ended_at: at('2030-06-15T09:00:00Z') },
      { started_at: at('2030-06-15T10:00:00Z'), ended_at: at('2030-06-15T10:30:15Z') },
      { started_at: at('2030-06-15T11:59:00Z'), ended_at: null },
    ];
    expect(secondsWithin(spans, from, now)).toBe(3600 + 1815 + 60);
  });

  it('clips spans to the window and ignores spans outside it', () => {
    const spans = [
      { started_at: at('2030-06-14T23:00:00Z'), ended_at: at('2030-06-15T00:10:00Z') }, // 10 min today
      { started_at: at('2030-06-14T20:00:00Z'), ended_at: at('2030-06-14T21:00:00Z') }, // yesterday
      { started_at: at('2030-06-15T13:00:00Z'), ended_at: null }, // not started yet (clock skew)
    ];
    expect(secondsWithin(spans, from, now)).toBe(600);
  });

  it('counts whole seconds of the total, and nothing for no spans', () => {
    const spans = [
      { started_at: at('2030-06-15T08:00:00.600Z'), ended_at: at('2030-06-15T08:00:01.100Z') },
      { started_at: at('2030-06-15T09:00:00.000Z'), ended_at: at('2030-06-15T09:00:00.600Z') },
    ];
    expect(secondsWithin(spans, from, now)).toBe(1);
    expect(secondsWithin([], from, now)).toBe(0);
  });
});

describe('secondsWorkedToday', () => {
  it('starts counting at midnight in the facility zone', () => {
    // Running since 21:00 UTC (23:00 in Madrid, 17:00 in New York); now 23:30 UTC.
    const spans = [{ started_at: at('2030-06-14T21:00:00Z'), ended_at: null }];
    const now = at('2030-06-14T23:30:00Z');
    expect(secondsWorkedToday(spans, now, 'Europe/Madrid')).toBe(90 * 60); // since Madrid's midnight (22:00 UTC)
    expect(secondsWorkedToday(spans, now, 'America/New_York')).toBe(150 * 60); // the whole session
  });
});
