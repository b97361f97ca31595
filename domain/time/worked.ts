import { startOfDayIn } from './zone';

/** A clock-in/clock-out record (SPEC §3 Time record); `ended_at` null while it runs. */
export interface WorkSpan {
  started_at: Date;
  ended_at: Date | null;
}

/** Whole seconds of `spans` that fall inside [from, now]; a running span counts up to `now`. */
export function secondsWithin(spans: readonly WorkSpan[], from: Date, now: Date): number {
  let ms = 0;
  for (const span of spans) {
    const start = Math.max(span.started_at.getTime(), from.getTime());
    const end = Math.min((span.ended_at ?? now).getTime(), now.getTime());
    if (end > start) ms += end - start;
  }
  return Math.floor(ms / 1000);
}

/** Seconds worked today, "today" being the calendar day of `now` in the facility's `zone`. */
export function secondsWorkedToday(spans: readonly WorkSpan[], now: Date, zone: string): number {
  return secondsWithin(spans, startOfDayIn(now, zone), now);
}
