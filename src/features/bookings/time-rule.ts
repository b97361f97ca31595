import type { TFunction } from 'i18next';
import { BOOKING_START_GRACE_MINUTES, timeRefusalText, type TimeRefusal, type TimeRuleOptions } from '../../../domain/bookings/opening-hours';
import type { ApiError } from '../../api/client';

/**
 * The creation rule (domain/bookings/opening-hours.ts) as the booking screens ask it: in the
 * facility's zone, at this instant, with the desk's grace; the server asks the same rule again and
 * answers E400 with the same sentence when the clock has moved on meanwhile.
 */
export const timeRuleOptions = (zone: string, durations: TimeRuleOptions['durations']): TimeRuleOptions => ({
  zone,
  now: new Date().toISOString(),
  durations,
  graceMinutes: BOOKING_START_GRACE_MINUTES,
});

/** A refusal as the sentence shown on the time input ("Pista 1 is open 08:00–23:00 on Wednesdays"). */
export function timeRefusalMessage(t: TFunction, refusal: TimeRefusal, fieldName: string, twelveHour: boolean): string {
  const { key, params } = timeRefusalText(refusal, fieldName, twelveHour);
  return t(key, params);
}

/** The message of an E400 answer to show on the time input: its error for `field` if it names one, else its text when it names no field (a refused time). */
export function serverTimeMessage(error: ApiError, field = 'time'): string | null {
  if (error.code !== 'E400') return null;
  const fields = error.fields;
  return fields[field] ?? (Object.keys(fields).length === 0 ? error.text : null);
}
