import { z } from 'zod';
import { date, datetime, intParam, MAX_INT, rowId, rowIdParam, searchParam } from '../fields';
import { HIGHLIGHT_TYPES } from '../resources/highlights';
import { VIDEO_FILTER_STATUSES, VIDEO_STATUSES } from './rules';

export { VIDEO_VIEWS } from './access';
export { VIDEO_STATUSES };

/** A recording as the API answers it: its field, its booking's contact, when and how long, and until when it can be downloaded. */
export const videoSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  booking_id: z.number().int().nullable(),
  video_order_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  playback: z.string(),
  started_at: z.string(),
  /** When its booking (or order) starts: a cancellation is free or refunded only before it (SPEC §9). */
  starts_at: z.string(),
  duration: z.number().int(),
  type: z.string(),
  views: z.number().int(),
  status: z.enum(VIDEO_STATUSES),
  hidden: z.boolean(),
  download_until: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** A moment of a video (issue 18 item 6). */
export const videoHighlightSchema = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  /** The highlight's own public code: its link is `/highlight/:playback` (issue 19). */
  playback: z.string(),
  offset_seconds: z.number().int(),
  duration_seconds: z.number().int(),
  type: z.enum(HIGHLIGHT_TYPES),
  category: z.string(),
  player: z.string(),
  /** The staff user who made it (their name; null for one made before authors were kept, or whose user is gone). */
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type VideoHighlight = z.infer<typeof videoHighlightSchema>;

/** `GET /highlight/paged/` (SPEC §7, view 13: the video view's highlights tab): a facility's highlights, newest first, each with its video's field and start. */
export const facilityHighlightSchema = videoHighlightSchema.extend({ field_name: z.string(), video_started_at: z.string(), video_playback: z.string() });
export type FacilityHighlight = z.infer<typeof facilityHighlightSchema>;
export const highlightPageQuerySchema = z.object({
  facility_id: rowIdParam(),
  type: z.enum(HIGHLIGHT_TYPES).optional(),
  count: z.coerce.number().int().min(1).max(100).default(25),
  page: intParam(1, MAX_INT).default(1),
});
export type HighlightPageQuery = z.infer<typeof highlightPageQuerySchema>;

/** A line of the ledger that paid a video (or its booking), with what was paid and refunded of its sale. */
export const videoPaymentLineSchema = z.object({
  invoice_id: z.number().int(),
  description: z.string(),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  status: z.string(),
});
export type VideoPaymentLine = z.infer<typeof videoPaymentLineSchema>;

/** `GET /video/:id/`: the video, its highlights and its payment lines. */
export const videoDetailSchema = videoSchema.extend({
  highlights: z.array(videoHighlightSchema),
  payments: z.array(videoPaymentLineSchema),
  /** The video order's total (cents), when it was ordered. */
  order_total_cents: z.number().int().nullable(),
  currency: z.string(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/** `GET /video/paged/`: a facility's videos, newest first; by field, local date, status, and `search` (field, contact or playback code). */
export const videoPageQuerySchema = z.object({
  facility_id: rowIdParam(),
  field_id: rowIdParam().optional(),
  date: date().optional(),
  status: z.enum(VIDEO_FILTER_STATUSES).optional(),
  search: searchParam(100).default(''),
  count: z.coerce.number().int().min(1).max(100).default(10),
  page: intParam(1, MAX_INT).default(1),
});
export type VideoPageQuery = z.infer<typeof videoPageQuerySchema>;

/** `PUT /video/edit/start_time/`. */
export const editStartBodySchema = z.object({ video_id: rowId(), start_time: datetime() });
/** `PUT /video/transaction/cancel/`. */
export const cancelVideoBodySchema = z.object({ video_id: rowId() });
/** `PUT /video/transaction/edit/`: hide from the app (after recording, no refund) or show again. */
export const editVideoBodySchema = z.object({ video_id: rowId(), hidden: z.boolean() });
/** `GET /video/playback/?video_id=`: the download link, within 30 days. */
export const playbackQuerySchema = z.object({ video_id: rowIdParam() });
export const playbackSchema = z.object({ url: z.string(), download_until: z.string() });
export type Playback = z.infer<typeof playbackSchema>;
/** `GET /video/user/views/?video_id=`: how often the app's users watched it. */
export const videoViewsSchema = z.object({ video_id: z.number().int(), views: z.number().int() });

/**
 * A download link lasts this long (seconds): the playback call signs it (HMAC of the playback code
 * and the expiry), so a browser can open it without the staff token; the 30-day rule is asked again
 * when it is opened.
 */
export const DOWNLOAD_LINK_SECONDS = 300;
/** `GET /video/download/:playback/?expires=&signature=`: the recorded file (simulated: the playlist of its recorded minutes). */
export const downloadQuerySchema = z.object({ expires: intParam(0, MAX_INT), signature: z.string().regex(/^[0-9a-f]{64}$/) });
