// Their home is ../time/local (Intl, no js-joda: the console loads no zone data of its own).
export { instantAt, instantLabel, localParts } from '../time/local';

/** Whole minutes between two instants (a booking's duration). */
export const minutesBetween = (start: string, end: string): number => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
