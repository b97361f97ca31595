import type { Language } from '../constants';
import { clockLabel } from './local';

/**
 * Times of day as a person types and reads them in the console's language (issue 20 item 5): 24 hours
 * in Spanish (14:30); in English the facility's clock, as the console shows times everywhere else
 * (2:30 PM on a 12-hour clock, 14:30 on a 24-hour one). The value behind stays `HH:mm` (24 h).
 */
export function inputTwelveHour(language: Language, facilityTwelveHour: boolean): boolean {
  return language === 'en' && facilityTwelveHour;
}

/** `HH:mm` on the input's clock; anything else is shown as it is. */
export function formatTimeInput(value: string, twelveHour: boolean): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!m) return value;
  return clockLabel(Number(m[1]) * 60 + Number(m[2]), twelveHour);
}

/**
 * What a person typed, as `HH:mm` (24 h), or null when it names no time of day. Takes hours and
 * minutes with ':', '.' or 'h' between them ("14:30", "9.05", "14h30"), three or four digits ("930", "1430"), an hour
 * alone ("9"), each with an optional AM/PM in either language's spelling ("2:30 PM", "2:30pm",
 * "2:30 p. m.") on any clock: a 12-hour time typed where 24 hours are shown still means the same.
 */
export function parseTimeInput(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const m = /^(\d{1,2})(?:(?:[:.h] ?)(\d{2})|(\d{2}))? ?(?:(a|p)\.? ?m\.?)?$/.exec(value);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? m[3] ?? '0');
  const half = m[4];
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
