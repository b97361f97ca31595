import type { HighlightInput } from './highlight-schemas';
import type { VideoFacts } from './rules';

/**
 * A highlight of a video (SPEC §3 Highlight, issue 18 item 6, view 13): a moment of one recording,
 * at an offset from its start and lasting some seconds, with its type (goal, foul, assist), its
 * category and who made it. Pure: the console's form and the server's service ask the same rule.
 * Zod-free, as the screens read it; the API's bodies are ./highlight-schemas.ts.
 */

export type { HighlightInput, HighlightUpdate } from './highlight-schemas';

/** The longest highlight, in seconds (a clip, not a second video). */
export const MAX_HIGHLIGHT_SECONDS = 600;

/** Why a highlight is refused: `videos.highlight.<code>`. */
export type HighlightRefusal = 'outside_video' | 'video_not_recorded';

/** A highlight's video is recorded (processing or completed, hidden or not): a scheduled, cancelled or failed one has no moments. */
export function highlightVideoRefusal(video: Pick<VideoFacts, 'status'>): HighlightRefusal | null {
  return video.status === 'processing' || video.status === 'completed' ? null : 'video_not_recorded';
}

/** A highlight lies within its video: it starts at or after 0 and ends by the video's end (`videoMinutes` long). */
export function highlightRefusal(h: Pick<HighlightInput, 'offset_seconds' | 'duration_seconds'>, videoMinutes: number): HighlightRefusal | null {
  if (h.offset_seconds < 0 || h.duration_seconds <= 0) return 'outside_video';
  return h.offset_seconds + h.duration_seconds > videoMinutes * 60 ? 'outside_video' : null;
}

/** `m:ss` (or `h:mm:ss`) of an offset in seconds, as the preview lists a highlight. */
export function offsetLabel(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Seconds of `m:ss` or `h:mm:ss` (what the form's offset input takes), or null when it is not one. */
export function parseOffset(label: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(label.trim());
  if (!match) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}
