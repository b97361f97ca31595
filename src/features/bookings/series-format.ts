import type { TFunction } from 'i18next';
import { seriesTooLongText, seriesTooManyDatesText } from '../../../domain/bookings/recurrence';
import { clockLabel, minutesOf, minutesSpanLabel } from '../../../domain/bookings/schedule';
import type { RecurringProblem } from '../../../machines/recurring.machine';

/** The limits' messages are the API's own (the same words whichever side refuses). */
const SHARED_PROBLEMS: Partial<Record<RecurringProblem, { key: string; params: Record<string, number> }>> = { too_long: seriesTooLongText, too_many_dates: seriesTooManyDatesText };

/** What the recurring screens say about a problem of a series' rule or end date. */
export function problemText(t: TFunction, problem: RecurringProblem): string {
  const shared = SHARED_PROBLEMS[problem];
  return shared ? t(shared.key, shared.params) : t(`series.problems.${problem}`, { defaultValue: problem });
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
