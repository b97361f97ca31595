import { epochDay } from '../time/local';

/**
 * How much one request may ask for (issue 14): a list by date range covers at most MAX_RANGE_DAYS
 * days, so an answer stays small whatever the range asked; the console's own range pickers never
 * ask for more (the schedule shows a day or a week).
 */
export const MAX_RANGE_DAYS = 62;

const DAY_MS = 24 * 3600 * 1000;

/** Whether `[from, to)` covers more than MAX_RANGE_DAYS days (an hour more for a daylight-saving change). */
export function instantRangeTooLong(from: Date, to: Date): boolean {
  return to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS + 3600 * 1000;
}

/** Whether the local dates `from` to `to`, both included (`YYYY-MM-DD`), cover more than MAX_RANGE_DAYS days. */
export function dateRangeTooLong(from: string, to: string): boolean {
  try {
    return epochDay(to) - epochDay(from) + 1 > MAX_RANGE_DAYS;
  } catch {
    return false; // not a date: the schema's problem, not the range's
  }
}

/** The message of a range over the limit (domain/i18n `validation.rangeTooLong`). */
export const rangeTooLongText = { key: 'validation.rangeTooLong', params: { max: MAX_RANGE_DAYS } } as const;
