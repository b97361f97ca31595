import { isCalendarDate } from '../field-rules';
import type { Language } from '../constants';

/**
 * Dates as a person types and reads them in the console's language (issue 20 item 5): day first in
 * Spanish (31/12/2027), month first in English (12/31/2027). The value behind stays `YYYY-MM-DD`.
 */
const DAY_FIRST: Record<Language, boolean> = { en: false, es: true };

/** `YYYY-MM-DD` as the language writes it; anything else is shown as it is. */
export function formatDateInput(iso: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const [, year, month, day] = m;
  return DAY_FIRST[language] ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * What a person typed, as `YYYY-MM-DD`, or null when it names no day of the calendar. Takes the
 * language's order with '/', '-' or '.' between the parts (one or two digits for day and month, four
 * for the year), and `YYYY-MM-DD` itself.
 */
export function parseDateInput(text: string, language: Language): string | null {
  const value = text.trim();
  if (isCalendarDate(value)) return value;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!m) return null;
  const [first, second, year] = [m[1]!.padStart(2, '0'), m[2]!.padStart(2, '0'), m[3]!];
  const iso = DAY_FIRST[language] ? `${year}-${second}-${first}` : `${year}-${first}-${second}`;
  return isCalendarDate(iso) ? iso : null;
}
