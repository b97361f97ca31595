import { describe, expect, it } from 'vitest';
import { clockLabel, spanLabel, dayGrid, dayWindow, localMinutes, minutesOf, minutesSpanLabel, placeBookings, shiftDate, todayIn, weekDays, weekGrid, type ScheduleField } from './schedule';

const week = (open: string, close: string) => Array.from({ length: 7 }, (_, i) => ({ open, close, closed: i === 6 }));
const fields: ScheduleField[] = [
  { id: 1, name: 'Pista 1', schedule: week('08:00', '23:00'), chunk_frequency: '30' },
  { id: 2, name: 'Pista 2', schedule: week('09:00', '24:00'), chunk_frequency: '60' },
];

describe('the schedule day view', () => {
  it('spans from the earliest opening to the latest closing, at the finest step', () => {
    expect(dayGrid(fields, '2027-03-01')).toEqual({ from: 8 * 60, to: 24 * 60, step: 30 });
    // Sunday: every field closed → a default day.
    expect(dayGrid(fields, '2027-03-07')).toEqual({ from: 8 * 60, to: 22 * 60, step: 30 });
  });

  it("reads instants in the facility's zone, across a DST change", () => {
    // Madrid moves to summer time on 2027-03-28: that day has 23 hours.
    const window = dayWindow('2027-03-28', 'Europe/Madrid');
    expect(window.from.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(window.to.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(localMinutes('2027-03-28T08:00:00.000Z', '2027-03-28', 'Europe/Madrid')).toBe(10 * 60);
    expect(localMinutes('2027-03-01T23:30:00.000Z', '2027-03-01', 'Europe/Madrid')).toBe(24 * 60 + 30);
  });

  it('places bookings in their column, clipped to the grid', () => {
    const grid = dayGrid(fields, '2027-03-01');
    const placed = placeBookings(
      [
        { id: 7, field_id: 1, start_at: '2027-03-01T17:00:00.000Z', end_at: '2027-03-01T18:30:00.000Z' },
        { id: 8, field_id: 2, start_at: '2027-03-01T05:00:00.000Z', end_at: '2027-03-01T07:30:00.000Z' },
        { id: 9, field_id: 2, start_at: '2027-03-02T05:00:00.000Z', end_at: '2027-03-02T06:00:00.000Z' },
      ],
      grid,
      '2027-03-01',
      'Europe/Madrid',
    );
    expect(placed.map((p) => [p.booking.id, p.top, p.length])).toEqual([
      [7, 10 * 60, 90],
      [8, 0, 30],
    ]);
    // Its own local times (unclipped) give its label: 06:00–08:30 though the grid starts at 08:00.
    expect(placed.map((p) => minutesSpanLabel(p.startMinute, p.endMinute, false))).toEqual(['18:00–19:30', '06:00–08:30']);
  });

  it('labels times on 24- and 12-hour clocks, and moves between days', () => {
    expect(clockLabel(18 * 60 + 30, false)).toBe('18:30');
    expect(clockLabel(18 * 60 + 30, true)).toBe('6:30 PM');
    expect(clockLabel(0, true)).toBe('12:00 AM');
    expect(clockLabel(12 * 60, true)).toBe('12:00 PM');
    expect(spanLabel({ start_at: '2027-03-01T17:00:00.000Z', end_at: '2027-03-01T18:30:00.000Z' }, '2027-03-01', 'Europe/Madrid', true)).toBe('6:00 PM–7:30 PM');
    expect(shiftDate('2027-02-28', 1)).toBe('2027-03-01');
    expect(todayIn('America/New_York', new Date('2027-03-02T03:00:00Z'))).toBe('2027-03-01');
  });
});

describe('the schedule week view', () => {
  it('shows Monday to Sunday of the week holding the date', () => {
    expect(weekDays('2027-04-07')).toEqual(['2027-04-05', '2027-04-06', '2027-04-07', '2027-04-08', '2027-04-09', '2027-04-10', '2027-04-11']);
    expect(weekDays('2027-04-05')[0]).toBe('2027-04-05');
    expect(weekDays('2027-04-11')[0]).toBe('2027-04-05');
    expect(weekDays('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
  it('spans the field’s earliest opening to its latest closing of the week', () => {
    const week = [...Array(5).fill({ open: '08:00', close: '23:00', closed: false }), { open: '07:00', close: '21:00', closed: false }, { open: '00:00', close: '00:00', closed: true }];
    const field: ScheduleField = { id: 1, name: 'Pista 1', schedule: week, chunk_frequency: '30' };
    expect(weekGrid(field, weekDays('2027-04-07'))).toEqual({ from: 7 * 60, to: 23 * 60, step: 30 });
  });
});

describe('minutesOf', () => {
  it('reads HH:mm, the end of the day and HH:mm:ss', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('07:30')).toBe(450);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('18:15:00')).toBe(1095);
  });

  it('refuses what is not a time of day', () => {
    expect(() => minutesOf('25:00')).toThrow();
    expect(() => minutesOf('noon')).toThrow();
  });
});
