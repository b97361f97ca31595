import { describe, expect, it } from 'vitest';
import { formatHms } from './duration';

describe('formatHms', () => {
  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [61, '00:01:01'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [3725, '01:02:05'],
    [36_000 + 600 + 6, '10:10:06'],
    [86_399, '23:59:59'],
    [86_400, '24:00:00'],
    [100 * 3600, '100:00:00'],
  ])('%i seconds is %s', (secs, text) => {
    expect(formatHms(secs)).toBe(text);
  });

  it('drops fractions, and shows nothing below zero or non-finite as 00:00:00', () => {
    expect(formatHms(59.99)).toBe('00:00:59');
    expect(formatHms(-5)).toBe('00:00:00');
    expect(formatHms(Number.NaN)).toBe('00:00:00');
    expect(formatHms(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});
