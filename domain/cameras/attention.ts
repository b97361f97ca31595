import type { CameraLiveStatus } from './ingest';

/** What field monitoring (view 21) shows of its answers (./monitoring.ts): zod-free, as the page reads it. */

/** A tile stands out: its field has a booking with video (or a video ordered on its own) right now and no camera of it is reporting. */
export function needsAttention(cameras: readonly { status: CameraLiveStatus }[], field: { booking: { include_video: boolean } | null; video_order: object | null }): boolean {
  return (Boolean(field.booking?.include_video) || field.video_order !== null) && !cameras.some((c) => c.status !== 'offline');
}

/** How long ago `at` was, in the largest whole unit (for "Last heard 12 seconds ago"). */
export function ageOf(at: string | Date, now: Date): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  const secs = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 1000));
  if (secs < 60) return { value: secs, unit: 'second' };
  if (secs < 3600) return { value: Math.floor(secs / 60), unit: 'minute' };
  if (secs < 86_400) return { value: Math.floor(secs / 3600), unit: 'hour' };
  return { value: Math.floor(secs / 86_400), unit: 'day' };
}
