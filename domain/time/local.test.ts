import '@js-joda/timezone';
import { Instant, LocalDate, LocalDateTime, ZoneId } from '@js-joda/core';
import { describe, expect, it } from 'vitest';
import { LocalTime } from '@js-joda/core';
import { clockLabel, epochDay, epochMsAt, firstOfMonth, instantLabel, isoWeekday, localParts, shiftDate, startOfDayIn, todayIn, validDate, zoneOffsetMs } from './local';

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

describe('a local date and time turned into the instant with Intl', () => {
  it("agrees with js-joda's atZone (gaps move on, overlaps take the earlier offset), every 97 minutes around each DST change of 2027", { timeout: 30_000 }, () => {
    const days = ['2027-03-13', '2027-03-14', '2027-03-27', '2027-03-28', '2027-04-04', '2027-10-03', '2027-10-30', '2027-10-31', '2027-11-07', '2027-01-15', '2027-07-15'];
    for (const zone of ZONES) {
      const id = ZoneId.of(zone);
      for (const date of days) {
        for (let minute = 0; minute < 24 * 60; minute += date.endsWith('15') ? 97 : 17) {
          const expected = LocalDateTime.of(LocalDate.parse(date), LocalTime.MIDNIGHT).plusMinutes(minute).atZone(id).toInstant().toEpochMilli();
          const got = epochMsAt(date, minute, zone);
          if (got !== expected) expect({ zone, date, minute, got: new Date(got).toISOString() }).toEqual({ zone, date, minute, got: new Date(expected).toISOString() });
        }
        expect(startOfDayIn(new Date(`${date}T12:00:00Z`), zone).getTime()).toBe(
          LocalDate.parse(localParts(`${date}T12:00:00Z`, zone).date)
            .atStartOfDay(id)
            .toInstant()
            .toEpochMilli(),
        );
      }
      // Read once per UTC day, per instant on a day with a clock change: every 367 minutes of 2027 as js-joda has it.
      for (let ms = Date.UTC(2027, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 367 * 60_000) {
        if (zoneOffsetMs(ms, zone) / 1000 !== id.rules().offsetOfEpochMilli(ms).totalSeconds()) expect({ zone, at: new Date(ms).toISOString() }).toBe('the same offset');
      }
      for (const at of ['2027-03-28T01:00:00.500Z', '1990-06-01T00:00:00Z', '2040-12-31T23:59:59Z']) {
        expect(zoneOffsetMs(Date.parse(at), zone) / 1000).toBe(id.rules().offsetOfEpochMilli(Date.parse(at)).totalSeconds());
      }
    }
  });

  it('counts dates as js-joda does: epoch days, ISO weekdays, months; refuses a date that does not exist', () => {
    for (const date of ['1970-01-01', '2027-02-28', '2028-02-29', '2027-12-31', '1969-12-31', '2027-05-17']) {
      const d = LocalDate.parse(date);
      expect(epochDay(date)).toBe(d.toEpochDay());
      expect(isoWeekday(date)).toBe(d.dayOfWeek().value());
      expect(firstOfMonth(date)).toBe(d.withDayOfMonth(1).toString());
      expect(firstOfMonth(date, 1)).toBe(d.withDayOfMonth(1).plusMonths(1).toString());
      expect(validDate(date)).toBe(date);
    }
    for (const bad of ['2027-02-30', '2027-13-01', '27-01-01', 'today']) {
      expect(validDate(bad)).toBeNull();
      expect(() => epochDay(bad)).toThrow(RangeError);
    }
    expect(() => epochMsAt('2027-03-01', 0, 'Mars/Olympus')).toThrow();
  });
});
