import { z } from 'zod';
import { CONTROL_CHARS, CONTROL_CHARS_BUT_LINES, isCalendarDate, MAX_INT, TIME_OF_DAY } from './field-rules';

export { CONTROL_CHARS, CONTROL_CHARS_BUT_LINES, isCalendarDate, MAX_INT, MAX_YEAR, MIN_YEAR, ONE_LINE_TEXT } from './field-rules';

/**
 * The one set of field schemas every input is built from (issue 14): ids, whole numbers, dates,
 * times, timestamps and texts, each bounded so that whatever passes fits the database (PostgreSQL
 * `integer`, `date`, `timestamptz`, `text` without NUL bytes). A value outside answers E400 naming
 * the field (server/http/error-handler.ts), in the user's language (domain/i18n/issues.ts).
 * Money is domain/money-fields.ts's `cents`, on the same bounds. The bounds and character rules a
 * screen reads without validating are domain/field-rules.ts (re-exported here).
 */

/** A row's id: a whole number in [1, MAX_INT]. */
export const rowId = () => z.number().int().min(1).max(MAX_INT);
/** A row's id in a path or query string (`/field/12/`, `?facility_id=12`): digits, read as an id. */
export const rowIdParam = () => z.coerce.number().int().min(1).max(MAX_INT);
/** A whole number in [min, max], within an `integer` column. */
export const int = (min: number, max: number) => z.number().int().min(Math.max(min, -MAX_INT)).max(Math.min(max, MAX_INT));
/** A whole number in a query string, in [min, max]. */
export const intParam = (min: number, max: number) => z.coerce.number().int().min(Math.max(min, -MAX_INT)).max(Math.min(max, MAX_INT));

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

/** A calendar date `YYYY-MM-DD` that exists, in years 1900–2999. */
export const date = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidFormat')
    .refine(isCalendarDate, 'validation.invalidFormat');
/** A clock time `HH:mm` (24 h). */
export const time = () => z.string().regex(TIME_OF_DAY, 'validation.invalidFormat');
/** An ISO 8601 instant with its offset (`2027-03-10T10:00:00Z`), in years 1900–2999. */
export const datetime = () =>
  z
    .string()
    .max(40)
    .pipe(z.iso.datetime({ offset: true }))
    .refine((v) => isCalendarDate(v.slice(0, 10)), 'validation.invalidFormat');
