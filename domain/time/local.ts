/**
 * Dates and times in a facility's zone, with the platform's own IANA zone database (Intl): an
 * instant read in a zone (labels, the schedule's grid) and back (a local date and time to its
 * instant, a day's start), dates as `YYYY-MM-DD` strings counted in epoch days. No js-joda: the
 * console would load it and its zone data (about 95 KB gzip) with every booking screen. The tests
 * hold these to js-joda's rules (./local.test.ts); the server's own code may still use js-joda.
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

const DAY_MS = 24 * 3600 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from 1970-01-01 of a date (`YYYY-MM-DD`); a RangeError for one that does not exist (2027-02-30). */
export function epochDay(date: string): number {
  const m = ISO_DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`not a date: ${date}`);
  return ms / DAY_MS;
}

/** The date (`YYYY-MM-DD`) of days from 1970-01-01. */
export const dateOfEpochDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `date` when it is a `YYYY-MM-DD` that exists, else null. */
export function validDate(date: string): string | null {
  try {
    epochDay(date);
    return date;
  } catch {
    return null;
  }
}

/** The ISO weekday of a date: Monday 1 … Sunday 7. */
export const isoWeekday = (date: string): number => ((((epochDay(date) + 3) % 7) + 7) % 7) + 1;

/** The date `months` calendar months after a date's first day of the month (`2027-05-17`, 1 → `2027-06-01`). */
export function firstOfMonth(date: string, months = 0): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormatIn = (zone: string) =>
  offsetFormats.get(zone) ??
  offsetFormats
    .set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short' }))
    .get(zone)!;
/** The zone's offset at an instant (epoch ms) as Intl reads it: the wall clock there minus the instant, whole seconds. */
function offsetByIntl(epochMs: number, zone: string): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of offsetFormatIn(zone).formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = new Date(0).setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  const local = wall + ((Number(parts.hour) % 24) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000;
  return local - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

// Intl takes about 0.1 ms per reading and a schedule places hundreds of bookings: the offset is read
// at the ends of the instant's UTC day, and only a day whose ends differ (a clock change) is read per instant.
const dayOffsets = new Map<string, number | null>();
const instantOffsets = new Map<string, number>();

/** The zone's offset from UTC at an instant (epoch ms), in ms: local wall-clock time = instant + offset. */
export function zoneOffsetMs(epochMs: number, zone: string): number {
  const day = Math.floor(epochMs / DAY_MS);
  const dayKey = `${zone} ${day}`;
  let whole = dayOffsets.get(dayKey);
  if (whole === undefined) {
    const first = offsetByIntl(day * DAY_MS, zone);
    whole = first === offsetByIntl((day + 1) * DAY_MS - 1000, zone) ? first : null;
    if (dayOffsets.size > 10_000) dayOffsets.clear();
    dayOffsets.set(dayKey, whole);
  }
  if (whole !== null) return whole;
  const key = `${zone} ${epochMs}`;
  const known = instantOffsets.get(key) ?? offsetByIntl(epochMs, zone);
  if (instantOffsets.size > 10_000) instantOffsets.clear();
  instantOffsets.set(key, known);
  return known;
}

/**
 * The instant (epoch ms) of a local date and minutes from its midnight in `zone` (IANA, read with
 * the platform's Intl). On a clock change: a time the change skips (a gap) moves on by the gap's
 * length (02:30 → 03:30); a time that happens twice (an overlap) takes its first, the earlier offset.
 */
export function epochMsAt(date: string, minute: number, zone: string): number {
  const local = epochDay(date) * DAY_MS + minute * 60_000;
  // The offsets a day before and after: a zone changes its offset at most once in between.
  const before = zoneOffsetMs(local - DAY_MS, zone);
  const after = zoneOffsetMs(local + DAY_MS, zone);
  const valid = [local - before, local - after].filter((t) => zoneOffsetMs(t, zone) === local - t);
  // None valid: a gap, read with the offset before it (the wall clock moves on by the gap).
  return valid.length > 0 ? Math.min(...valid) : local - before;
}

/** The instant (ISO) of a local date and minutes from midnight in `zone`: the inverse of `localParts`. */
export const instantAt = (date: string, minute: number, zone: string): string => new Date(epochMsAt(date, minute, zone)).toISOString();

/** The instant the local day `date` starts in `zone` (its first moment, also when a clock change skips midnight). */
export const startOfDate = (date: string, zone: string): Date => new Date(epochMsAt(date, 0, zone));

/** The instant the calendar day containing `at` begins in `zone` (DST-safe: a day may start at 01:00). */
export const startOfDayIn = (at: Date, zone: string): Date => startOfDate(localParts(at.toISOString(), zone).date, zone);
