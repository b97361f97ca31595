import type { TFunction } from 'i18next';
import { pickLanguage } from '../../../domain/constants';
import { isCalendarDate } from '../../../domain/field-rules';
import { formatDateInput } from '../../../domain/time/date-input';
import { labelOptions, type ResourceDef } from '../../../domain/resources/resource';

/**
 * How a value, an option or a referenced row is written, in lists, filters and forms alike. Its own
 * module: a list's cells and filters name values without loading the form's inputs.
 */

/** The label of an option value: `options.<set>.<value>`. */
export const optionLabelKey = (set: string, value: string) => `options.${set}.${value}`;

/** A referenced row as a select names it: a name Sideline seeds in the console's language (the target's `labelOptions`), others as typed. */
export function refOptionLabel(t: TFunction, target: ResourceDef, row: Record<string, unknown>): string {
  const name = String(row[target.labelField] ?? row.id);
  const set = labelOptions(target);
  return set ? t(optionLabelKey(set, name), { defaultValue: name }) : name;
}

/** An ISO date-time in the reader's language and clock, a date as the language writes it; other values as they are. */
export function formatValue(value: unknown, empty: string, language?: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return dateTimeFormat(language).format(new Date(value));
  if (typeof value === 'string' && isCalendarDate(value)) return formatDateInput(value, pickLanguage(language));
  return String(value);
}

const dateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();
/** One formatter per language (a list formats a date per row; making one costs more than formatting). */
function dateTimeFormat(language: string | undefined): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(language);
  if (!format) dateTimeFormats.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })));
  return format;
}
