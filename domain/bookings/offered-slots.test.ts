import { describe, expect, it } from 'vitest';
import { earliestRow, earliestStart, localSlot, localTimeRefusal, seriesTimeRefusal, slotOffers } from './offered-slots';
import type { WeekdayHours } from './opening-hours';

const open = (o: string, c: string): WeekdayHours => ({ open: o, close: c, closed: false });
/** Weekdays 08:00–23:00, Saturday 09:00–21:00, closed on Sunday (the demo's shape). */
const field = { name: 'Pista 1', schedule: [...Array.from({ length: 5 }, () => open('08:00', '23:00')), open('09:00', '21:00'), { ...open('08:00', '23:00'), closed: true }] };
const zone = 'Europe/Madrid';
// Monday 2027-03-01, 10:10 in Madrid (CET, UTC+1).
const now = '2027-03-01T09:10:00.000Z';
const rule = { zone, now, durations: 'choices' as const, graceMinutes: 15 };
const grid = { from: 8 * 60, to: 23 * 60, step: 30 };
const at = (offers: string[], minute: number) => offers[(minute - grid.from) / grid.step];

describe('the slots the schedule offers', () => {
  it('offers a row only where the default duration fits before closing', () => {
    const offers = slotOffers(field, '2027-03-03', grid, 90, -Infinity); // a Wednesday
    expect(offers).toHaveLength(30);
    expect(at(offers, 8 * 60)).toBe('open');
    expect(at(offers, 21 * 60 + 30)).toBe('open'); // 21:30–23:00
    expect(at(offers, 22 * 60)).toBe('too_late');
    expect(at(offers, 22 * 60 + 30)).toBe('too_late');
    // A shorter default fits later.
    expect(at(slotOffers(field, '2027-03-03', grid, 60, -Infinity), 22 * 60)).toBe('open');
  });

  it('marks the rows the field is closed, on that weekday', () => {
    const saturday = slotOffers(field, '2027-03-06', grid, 90, -Infinity);
    expect(at(saturday, 8 * 60 + 30)).toBe('closed');
    expect(at(saturday, 9 * 60)).toBe('open');
    expect(at(saturday, 19 * 60 + 30)).toBe('open'); // 19:30–21:00
    expect(at(saturday, 20 * 60)).toBe('too_late');
    expect(at(saturday, 21 * 60)).toBe('closed');
    expect(new Set(slotOffers(field, '2027-03-07', grid, 90, -Infinity))).toEqual(new Set(['closed']));
  });

  it('offers nothing in the past, allowing the desk grace today', () => {
    expect(earliestStart('2027-03-02', rule)).toBe(-Infinity);
    expect(earliestStart('2027-02-28', rule)).toBe(Infinity);
    expect(earliestStart('2027-03-01', rule)).toBe(10 * 60 + 10 - 15);
    // On the rows: 09:55 → the 10:00 row is the first offered, 09:30 is past.
    const earliest = earliestRow('2027-03-01', grid, rule);
    expect(earliest).toBe(10 * 60);
    const today = slotOffers(field, '2027-03-01', grid, 90, earliest);
    expect(at(today, 9 * 60 + 30)).toBe('past');
    expect(at(today, 10 * 60)).toBe('open');
    expect(new Set(slotOffers(field, '2027-02-26', grid, 90, earliestRow('2027-02-26', grid, rule)))).toEqual(new Set(['past']));
  });
});

describe('the creation rule on local dates and times', () => {
  it('reads a local date and time in the facility zone, across DST', () => {
    expect(localSlot('2027-03-01', '18:00', 90, zone)).toEqual({ start: '2027-03-01T17:00:00.000Z', end: '2027-03-01T18:30:00.000Z' });
    expect(localSlot('2027-07-01', '18:00', 60, zone)).toEqual({ start: '2027-07-01T16:00:00.000Z', end: '2027-07-01T17:00:00.000Z' });
    expect(localSlot('2027-02-30', '18:00', 60, zone)).toBeNull();
    expect(localSlot('2027-03-01', '', 60, zone)).toBeNull();
  });

  it('refuses 30 minutes before closing for 90 minutes, naming the hours of that weekday', () => {
    expect(localTimeRefusal(field, '2027-03-03', '22:30', 90, rule)).toEqual({ code: 'outside_hours', weekday: 2, open: 8 * 60, close: 23 * 60 });
    expect(localTimeRefusal(field, '2027-03-03', '21:30', 90, rule)).toBeNull();
    expect(localTimeRefusal(field, '2027-03-01', '09:00', 60, rule)).toEqual({ code: 'start_in_past' });
    expect(localTimeRefusal(field, '2027-03-01', '10:00', 60, rule)).toBeNull(); // 10 minutes ago: the grace
  });

  it('refuses a series when one of its weekdays does not fit, naming that weekday', () => {
    const series = { startDate: '2027-03-01', endDate: '2027-03-31', everyWeeks: 1, weekdays: [1, 3], time: '20:00', minutes: 90 };
    expect(seriesTimeRefusal(field, series, rule)).toBeNull();
    // Saturdays close at 21:00.
    expect(seriesTimeRefusal(field, { ...series, weekdays: [1, 6] }, rule)).toEqual({ code: 'outside_hours', weekday: 5, open: 9 * 60, close: 21 * 60 });
    expect(seriesTimeRefusal(field, { ...series, weekdays: [7] }, rule)).toEqual({ code: 'field_closed', weekday: 6 });
    // Starting today at a time gone.
    expect(seriesTimeRefusal(field, { ...series, time: '08:00' }, rule)).toEqual({ code: 'start_in_past' });
    // A rule without dates is the series' own problem.
    expect(seriesTimeRefusal(field, { ...series, weekdays: [] }, rule)).toBeNull();
  });
});
