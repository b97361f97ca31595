import { z } from 'zod';

/**
 * The one set of field schemas every input is built from (issue 14): ids, whole numbers, dates,
 * times, timestamps and texts, each bounded so that whatever passes fits the database (PostgreSQL
 * `integer`, `date`, `timestamptz`, `text` without NUL bytes). A value outside answers E400 naming
 * the field (server/http/error-handler.ts), in the user's language (domain/i18n/issues.ts).
 * Money is domain/money.ts's `cents`, on the same bounds.
 */

/** The largest value a PostgreSQL `integer` column keeps (ids, counts, cents). */
export const MAX_INT = 2_147_483_647;

/** A row's id: a whole number in [1, MAX_INT]. */
export const rowId = () => z.number().int().min(1).max(MAX_INT);
/** A row's id in a path or query string (`/field/12/`, `?facility_id=12`): digits, read as an id. */
export const rowIdParam = () => z.coerce.number().int().min(1).max(MAX_INT);
/** A whole number in [min, max], within an `integer` column. */
export const int = (min: number, max: number) => z.number().int().min(Math.max(min, -MAX_INT)).max(Math.min(max, MAX_INT));
/** A whole number in a query string, in [min, max]. */
export const intParam = (min: number, max: number) => z.coerce.number().int().min(Math.max(min, -MAX_INT)).max(Math.min(max, MAX_INT));

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
const oneLine = (v: string) => !CONTROL_CHARS.test(v);
const lines = (v: string) => !CONTROL_CHARS_BUT_LINES.test(v);

/** A one-line text of at most `max` characters, trimmed, without control characters (may be empty). */
export const text = (max: number) => z.string().trim().max(max).refine(oneLine, 'validation.invalidFormat');
/** A text of several lines (notes, descriptions) of at most `max` characters, trimmed. */
export const longText = (max: number) => z.string().trim().max(max).refine(lines, 'validation.invalidFormat');
/** A required one-line text of at most `max` characters ('must be less than N characters'). */
export const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(oneLine, 'validation.invalidFormat');
/** A required text of several lines of at most `max` characters. */
export const requiredLongText = (max: number) => z.string().trim().min(1).max(max).refine(lines, 'validation.invalidFormat');
/** An optional one-line text of at most `max` characters; empty is kept as ''. */
export const optionalText = (max: number) => text(max).default('');
/** An optional text of several lines; empty is kept as ''. */
export const optionalLongText = (max: number) => longText(max).default('');
/** A text in a query string (a search), trimmed: at most `max` characters, no control characters. */
export const searchParam = (max = 100) => z.string().trim().max(max).refine(oneLine, 'validation.invalidFormat');
/** An opaque token in a path or body (a reset or onboarding token): letters, digits, `-`, `_`, `.`. */
export const token = (max = 200) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9._~-]+$/, 'validation.invalidFormat');

/** An e-mail address of at most 100 characters ('E-mail must be valid'). */
export const email = () => z.string().trim().max(100).pipe(z.email());
/** An optional e-mail; empty is kept as ''. */
export const optionalEmail = () => z.union([z.literal(''), email()]).default('');
/** An optional phone number: digits, spaces, dashes, parentheses and a leading +. */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(20)
    .regex(/^(\+?[0-9 ()-]{6,20})?$/)
    .default('');
/** A console username: letters, digits, `.`, `_`, `-`. */
export const username = (max = 50) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[a-zA-Z0-9._-]+$/);

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

/** A calendar date `YYYY-MM-DD` that exists, in years 1900–2999. */
export const date = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidFormat')
    .refine(isCalendarDate, 'validation.invalidFormat');
/** A clock time `HH:mm` (24 h). */
export const time = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalidFormat');
/** An ISO 8601 instant with its offset (`2027-03-10T10:00:00Z`), in years 1900–2999. */
export const datetime = () =>
  z
    .string()
    .max(40)
    .pipe(z.iso.datetime({ offset: true }))
    .refine((v) => isCalendarDate(v.slice(0, 10)), 'validation.invalidFormat');
