import '@js-joda/timezone';
import { LocalDate, LocalDateTime, LocalTime, ZoneId } from '@js-joda/core';
// Their home is ../time/local (no js-joda: screens that only show instants import them from there).
export { instantLabel, localParts } from '../time/local';

/** The instant (ISO) of a local date and minutes from midnight in `zone`: the inverse of `localParts`. */
export function instantAt(date: string, minute: number, zone: string): string {
  const local = LocalDateTime.of(LocalDate.parse(date), LocalTime.MIDNIGHT).plusMinutes(minute);
  return new Date(local.atZone(ZoneId.of(zone)).toInstant().toEpochMilli()).toISOString();
}

/** Whole minutes between two instants (a booking's duration). */
export const minutesBetween = (start: string, end: string): number => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
