/**
 * Reading an instant in a facility's zone, with the platform's own IANA zone database (Intl): the
 * labels and dates of lists, receipts and pickers. No js-joda here, so a screen that only shows
 * instants does not load js-joda and its zone data (about 80 KB gzip): the schedule's grid, the
 * forms' local-to-instant conversions and recurrence stay with js-joda (./zone.ts, ../bookings/).
 */

import { pickLanguage } from '../constants';
import { formatDateInput } from './date-input';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (zone: string) =>
  formats.get(zone) ??
  formats.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })).get(zone)!;

/** The facility's local date (`YYYY-MM-DD`) and minutes from midnight of an instant (ISO). */
export function localParts(instant: string, zone: string): { date: string; minute: number } {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) throw new RangeError(`not an instant: ${instant}`);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatIn(zone).formatToParts(at)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** `HH:mm` of minutes from midnight, or with AM/PM on a 12-hour clock. */
export function clockLabel(minutes: number, twelveHour: boolean): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = String(minutes % 60).padStart(2, '0');
  if (!twelveHour) return `${String(h).padStart(2, '0')}:${m}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * `2027-05-03 18:00` (or `2027-05-03 6:00 PM`): an instant in the facility's zone and clock. With the
 * reader's language (what a screen shows), the date is written as that language's date inputs write
 * it: `03/05/2027 18:00` in Spanish, `05/03/2027 6:00 PM` in English.
 */
export function instantLabel(instant: string, zone: string, twelveHour: boolean, language?: string): string {
  const { date, minute } = localParts(instant, zone);
  return `${language === undefined ? date : formatDateInput(date, pickLanguage(language))} ${clockLabel(minute, twelveHour)}`;
}

/** Today's date in a zone (the schedule opens on the facility's today). */
export const todayIn = (zone: string, now: Date): string => localParts(now.toISOString(), zone).date;

/** The date `days` after (or before) a date (`YYYY-MM-DD`). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = (offset: number) => new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || day(0) !== date) throw new RangeError(`not a date: ${date}`);
  return day(days);
}
