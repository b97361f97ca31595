import { dateOfEpochDay, epochDay, epochMsAt, isoWeekday, shiftDate, validDate } from '../time/local';
import { minutesOf } from './schedule';
import type { RecurrenceInput } from './type-schemas';

/**
 * The dates of a recurring reservation (SPEC §4 Recurring creation, §7 /recurring_reservation/):
 * repeat every N weeks on chosen weekdays, from a start date until an end date, both inclusive.
 *
 * Weeks are ISO weeks (Monday to Sunday) counted from the week of the start date: with every 2
 * weeks on Monday and Thursday from Wednesday the 4th, the dates are Thursday the 5th (week 0),
 * then Monday the 16th and Thursday the 19th (week 2), and so on. Dates before the start date in
 * its own week are not part of the series.
 */

/** The longest series: its end date is at most 104 weeks (two years) after its start date. */
export const MAX_SERIES_WEEKS = 104;
/**
 * The most dates one request may create (a series' creation, a batch of `add_dates`, a later end
 * date): the console creates a long series in batches, far smaller. Beside MAX_SERIES_WEEKS it keeps
 * one request's work bounded (issue 14: three 728-date series held the whole API for 6 s).
 */
export const MAX_SERIES_DATES_PER_REQUEST = 104;
/** The messages of both limits (domain/i18n `validation.*`), for the API's field errors and the console's. */
export const seriesTooLongText = { key: 'validation.seriesTooLong', params: { years: MAX_SERIES_WEEKS / 52 } } as const;
export const seriesTooManyDatesText = { key: 'validation.seriesTooManyDates', params: { max: MAX_SERIES_DATES_PER_REQUEST } } as const;
/** The longest repeat interval: once a year. */
export const MAX_EVERY_WEEKS = 52;

/** A date: `YYYY-MM-DD`, or a value whose String() is one (the server's js-joda LocalDate). */
export type DateLike = string | { toString(): string };

export interface RecurrenceRule {
  start: DateLike;
  /** Repeat every N weeks, 1 to MAX_EVERY_WEEKS. */
  everyWeeks: number;
  /** ISO weekdays (Monday 1 to Sunday 7), at least one; order and repeats do not matter. */
  weekdays: readonly number[];
  /** The last day a date may fall on (inclusive). */
  until: DateLike;
}

/** The rule with its dates as `YYYY-MM-DD` (a RangeError for a date that does not exist). */
function plain(rule: RecurrenceRule): RecurrenceRule & { start: string; until: string } {
  const start = String(rule.start);
  const until = String(rule.until);
  epochDay(start);
  epochDay(until);
  return { ...rule, start, until };
}

/** Why a rule gives no series (codes; the console translates them). */
export type RecurrenceProblem = 'invalid_date' | 'every_weeks_invalid' | 'weekdays_empty' | 'weekday_invalid' | 'until_before_start' | 'too_long' | 'no_dates';
/** A later end date that would create too many dates at once (`extensionTooLong`). */
export type ExtensionProblem = 'too_many_dates';

export function ruleFromInput(input: RecurrenceInput): RecurrenceRule {
  return plain({ start: input.start_date, everyWeeks: input.every_weeks, weekdays: input.weekdays, until: input.end_date });
}

/** The problems of the rule's shape, without computing dates. */
function shapeProblems(given: RecurrenceRule): RecurrenceProblem[] {
  const rule = plain(given);
  const problems: RecurrenceProblem[] = [];
  if (!Number.isInteger(rule.everyWeeks) || rule.everyWeeks < 1 || rule.everyWeeks > MAX_EVERY_WEEKS) problems.push('every_weeks_invalid');
  if (rule.weekdays.length === 0) problems.push('weekdays_empty');
  if (rule.weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) problems.push('weekday_invalid');
  if (rule.until < rule.start) problems.push('until_before_start');
  else if (rule.until > shiftDate(rule.start, MAX_SERIES_WEEKS * 7)) problems.push('too_long');
  return problems;
}

