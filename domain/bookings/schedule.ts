import '@js-joda/timezone';
import { LocalDate, LocalTime, ZoneId } from '@js-joda/core';
import { clockLabel } from '../time/local';
// Their home is ../time/local (no js-joda: screens that only show instants import them from there).
export { clockLabel, shiftDate, todayIn } from '../time/local';

/**
 * The day view of the schedule, as data: rows by time within the facility's opening hours, one
 * column per field, bookings placed by their minutes from the start of the day in the facility's
 * time zone (DST-safe). Pure: the console draws it.
 */
export interface ScheduleField {
  readonly id: number;
  readonly name: string;
  /** Monday first: `[{ open, close, closed }]` ('24:00' may close a day). */
  readonly schedule: readonly { open: string; close: string; closed: boolean }[];
  /** Minutes between start times ('15', '30', '60'). */
  readonly chunk_frequency: string;
}

export interface ScheduleBooking {
  readonly id: number;
  readonly field_id: number;
  readonly start_at: string;
  readonly end_at: string;
}

export interface DayGrid {
  /** Minutes from local midnight of the first and the end of the last row. */
  readonly from: number;
  readonly to: number;
  /** Minutes per row: the finest start-time step of the fields. */
  readonly step: number;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Minutes from midnight of `HH:mm` ('24:00' is the end of the day). A schedule asks this thousands
 * of times per day drawn, so the common form is read by hand; any other (`HH:mm:ss`) goes to js-joda.
 */
export function minutesOf(hhmm: string): number {
  if (hhmm === '24:00') return 24 * 60;
  const m = HH_MM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : LocalTime.parse(hhmm).toSecondOfDay() / 60;
}

// A schedule day asks the weekday of its date once per slot: each date is parsed once.
const weekdays = new Map<string, number>();
/** Monday 0 … Sunday 6. */
const weekdayIndex = (date: string) => weekdays.get(date) ?? weekdays.set(date, LocalDate.parse(date).dayOfWeek().value() - 1).get(date)!;

/** The rows of a day: from the earliest opening to the latest closing of the fields that open that weekday (08:00–22:00 when none does). */
export function dayGrid(fields: readonly ScheduleField[], date: string): DayGrid {
  const weekday = weekdayIndex(date);
  const open = fields.map((f) => f.schedule[weekday]).filter((d): d is NonNullable<typeof d> => Boolean(d) && !d!.closed);
  const step = Math.min(60, ...fields.map((f) => Number(f.chunk_frequency) || 60));
  if (open.length === 0) return { from: 8 * 60, to: 22 * 60, step };
  const from = Math.min(...open.map((d) => minutesOf(d.open)));
  const to = Math.max(...open.map((d) => minutesOf(d.close)));
  return { from: Math.floor(from / step) * step, to: Math.ceil(to / step) * step, step };
}

/** The instants a local day of `zone` spans: [start, end). */
export function dayWindow(date: string, zone: string): { from: Date; to: Date } {
  const id = ZoneId.of(zone);
  const day = LocalDate.parse(date);
  const ms = (d: LocalDate) => d.atStartOfDay(id).toInstant().toEpochMilli();
  return { from: new Date(ms(day)), to: new Date(ms(day.plusDays(1))) };
}

// A schedule day places hundreds of bookings: the zone's rules and the day are looked up once each.
const zones = new Map<string, ZoneId>();
const zoneOf = (zone: string) => zones.get(zone) ?? zones.set(zone, ZoneId.of(zone)).get(zone)!;
const epochDays = new Map<string, number>();
const epochDayOf = (date: string) => epochDays.get(date) ?? epochDays.set(date, LocalDate.parse(date).toEpochDay()).get(date)!;

/** Local wall-clock minutes from midnight of `date` in `zone` for an instant (may fall outside 0–1440). */
export function localMinutes(instant: string, date: string, zone: string): number {
  // The zone's offset at that instant, then plain arithmetic (no date-time object per booking).
  const epochMs = Date.parse(instant);
  const offsetSeconds = zoneOf(zone).rules().offsetOfEpochMilli(epochMs).totalSeconds();
  return (epochMs / 1000 + offsetSeconds) / 60 - epochDayOf(date) * 24 * 60;
}

export interface PlacedBooking<B extends ScheduleBooking> {
  readonly booking: B;
  /** Minutes from the grid's first row, clipped to the grid. */
  readonly top: number;
  readonly length: number;
  /** Its local start and end, minutes from the day's midnight (not clipped): its time label. */
  readonly startMinute: number;
  readonly endMinute: number;
}

/** Each booking of the day placed in its field's column; bookings outside the grid are left out. */
export function placeBookings<B extends ScheduleBooking>(bookings: readonly B[], grid: DayGrid, date: string, zone: string): PlacedBooking<B>[] {
  return bookings.flatMap((booking) => {
    const startMinute = localMinutes(booking.start_at, date, zone);
    const endMinute = localMinutes(booking.end_at, date, zone);
    const start = Math.max(startMinute, grid.from);
    const end = Math.min(endMinute, grid.to);
    return end > start ? [{ booking, top: start - grid.from, length: end - start, startMinute, endMinute }] : [];
  });
}

/** `18:00–19:30` (or `6:00 PM–7:30 PM`): a booking's time on the schedule day `date` of `zone`. */
export function spanLabel(booking: { start_at: string; end_at: string }, date: string, zone: string, twelveHour: boolean): string {
  return minutesSpanLabel(localMinutes(booking.start_at, date, zone), localMinutes(booking.end_at, date, zone), twelveHour);
}

/** `18:00–19:30` of local minutes already known (a placed booking's). */
export const minutesSpanLabel = (start: number, end: number, twelveHour: boolean) => `${clockLabel(start, twelveHour)}–${clockLabel(end, twelveHour)}`;

/** The seven dates (Monday first) of the week holding `date`: the columns of the week view. */
export function weekDays(date: string): string[] {
  const day = LocalDate.parse(date);
  const monday = day.minusDays(day.dayOfWeek().value() - 1);
  return Array.from({ length: 7 }, (_, i) => monday.plusDays(i).toString());
}

/** The rows of a field's week: from its earliest opening to its latest closing over the seven days. */
export function weekGrid(field: ScheduleField, days: readonly string[]): DayGrid {
  const grids = days.map((d) => dayGrid([field], d));
  return { from: Math.min(...grids.map((g) => g.from)), to: Math.max(...grids.map((g) => g.to)), step: grids[0]?.step ?? 60 };
}
