/**
 * Time-zone rules (DESIGN.md §5): instants are stored in UTC and read in the facility's zone with
 * the platform's IANA zone database (Intl, ./local.ts): the console loads no zone data of its own.
 */
export { startOfDayIn } from './local';

/** An abbreviation ("CET", "ET") or an offset ("GMT+0", "GMT-03:00"): names no place a person reads. */
const cryptic = (name: string) => !/\p{Ll}/u.test(name) || /^(GMT|UTC)([+\-−]|$)/.test(name);

/**
 * A time zone's name in the language, as the platform's CLDR data writes it (issue 20 item 5): its
 * generic name ("hora de Europa central", "hora oriental", "Eastern Time"), else its long name
 * ("tiempo universal coordinado"), never an abbreviation ("CET", "ET"); an offset ("GMT-03:00") when
 * that is all there is; the zone's id when the platform does not know it. Not the city of the
 * "location" names: Chromium's trimmed CLDR keeps the zone id's English city there ("hora de New
 * York", "hora de Mexico City") where Node's reads "hora de Nueva York".
 */
export function zoneName(zone: string, language: string, at: Date = new Date()): string {
  let names: string[];
  try {
    names = (['longGeneric', 'long'] as const).map((style) => new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '');
  } catch {
    return zone;
  }
  return names.find((name) => name !== '' && !cryptic(name)) ?? (names[0] || zone);
}