/** Week by week (every N weeks from the start's week), the chosen weekdays of each within [start, until]. */
function datesOf(given: RecurrenceRule): string[] {
  const rule = plain(given);
  const days = [...new Set(rule.weekdays)].sort((a, b) => a - b);
  const start = epochDay(rule.start);
  const until = epochDay(rule.until);
  const out: string[] = [];
  for (let monday = start - (isoWeekday(rule.start) - 1); monday <= until; monday += rule.everyWeeks * 7) {
    for (const day of days) {
      const d = monday + day - 1;
      if (d >= start && d <= until) out.push(dateOfEpochDay(d));
    }
  }
  return out;
}

/** Everything wrong with a rule; empty when it gives at least one date. */
export function recurrenceProblems(rule: RecurrenceRule): RecurrenceProblem[] {
  const problems = shapeProblems(rule);
  if (problems.length === 0 && datesOf(rule).length === 0) problems.push('no_dates');
  return problems;
}

/** A rule as forms and machines hold it: dates as `YYYY-MM-DD` strings. */
export interface RecurrenceFields {
  startDate: string;
  everyWeeks: number;
  weekdays: readonly number[];
  endDate: string;
}

/** `YYYY-MM-DD` when it is a date that exists, or null. */
export const parseIsoDate = validDate;

/** `recurrenceProblems` of a rule whose dates are strings; a date that does not parse is `invalid_date`. */
export function recurrenceFieldsProblems(fields: RecurrenceFields): RecurrenceProblem[] {
  const start = parseIsoDate(fields.startDate);
  const until = parseIsoDate(fields.endDate);
  if (!start || !until) return ['invalid_date'];
  return recurrenceProblems({ start, everyWeeks: fields.everyWeeks, weekdays: fields.weekdays, until });
}

/**
 * Whether moving the end date of a series from `fields.endDate` to a later `endDate` would create
 * more than MAX_SERIES_DATES_PER_REQUEST dates in one request (a rule with problems: false, those
 * are told apart).
 */
export function extensionTooLong(fields: RecurrenceFields, endDate: string): boolean {
  const start = parseIsoDate(fields.startDate);
  const until = parseIsoDate(endDate);
  if (!start || !until || endDate <= fields.endDate) return false;
  const rule = { start, everyWeeks: fields.everyWeeks, weekdays: fields.weekdays, until };
  if (shapeProblems(rule).length > 0) return false;
  return datesOf(rule).filter((d) => d > fields.endDate).length > MAX_SERIES_DATES_PER_REQUEST;
}

/**
 * The dates of the series, in order. Throws a RangeError naming the problems of a rule whose
 * shape is wrong (see `recurrenceProblems`); a well-shaped rule that hits no weekday gives [].
 */
export function recurrenceDates(rule: RecurrenceRule): string[] {
  const problems = shapeProblems(rule);
  if (problems.length > 0) throw new RangeError(`invalid recurrence: ${problems.join(', ')}`);
  return datesOf(rule);
}

/** One date of the series as a time slot. */
export interface SeriesSlot {
  /** `YYYY-MM-DD` in the facility's zone. */
  date: string;
  start: Date;
  end: Date;
}

/**
 * The slots of a series: each date at the same wall-clock `time` (`HH:mm`) in the facility's
 * `zone`, lasting `minutes` of real time. On a day whose `time` does not exist (a DST gap) the
 * slot starts at the first valid instant after it; in an overlap the earlier offset is used.
 */
export function seriesSlots(dates: readonly DateLike[], slot: { time: string; minutes: number; zone: string }): SeriesSlot[] {
  if (!Number.isInteger(slot.minutes) || slot.minutes <= 0) throw new RangeError(`minutes must be a positive integer, got ${slot.minutes}`);
  if (slot.time === '24:00') throw new RangeError('not a time of day: 24:00');
  const minute = minutesOf(slot.time);
  return dates.map(String).map((date) => {
    const startMs = epochMsAt(date, minute, slot.zone);
    return { date, start: new Date(startMs), end: new Date(startMs + slot.minutes * 60_000) };
  });
}
