import { z } from 'zod';
import { int, optionalText, requiredText, rowId } from '../fields';
import { HIGHLIGHT_TYPES } from '../resources/highlights';
import { MAX_HIGHLIGHT_SECONDS } from './highlights';

/** `POST /video/highlight/` and `PUT /video/highlight/:id/` (the video does not change on edit). */
export const highlightInputSchema = z.object({
  video_id: rowId(),
  offset_seconds: int(0, 24 * 3600),
  duration_seconds: int(1, MAX_HIGHLIGHT_SECONDS),
  type: z.enum(HIGHLIGHT_TYPES),
  category: requiredText(50),
  /** Who made it (the player). */
  player: optionalText(80),
});
export type HighlightInput = z.infer<typeof highlightInputSchema>;

/** `PUT /video/highlight/:id/`: a highlight stays on its video. */
export const highlightUpdateSchema = highlightInputSchema.omit({ video_id: true });
export type HighlightUpdate = z.infer<typeof highlightUpdateSchema>;
