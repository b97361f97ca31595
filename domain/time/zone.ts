import '@js-joda/timezone';
import { Instant, LocalDate, ZoneId } from '@js-joda/core';

/**
 * Time-zone rules (DESIGN.md §5): instants are stored in UTC and read in the facility's zone with
 * js-joda. The IANA zone database is loaded here, once, for every part that imports this module.
 */

/** The instant the calendar day containing `at` begins in `zone` (DST-safe: a day may start at 01:00). */
export function startOfDayIn(at: Date, zone: string): Date {
  const id = ZoneId.of(zone);
  const day = LocalDate.ofInstant(Instant.ofEpochMilli(at.getTime()), id);
  return new Date(day.atStartOfDay(id).toInstant().toEpochMilli());
}
