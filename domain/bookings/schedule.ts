import { clockLabel, dateOfEpochDay, epochDay, isoWeekday, shiftDate, startOfDate, todayIn, zoneOffsetMs } from '../time/local';
// Their home is ../time/local (Intl, no js-joda: the console loads no zone data of its own).
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

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(\.\d{1,9})?)?$/;

/** Minutes from midnight of `HH:mm` or `HH:mm:ss` ('24:00' is the end of the day); a RangeError for any other text. */
export function minutesOf(hhmm: string): number {
  if (hhmm === '24:00') return 24 * 60;
  const m = HH_MM.exec(hhmm);
  if (!m) throw new RangeError(`not a time of day: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]) + Number(m[3] ?? 0) / 60 + Number(m[4] ?? 0) / 60;
}

// A schedule day asks the weekday of its date once per slot: each date is parsed once.
const weekdays = new Map<string, number>();
/** Monday 0 … Sunday 6. */
const weekdayIndex = (date: string) => weekdays.get(date) ?? weekdays.set(date, isoWeekday(date) - 1).get(date)!;

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
  return { from: startOfDate(date, zone), to: startOfDate(shiftDate(date, 1), zone) };
}

// A schedule day places hundreds of bookings: each day is read once (zoneOffsetMs keeps each instant's offset).
const epochDays = new Map<string, number>();
const epochDayOf = (date: string) => epochDays.get(date) ?? epochDays.set(date, epochDay(date)).get(date)!;

/** Local wall-clock minutes from midnight of `date` in `zone` for an instant (may fall outside 0–1440). */
export function localMinutes(instant: string, date: string, zone: string): number {
  // The zone's offset at that instant, then plain arithmetic (no date-time object per booking).
  const epochMs = Date.parse(instant);
  return (epochMs + zoneOffsetMs(epochMs, zone)) / 60_000 - epochDayOf(date) * 24 * 60;
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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `Mon, 6 Mar 2028` in a language (the console's, a reader's), for a `YYYY-MM-DD` date (no zone arithmetic: it is a calendar date). */
export function dayLabel(date: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) dayFormats.set(language, (format = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A booking's day and hours in the facility's zone and clock: `Mon, 6 Mar 2028` and `18:00–19:30` (or `6:00 PM–7:30 PM`). */
export function bookingDayAndHours(booking: { start_at: string; end_at: string }, zone: string, twelveHour: boolean, language: string): { day: string; hours: string } {
  const date = todayIn(zone, new Date(booking.start_at));
  return { day: dayLabel(date, language), hours: spanLabel(booking, date, zone, twelveHour) };
}

/** A booking's date and time in the facility's zone: `Mon, 6 Mar 2028 18:00–19:30`. */
export function bookingWhen(booking: { start_at: string; end_at: string }, zone: string, twelveHour: boolean, language: string): string {
  const { day, hours } = bookingDayAndHours(booking, zone, twelveHour, language);
  return `${day} ${hours}`;
}

/** `18:00–19:30` of local minutes already known (a placed booking's). */
export const minutesSpanLabel = (start: number, end: number, twelveHour: boolean) => `${clockLabel(start, twelveHour)}–${clockLabel(end, twelveHour)}`;

/** The seven dates (Monday first) of the week holding `date`: the columns of the week view. */
export function weekDays(date: string): string[] {
  const monday = epochDay(date) - (isoWeekday(date) - 1);
  return Array.from({ length: 7 }, (_, i) => dateOfEpochDay(monday + i));
}

/** The rows of a field's week: from its earliest opening to its latest closing over the seven days. */
export function weekGrid(field: ScheduleField, days: readonly string[]): DayGrid {
  const grids = days.map((d) => dayGrid([field], d));
  return { from: Math.min(...grids.map((g) => g.from)), to: Math.max(...grids.map((g) => g.to)), step: grids[0]?.step ?? 60 };
}
