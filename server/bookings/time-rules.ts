import { timeRefusal, timeRefusalText, type TimeRuleOptions } from '../../domain/bookings/opening-hours';
import { DomainError } from '../domain-error';
import type { FacilityRow, FieldRow } from './access';

/**
 * The creation-time rule of domain/bookings/opening-hours.ts at the server's edge of it: when a
 * booking of `field` from `start` to `end` may not be made (outside the field's hours for that
 * weekday in the facility's zone, in the past, a duration not offered), E400 whose message names
 * the hours in the facility's clock ("Pista 1 is open 08:00–23:00 on Wednesdays"), the same text
 * on the time input (`data.fields[input]`).
 */
export function assertBookableTime(
  facility: Pick<FacilityRow, 'timezone' | 'time_format'>,
  field: Pick<FieldRow, 'name' | 'schedule'>,
  start: Date,
  end: Date,
  options: Omit<TimeRuleOptions, 'zone' | 'now'> & { now: Date; input?: string },
): void {
  const refusal = timeRefusal(field, start.toISOString(), end.toISOString(), { zone: facility.timezone, now: options.now.toISOString(), durations: options.durations, graceMinutes: options.graceMinutes ?? 0 });
  if (!refusal) return;
  const { key, params } = timeRefusalText(refusal, field.name, facility.time_format.includes('12'));
  throw new DomainError('E400', { key, params }, { refusal: refusal.code }, { [options.input ?? 'time']: { key, params } });
}

/**
 * The dates of a series (or a repeating blocked time) that may be booked: those already past are
 * left out (never created); a date whose time does not fit the field's hours of its weekday
 * refuses the whole series with E400 naming the hours (the series' one time cannot be booked on
 * that weekday, so no choice of dates would help).
 */
export function bookableSlots<S extends { start: Date; end: Date }>(
  facility: Pick<FacilityRow, 'timezone' | 'time_format'>,
  field: Pick<FieldRow, 'name' | 'schedule'>,
  slots: readonly S[],
  options: Omit<TimeRuleOptions, 'zone' | 'now'> & { now: Date; input?: string },
): S[] {
  const rule = { zone: facility.timezone, now: options.now.toISOString(), durations: options.durations, graceMinutes: options.graceMinutes ?? 0 };
  const future = slots.filter((s) => timeRefusal(field, s.start.toISOString(), s.end.toISOString(), rule)?.code !== 'start_in_past');
  for (const slot of future) assertBookableTime(facility, field, slot.start, slot.end, options);
  return future;
}
