import { describe, expect, it } from 'vitest';
import { instantAt, instantLabel, localParts, minutesBetween } from './local-time';

describe('local time of a booking', () => {
  it("reads an instant in the facility's zone, across DST", () => {
    expect(localParts('2027-03-01T17:00:00.000Z', 'Europe/Madrid')).toEqual({ date: '2027-03-01', minute: 18 * 60 });
    expect(localParts('2027-07-01T16:00:00.000Z', 'Europe/Madrid')).toEqual({ date: '2027-07-01', minute: 18 * 60 });
    expect(instantLabel('2027-07-01T23:30:00.000Z', 'America/New_York', true)).toBe('2027-07-01 7:30 PM');
    expect(minutesBetween('2027-07-01T16:00:00.000Z', '2027-07-01T17:30:00.000Z')).toBe(90);
  });

  it('turns a local date and minute back into the instant, across DST', () => {
    expect(instantAt('2027-03-01', 18 * 60, 'Europe/Madrid')).toBe('2027-03-01T17:00:00.000Z');
    expect(instantAt('2027-07-01', 18 * 60, 'Europe/Madrid')).toBe('2027-07-01T16:00:00.000Z');
    expect(localParts(instantAt('2027-07-01', 19 * 60 + 30, 'America/New_York'), 'America/New_York')).toEqual({ date: '2027-07-01', minute: 19 * 60 + 30 });
  });
});
