import { describe, expect, it } from 'vitest';
import { fitsHours, hoursOn, timeRefusal, weekdayOf, type WeekdayHours } from './opening-hours';

const open = (o: string, c: string): WeekdayHours => ({ open: o, close: c, closed: false });
const closed: WeekdayHours = { open: '08:00', close: '23:00', closed: true };
/** Open 08:00–23:00 Monday to Saturday, closed on Sunday. */
const field = { name: 'Pista 1', schedule: [...Array.from({ length: 6 }, () => open('08:00', '23:00')), closed] };
const zone = 'Europe/Madrid';
// Wednesday 2027-03-03 (CET, UTC+1): 10:00 local is 09:00Z.
const NOW = '2027-03-01T08:00:00.000Z';
const opts = { zone, now: NOW, durations: 'choices' as const };

describe('creation rules: opening hours, past, duration', () => {
  it('knows the weekday of a local date (Monday 0)', () => {
    expect(weekdayOf('2027-03-01')).toBe(0);
    expect(weekdayOf('2027-03-03')).toBe(2);
    expect(weekdayOf('2027-03-07')).toBe(6);
  });

  it('accepts a booking wholly inside the hours, up to the closing minute', () => {
    expect(timeRefusal(field, '2027-03-03T09:00:00Z', '2027-03-03T10:30:00Z', opts)).toBeNull();
    expect(timeRefusal(field, '2027-03-03T07:00:00Z', '2027-03-03T08:00:00Z', opts)).toBeNull(); // 08:00–09:00
    expect(timeRefusal(field, '2027-03-03T20:30:00Z', '2027-03-03T22:00:00Z', opts)).toBeNull(); // 21:30–23:00
  });

  it('refuses before opening, past closing and across midnight, naming the hours', () => {
    const hours = { code: 'outside_hours', weekday: 2, open: 8 * 60, close: 23 * 60 };
    expect(timeRefusal(field, '2027-03-03T02:00:00Z', '2027-03-03T03:00:00Z', opts)).toEqual(hours); // 03:00
    expect(timeRefusal(field, '2027-03-03T21:30:00Z', '2027-03-03T23:00:00Z', opts)).toEqual(hours); // 22:30 for 90
    expect(timeRefusal(field, '2027-03-03T22:30:00Z', '2027-03-04T00:30:00Z', opts)).toEqual(hours); // 23:30 → 01:30
  });

  it('refuses a weekday the field is closed', () => {
    expect(timeRefusal(field, '2027-03-07T09:00:00Z', '2027-03-07T10:00:00Z', opts)).toEqual({ code: 'field_closed', weekday: 6 });
  });

  it('refuses the past, with the desk grace when given', () => {
    expect(timeRefusal(field, '2020-01-06T09:00:00Z', '2020-01-06T10:00:00Z', opts)).toEqual({ code: 'start_in_past' });
    const now = '2027-03-03T09:10:00Z';
    expect(timeRefusal(field, '2027-03-03T09:00:00Z', '2027-03-03T10:00:00Z', { ...opts, now })).toEqual({ code: 'start_in_past' });
    expect(timeRefusal(field, '2027-03-03T09:00:00Z', '2027-03-03T10:00:00Z', { ...opts, now, graceMinutes: 15 })).toBeNull();
    expect(timeRefusal(field, '2027-03-03T09:00:00Z', '2027-03-03T10:00:00Z', { ...opts, now: '2027-03-03T09:16:00Z', graceMinutes: 15 })).toEqual({ code: 'start_in_past' });
  });

  it('takes only the duration choices for a booking, any range for a blocked time', () => {
    expect(timeRefusal(field, '2027-03-03T09:00:00Z', '2027-03-03T09:45:00Z', opts)).toEqual({ code: 'duration_not_allowed' });
    expect(timeRefusal(field, '2027-03-03T09:00:00Z', '2027-03-03T09:45:00Z', { ...opts, durations: 'any' })).toBeNull();
    expect(timeRefusal(field, '2027-03-03T09:00:00Z', '2027-03-03T09:00:00Z', opts)).toEqual({ code: 'invalid_range' });
  });

  it('reads the hours in the facility zone across a DST change', () => {
    // Sunday 2027-03-28 Madrid goes to CEST (UTC+2); Monday 29th 08:00 local is 06:00Z.
    expect(timeRefusal(field, '2027-03-29T06:00:00Z', '2027-03-29T07:00:00Z', opts)).toBeNull();
    expect(timeRefusal(field, '2027-03-29T05:30:00Z', '2027-03-29T06:30:00Z', { ...opts, durations: 'any' })).toMatchObject({ code: 'outside_hours' });
  });

  it('offers a slot only where the duration fits', () => {
    expect(fitsHours(hoursOn(field, 2), 21 * 60 + 30, 90)).toBe(true);
    expect(fitsHours(hoursOn(field, 2), 22 * 60, 90)).toBe(false);
    expect(fitsHours(hoursOn(field, 6), 10 * 60, 60)).toBe(false);
    expect(fitsHours(hoursOn({ schedule: Array.from({ length: 7 }, () => open('00:00', '24:00')) }, 0), 23 * 60, 60)).toBe(true);
  });
});

describe('creation rules: the message', () => {
  it('names the field, its hours in the facility clock and the weekday', async () => {
    const { timeRefusalText } = await import('./opening-hours');
    const { en, es } = await import('../i18n/messages');
    const i18next = (await import('i18next')).default.createInstance();
    await i18next.init({ resources: { en: { translation: en }, es: { translation: es } }, lng: 'en', interpolation: { escapeValue: false }, showSupportNotice: false });
    const refusal = timeRefusal(field, '2027-03-03T21:30:00Z', '2027-03-03T23:00:00Z', opts)!;
    const text = timeRefusalText(refusal, 'Pista 1', false);
    expect(i18next.t(text.key, text.params)).toBe('Pista 1 is open 08:00–23:00 on Wednesdays');
    expect(i18next.t(text.key, { ...timeRefusalText(refusal, 'Court 1', true).params, lng: 'en' })).toBe('Court 1 is open 8:00 AM–11:00 PM on Wednesdays');
    expect(i18next.getFixedT('es')(text.key, text.params)).toBe('Pista 1 abre de 08:00 a 23:00 los miércoles');
    const sunday = timeRefusalText(timeRefusal(field, '2027-03-07T09:00:00Z', '2027-03-07T10:00:00Z', opts)!, 'Pista 1', false);
    expect(i18next.getFixedT('es')(sunday.key, sunday.params)).toBe('Pista 1 está cerrada los domingos');
  });
});
