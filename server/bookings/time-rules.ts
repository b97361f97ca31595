import { timeRefusal, timeRefusalText, type TimeRefusal, type TimeRuleOptions } from '../../domain/bookings/opening-hours';
import { DomainError } from '../domain-error';
import type { FacilityRow, FieldRow } from './access';

type TimeOptions = Omit<TimeRuleOptions, 'zone' | 'now'> & { now: Date; input?: string };

/** The rule's refusal of one slot at the facility, or null. */
function refusalAt(facility: Pick<FacilityRow, 'timezone'>, field: Pick<FieldRow, 'schedule'>, start: Date, end: Date, options: TimeOptions) {
  return timeRefusal(field, start.toISOString(), end.toISOString(), { zone: facility.timezone, now: options.now.toISOString(), durations: options.durations, graceMinutes: options.graceMinutes ?? 0 });
}

/** E400 naming the hours in the facility's clock, on the time input. */
function refused(facility: Pick<FacilityRow, 'time_format'>, field: Pick<FieldRow, 'name'>, refusal: TimeRefusal, input = 'time'): DomainError {
  const { key, params } = timeRefusalText(refusal, field.name, facility.time_format.includes('12'));
  return new DomainError('E400', { key, params }, { refusal: refusal.code }, { [input]: { key, params } });
}

/**
 * The creation-time rule of domain/bookings/opening-hours.ts at the server's edge of it: when a
 * booking of `field` from `start` to `end` may not be made (outside the field's hours for that
 * weekday in the facility's zone, in the past, a duration not offered), E400 whose message names
 * the hours in the facility's clock ("Pista 1 is open 08:00–23:00 on Wednesdays"), the same text
 * on the time input (`data.fields[input]`).
 */
export function assertBookableTime(facility: Pick<FacilityRow, 'timezone' | 'time_format'>, field: Pick<FieldRow, 'name' | 'schedule'>, start: Date, end: Date, options: TimeOptions): void {
  const refusal = refusalAt(facility, field, start, end, options);
  if (refusal) throw refused(facility, field, refusal, options.input);
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
  options: TimeOptions,
): S[] {
  const future: S[] = [];
  for (const slot of slots) {
    const refusal = refusalAt(facility, field, slot.start, slot.end, options);
    if (refusal?.code === 'start_in_past') continue;
    if (refusal) throw refused(facility, field, refusal, options.input);
    future.push(slot);
  }
  return future;
}
