import { localParts } from './local-time';
import { clockLabel, minutesOf } from './schedule';
import { isBookingDuration } from './types';

/**
 * When a booking may lie (issue: creation rules): wholly inside its field's opening hours for the
 * weekday it starts on, in the facility's time zone; not starting in the past (staff may record a
 * booking that started up to `BOOKING_START_GRACE_MINUTES` ago: a walk-in at 10:05 is booked at
 * 10:00); with a duration of SPEC §9's choices (a blocked time takes its own range). Pure: the
 * server's booking service refuses with it, and the console offers only what passes it.
 */

/** How long after its start a booking may still be recorded at the desk, in minutes. */
export const BOOKING_START_GRACE_MINUTES = 15;

/** One weekday's hours, Monday first (`'24:00'` may close a day). */
export interface WeekdayHours {
  readonly open: string;
  readonly close: string;
  readonly closed: boolean;
}

export interface HoursField {
  readonly name: string;
  /** Monday first, seven days. */
  readonly schedule: readonly WeekdayHours[];
}

export type TimeRefusal =
  | { code: 'invalid_range' }
  | { code: 'start_in_past' }
  | { code: 'duration_not_allowed' }
  /** The field does not open on this weekday (Monday 0 … Sunday 6). */
  | { code: 'field_closed'; weekday: number }
  /** The booking does not fit the field's hours of that weekday (minutes from local midnight). */
  | { code: 'outside_hours'; weekday: number; open: number; close: number };

export interface TimeRuleOptions {
  /** The facility's IANA time zone. */
  zone: string;
  /** The current instant (ISO). */
  now: string;
  /** `'choices'`: one of SPEC §9's durations (a booking); `'any'`: its own range (a blocked time). */
  durations: 'choices' | 'any';
  /** Minutes after its start a booking may still be made (0: none). */
  graceMinutes?: number;
}

const MINUTE = 60_000;

/** The weekday (Monday 0 … Sunday 6) of a local `YYYY-MM-DD`. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The field's hours on a weekday as minutes from local midnight, or null when it is closed. */
export function hoursOn(field: Pick<HoursField, 'schedule'>, weekday: number): { open: number; close: number } | null {
  const day = field.schedule[weekday];
  if (!day || day.closed) return null;
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  return close > open ? { open, close } : null;
}

/**
 * Why a booking of `field` from `start` to `end` (ISO instants) may not be made, or null when it
 * may. Checked in this order: a real range, not in the past, an offered duration, an open weekday,
 * within the hours (a booking that runs past midnight never fits).
 */
export function timeRefusal(field: Pick<HoursField, 'schedule'>, start: string, end: string, options: TimeRuleOptions): TimeRefusal | null {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return { code: 'invalid_range' };
  if (from < Date.parse(options.now) - (options.graceMinutes ?? 0) * MINUTE) return { code: 'start_in_past' };
  if (options.durations === 'choices' && !isBookingDuration(Math.round((to - from) / MINUTE))) return { code: 'duration_not_allowed' };
  const local = localParts(start, options.zone);
  const weekday = weekdayOf(local.date);
  const hours = hoursOn(field, weekday);
  if (!hours) return { code: 'field_closed', weekday };
  // The end in minutes from the start day's midnight, by the wall clock (DST-safe).
  const endLocal = localParts(end, options.zone);
  const days = Math.round((Date.parse(`${endLocal.date}T00:00:00Z`) - Date.parse(`${local.date}T00:00:00Z`)) / (24 * 60 * MINUTE));
  const endMinute = endLocal.minute + days * 24 * 60;
  if (local.minute < hours.open || endMinute > hours.close) return { code: 'outside_hours', weekday, ...hours };
  return null;
}

/**
 * Whether a booking of `minutes` may start at `startMinute` (local) within a day's hours (`hoursOn`:
 * null when closed): the schedule offers only such slots. The hours are read once for a day's rows.
 */
export function fitsHours(hours: { open: number; close: number } | null, startMinute: number, minutes: number): boolean {
  return hours !== null && startMinute >= hours.open && startMinute + minutes <= hours.close;
}

/**
 * The message of a time refusal: its key (`bookings.hours.<code>`, domain/i18n/booking-refusals.ts)
 * and parameters, the hours in the facility's clock (`twelveHour`). Whoever shows it translates it.
 */
export function timeRefusalText(refusal: TimeRefusal, fieldName: string, twelveHour: boolean): { key: string; params: Record<string, string | number> } {
  const key = `bookings.hours.${refusal.code}`;
  switch (refusal.code) {
    case 'field_closed':
      return { key, params: { field: fieldName, weekday: refusal.weekday } };
    case 'outside_hours':
      return { key, params: { field: fieldName, weekday: refusal.weekday, open: clockLabel(refusal.open, twelveHour), close: clockLabel(refusal.close, twelveHour) } };
    default:
      return { key, params: {} };
  }
}
