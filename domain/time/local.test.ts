import '@js-joda/timezone';
import { Instant, LocalDate, LocalDateTime, ZoneId } from '@js-joda/core';
import { describe, expect, it } from 'vitest';
import { clockLabel, instantLabel, localParts, shiftDate, todayIn } from './local';

const ZONES = ['Europe/Madrid', 'America/New_York', 'Europe/Lisbon', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Sao_Paulo', 'UTC'];

describe('an instant read in a zone with Intl', () => {
  it("agrees with js-joda's zone rules, every 367 minutes over two years and each side of the DST changes", { timeout: 30_000 }, () => {
    for (const zone of ZONES) {
      const id = ZoneId.of(zone);
      const changes = [
        '2027-03-28T00:59:00Z',
        '2027-03-28T01:00:00Z',
        '2027-10-31T00:59:00Z',
        '2027-10-31T01:00:00Z',
        '2027-03-14T06:59:00Z',
        '2027-03-14T07:00:00Z',
        '2027-11-07T05:59:00Z',
        '2027-11-07T06:00:00Z',
      ];
      const steps = Array.from({ length: Math.ceil((Date.UTC(2028, 0, 1) - Date.UTC(2026, 0, 1)) / (367 * 60_000)) }, (_, i) => Date.UTC(2026, 0, 1) + i * 367 * 60_000);
      for (const ms of [...steps, ...changes.map(Date.parse)]) {
        const local = LocalDateTime.ofInstant(Instant.ofEpochMilli(ms), id);
        const expected = { date: local.toLocalDate().toString(), minute: local.hour() * 60 + local.minute() };
        const got = localParts(new Date(ms).toISOString(), zone);
        if (got.date !== expected.date || got.minute !== expected.minute) expect({ zone, at: new Date(ms).toISOString(), got }).toEqual({ zone, at: new Date(ms).toISOString(), got: expected });
      }
    }
  });

  it('labels an instant in the facility clock; today and date steps as js-joda has them', () => {
    expect(localParts('2027-03-01T17:00:00.000Z', 'Europe/Madrid')).toEqual({ date: '2027-03-01', minute: 18 * 60 });
    expect(localParts('2027-07-01T22:00:00.000Z', 'Europe/Madrid')).toEqual({ date: '2027-07-02', minute: 0 });
    expect(instantLabel('2027-07-01T23:30:00.000Z', 'America/New_York', true)).toBe('2027-07-01 7:30 PM');
    expect(instantLabel('2027-07-01T23:30:00.000Z', 'Europe/Madrid', false)).toBe('2027-07-02 01:30');
    // On a screen, the date as the reader's language writes it.
    expect(instantLabel('2027-07-01T23:30:00.000Z', 'Europe/Madrid', false, 'es')).toBe('02/07/2027 01:30');
    expect(instantLabel('2027-07-01T23:30:00.000Z', 'America/New_York', true, 'en-US')).toBe('07/01/2027 7:30 PM');
    expect(clockLabel(0, true)).toBe('12:00 AM');
    expect(todayIn('America/New_York', new Date('2027-03-02T03:00:00Z'))).toBe('2027-03-01');
    for (const [date, days] of [
      ['2027-02-28', 1],
      ['2028-02-28', 1],
      ['2027-01-01', -1],
      ['2027-03-27', 400],
    ] as const) {
      expect(shiftDate(date, days)).toBe(LocalDate.parse(date).plusDays(days).toString());
    }
  });

  it('refuses what is not an instant, a zone or a date', () => {
    expect(() => localParts('yesterday', 'Europe/Madrid')).toThrow();
    expect(() => localParts('2027-03-01T17:00:00.000Z', 'Mars/Olympus')).toThrow();
    expect(() => shiftDate('2027-02-30', 1)).toThrow();
  });
});
