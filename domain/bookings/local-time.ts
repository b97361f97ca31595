import '@js-joda/timezone';
import { Instant, LocalDate, LocalDateTime, LocalTime, ZoneId } from '@js-joda/core';
import { clockLabel } from './schedule';

/** The facility's local date (`YYYY-MM-DD`) and minutes from midnight of an instant. */
export function localParts(instant: string, zone: string): { date: string; minute: number } {
  const local = LocalDateTime.ofInstant(Instant.parse(instant), ZoneId.of(zone));
  return { date: local.toLocalDate().toString(), minute: local.hour() * 60 + local.minute() };
}

/** The instant (ISO) of a local date and minutes from midnight in `zone`: the inverse of `localParts`. */
export function instantAt(date: string, minute: number, zone: string): string {
  const local = LocalDateTime.of(LocalDate.parse(date), LocalTime.MIDNIGHT).plusMinutes(minute);
  return new Date(local.atZone(ZoneId.of(zone)).toInstant().toEpochMilli()).toISOString();
}

/** `2027-05-03 18:00` (or `2027-05-03 6:00 PM`): an instant in the facility's zone and clock. */
export function instantLabel(instant: string, zone: string, twelveHour: boolean): string {
  const { date, minute } = localParts(instant, zone);
  return `${date} ${clockLabel(minute, twelveHour)}`;
}

/** Whole minutes between two instants (a booking's duration). */
export const minutesBetween = (start: string, end: string): number => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
