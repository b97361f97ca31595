import { localParts } from './local-time';
import { fitsHours, hoursOn, timeRefusal, weekdayOf, type HoursField, type TimeRefusal, type TimeRuleOptions } from './opening-hours';
import { parseIsoDate, recurrenceDates, recurrenceFieldsProblems, seriesSlots, type RecurrenceFields } from './recurrence';
import { todayIn, type DayGrid } from './schedule';

/**
 * What the console offers before it asks the server, on the creation rule of `opening-hours.ts`
 * (one rule: these only apply it). Pure.
 */

/** The new-booking dialog's duration: the schedule offers a slot only where a booking this long fits. */
export const DEFAULT_BOOKING_MINUTES = 90;

/**
 * A row of a field's day on the schedule: `open` (a booking of the default duration may start
 * there), `closed` (the field is closed at that row), `too_late` (open, but the default duration
 * runs past closing) or `past` (it would start in the past, beyond the desk's grace).
 */
export type SlotOffer = 'open' | 'closed' | 'too_late' | 'past';

/**
 * The first minute (from the local midnight of `date`) a booking may start at on that date:
 * -Infinity on a coming day, Infinity on a day gone, now less the grace today. Once per day drawn
 * (the zone's arithmetic is here, not per slot).
 */
export function earliestStart(date: string, options: Pick<TimeRuleOptions, 'zone' | 'now' | 'graceMinutes'>): number {
  const today = todayIn(options.zone, new Date(options.now));
  if (date > today) return -Infinity;
  if (date < today) return Infinity;
  return localParts(options.now, options.zone).minute - (options.graceMinutes ?? 0);
}

/**
 * `earliestStart` on the grid's rows: the first row a booking may start at. The schedule's columns
 * take it as a prop, so they redraw when a row passes, not every minute.
 */
export function earliestRow(date: string, grid: DayGrid, options: Pick<TimeRuleOptions, 'zone' | 'now' | 'graceMinutes'>): number {
  const minute = earliestStart(date, options);
  return Number.isFinite(minute) ? grid.from + Math.ceil((minute - grid.from) / grid.step) * grid.step : minute;
}

/**
 * Which rows of a field's day the schedule offers: one `SlotOffer` per row of `grid`, for a booking
 * of `minutes` starting no earlier than `earliest` (see `earliestStart`). Minutes arithmetic only:
 * the schedule asks it for every column it draws.
 */
export function slotOffers(field: Pick<HoursField, 'schedule'>, date: string, grid: DayGrid, minutes: number, earliest: number): SlotOffer[] {
  const hours = hoursOn(field, weekdayOf(date));
  const offers: SlotOffer[] = [];
  for (let m = grid.from; m < grid.to; m += grid.step) {
    if (!fitsHours(hours, m, grid.step)) offers.push('closed');
    else if (m < earliest) offers.push('past');
    else if (!fitsHours(hours, m, minutes)) offers.push('too_late');
    else offers.push('open');
  }
  return offers;
}

/** The instants of a booking from a local date and `HH:mm` in the facility's zone, lasting `minutes` (DST as a series date). */
export function localSlot(date: string, time: string, minutes: number, zone: string): { start: string; end: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time) || !(minutes > 0)) return null;
  try {
    const [slot] = seriesSlots([date], { time, minutes, zone });
    return slot ? { start: slot.start.toISOString(), end: slot.end.toISOString() } : null;
  } catch {
    return null; // not a real date or time (e.g. 2027-02-30)
  }
}

/** Why a booking at a local date and time may not be made (`timeRefusal` of its instants), or null; an unreadable time is left to the form's own checks. */
export function localTimeRefusal(field: Pick<HoursField, 'schedule'>, date: string, time: string, minutes: number, options: TimeRuleOptions): TimeRefusal | null {
  const slot = localSlot(date, time, minutes, options.zone);
  return slot ? timeRefusal(field, slot.start, slot.end, options) : null;
}

/**
 * Why a series may not be made: the first refusal of its dates (the first date may be in the past;
 * each weekday of the series must fit the field's hours of that weekday, named in the refusal), or
 * null. The first date of each weekday stands for that weekday (the same wall-clock time). A rule
 * that gives no dates is left to the series' own checks.
 */
export function seriesTimeRefusal(field: Pick<HoursField, 'schedule'>, series: RecurrenceFields & { time: string; minutes: number }, options: TimeRuleOptions): TimeRefusal | null {
  if (recurrenceFieldsProblems(series).length > 0) return null;
  const dates = recurrenceDates({ start: parseIsoDate(series.startDate)!, everyWeeks: series.everyWeeks, weekdays: series.weekdays, until: parseIsoDate(series.endDate)! });
  const seen = new Set<number>();
  for (const day of dates) {
    const date = day.toString();
    const weekday = weekdayOf(date);
    if (seen.has(weekday)) continue;
    seen.add(weekday);
    const refusal = localTimeRefusal(field, date, series.time, series.minutes, options);
    if (refusal) return refusal;
    if (seen.size === 7) break;
  }
  return null;
}
