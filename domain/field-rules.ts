/**
 * The bounds and characters a field may hold, without a schema: what a screen that only shows or
 * reads values needs (domain/fields.ts builds the zod schemas on them; issue 21 keeps zod off the
 * screens that validate nothing).
 */

/** The largest value a PostgreSQL `integer` column keeps (ids, counts, cents). */
export const MAX_INT = 2_147_483_647;

/**
 * Control characters a one-line text may not hold (NUL, which PostgreSQL refuses, and the rest of
 * C0 and DEL); a long text keeps tab, line feed and carriage return.
 * Matching control characters is the point of these patterns.
 */
/* eslint-disable no-control-regex */
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
export const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** The same as a pattern a whole text must match (for zod/mini schemas: domain/auth/schemas.ts). */
export const ONE_LINE_TEXT = /^[^\u0000-\u001f\u007f]*$/;
/* eslint-enable no-control-regex */

/** The years a date or timestamp may name: sensible for birthdays and bookings, and a PostgreSQL `date` keeps them. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** Whether `YYYY-MM-DD` names a day of the calendar within the years above (no 2027-02-30, no year 0000). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A time of day as the API takes it: `HH:mm`, 24 hours (00:00–23:59). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
