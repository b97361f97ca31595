/**
 * A series' dates as plain rules (no schema): what a delete leaves of the series, and the rows its
 * page shows. Apart from the series' schemas (./series.ts) so the console's series form loads them
 * without zod.
 */
import { shiftDate } from './schedule';
import type { DeleteScope } from './types';

/** What deleting bookings of a series does to the series itself: nothing, a new end date, or cancelled. */
export type SeriesAfterDelete = { type: 'unchanged' } | { type: 'ends'; endDate: string } | { type: 'cancelled' };

/**
 * The series agrees with its bookings after a delete (SPEC §4 delete: this one, the following ones,
 * the entire series). Bookings paid and not started are kept (`keptDates`: their local dates), so
 * the series still holds them: it ends with the last of them instead of showing cancelled. Deleting
 * the following ones ends the series the day before the chosen booking (or with the last kept one);
 * a series left with no date to come is cancelled. Only this one: the series is unchanged.
 */
export function seriesAfterDelete(scope: DeleteScope, series: { startDate: string }, chosenDate: string, keptDates: readonly string[]): SeriesAfterDelete {
  if (scope === 'this') return { type: 'unchanged' };
  const lastKept = [...keptDates].sort().at(-1);
  if (lastKept) return { type: 'ends', endDate: lastKept };
  if (scope === 'series') return { type: 'cancelled' };
  const dayBefore = shiftDate(chosenDate, -1);
  return dayBefore < series.startDate ? { type: 'cancelled' } : { type: 'ends', endDate: dayBefore };
}

/**
 * The rows a series shows: one per date (and field). A date cancelled when the series was shortened
 * and booked again when it was extended has two bookings; the series shows the one that holds the
 * date (live, else the latest), not both. Order kept.
 */
export function seriesDateRows<B extends { id: number; start_at: string; field_id: number; status: string }>(bookings: readonly B[]): B[] {
  const chosen = new Map<string, B>();
  for (const b of bookings) {
    const key = `${b.start_at}|${b.field_id}`;
    const held = chosen.get(key);
    const live = (x: B) => x.status !== 'cancelled';
    if (!held || (live(b) && !live(held)) || (live(b) === live(held) && b.id > held.id)) chosen.set(key, b);
  }
  const keep = new Set(chosen.values());
  return bookings.filter((b) => keep.has(b));
}
