import type { TFunction } from 'i18next';
import { seriesTooLongText, seriesTooManyDatesText } from '../../../domain/bookings/recurrence';
import { clockLabel, minutesOf, minutesSpanLabel, spanLabel, todayIn } from '../../../domain/bookings/schedule';
import type { RecurringProblem } from '../../../machines/recurring.machine';

/** The limits' messages are the API's own (the same words whichever side refuses). */
const SHARED_PROBLEMS: Partial<Record<RecurringProblem, { key: string; params: Record<string, number> }>> = { too_long: seriesTooLongText, too_many_dates: seriesTooManyDatesText };

/** What the recurring screens say about a problem of a series' rule or end date. */
export function problemText(t: TFunction, problem: RecurringProblem): string {
  const shared = SHARED_PROBLEMS[problem];
  return shared ? t(shared.key, shared.params) : t(`series.problems.${problem}`, { defaultValue: problem });
}

/** `Mon, 6 Mar 2028` in the console's language, for a `YYYY-MM-DD` date (no zone arithmetic: it is a calendar date). */
export function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** `Monday, Thursday` from ISO weekdays. */
export const weekdaysLabel = (t: TFunction, weekdays: readonly number[]) =>
  [...weekdays]
    .sort()
    .map((d) => t(`options.weekday.${d}`))
    .join(', ');

/** `18:00` or `6:00 PM` of a facility-local `HH:mm`. */
export const timeLabel = (time: string, twelveHour: boolean) => clockLabel(minutesOf(time), twelveHour);

/** A series' hours from its local start `HH:mm` and length: `18:00–19:30`. */
export function seriesHours(series: { time: string; minutes: number }, twelveHour: boolean): string {
  const start = minutesOf(series.time);
  return minutesSpanLabel(start, start + series.minutes, twelveHour);
}

/** A booking's date and time in the facility's zone: `Mon, 6 Mar 2028 18:00–19:30`. */
export function bookingWhen(booking: { start_at: string; end_at: string }, zone: string, twelveHour: boolean, language: string): string {
  const date = todayIn(zone, new Date(booking.start_at));
  return `${dayLabel(date, language)} ${spanLabel(booking, date, zone, twelveHour)}`;
}
