import { z } from 'zod';
import { VIDEO_TYPES } from './rules';
import { date, optionalPhone, rowId, rowIdParam, time, token } from '../fields';

/**
 * Order video (issue 18 item 2, view 1): staff choose a field and a date, see the minutes its
 * camera recorded as a timeline, and order a video of a start, a duration (SPEC §9 choices) and a
 * type (left, right, left/right) for a contact or a phone. The server prices it
 * (domain/videos/price.ts) and refuses, nothing written:
 * - a field of another facility (tenancy: E404 as for one that does not exist),
 * - a field without an active camera (`no_camera`),
 * - a start whose minute has passed and was not recorded (`not_recorded`): an order of the past is
 *   made of recorded minutes; a start still ahead is a pre-order the camera will record (with the
 *   field's pre-order discount),
 * - outside the field's opening hours (the bookings' `bookings.hours.*` messages),
 * - a duration not in the list (`bookings.hours.duration_not_allowed`),
 * - no phone: neither typed nor the contact's ('You must add at least one phone number').
 */

/** Who may order a video: the order video view (1). */
export const ORDER_VIDEO_VIEWS = [1] as const;

/** Why an order is refused: `videos.order.<code>`. */
export type OrderVideoRefusal = 'no_camera' | 'not_recorded' | 'phone_required';

/** `?field_id=&date=`: a field's day (its orders, its recorded minutes). */
export const fieldDayQuerySchema = z.object({ field_id: rowIdParam(), date: date() });
export type FieldDayQuery = z.infer<typeof fieldDayQuerySchema>;

/** What is priced: a field, a local date and start, a duration. */
export const orderVideoQuoteQuerySchema = fieldDayQuerySchema.extend({
  start_time: time(),
  duration: z.coerce.number().int(),
});
export type OrderVideoQuoteQuery = z.infer<typeof orderVideoQuoteQuerySchema>;

/** `POST /video_order/`: the order. `duration` is checked by the rule (a translated refusal), not by the schema. */
export const orderVideoBodySchema = z.object({
  field_id: rowId(),
  date: date(),
  start_time: time(),
  duration: z.number().int(),
  type: z.enum(VIDEO_TYPES).default('left/right'),
  contact_id: rowId().nullable().default(null),
  phone: optionalPhone(),
  /** The console's key of this order attempt (one per attempt, as payments carry): the same key again answers the order it made. */
  idempotency_key: token(100).optional(),
});
export type OrderVideoInput = z.infer<typeof orderVideoBodySchema>;

/** The price parts of an order, in cents, in the organization's currency. */
export const videoQuoteSchema = z.object({
  field_id: z.number().int(),
  start_at: z.string(),
  duration: z.number().int(),
  preorder: z.boolean(),
  price_cents: z.number().int(),
  discount_cents: z.number().int(),
  commission_cents: z.number().int(),
  tax_cents: z.number().int(),
  service_fee_cents: z.number().int(),
  total_cents: z.number().int(),
  currency: z.string(),
});
export type VideoQuote = z.infer<typeof videoQuoteSchema>;

/**
 * A field's recorded minutes on a local date, as a timeline: its opening hours and the recorded
 * minutes as runs (`from`, `to` in minutes from local midnight, `to` exclusive), and `now` (minutes
 * from midnight when the date is today, else null) so the console can tell gaps from the future.
 */
export const recordedTimelineSchema = z.object({
  field_id: z.number().int(),
  date: z.string(),
  has_camera: z.boolean(),
  open: z.number().int().nullable(),
  close: z.number().int().nullable(),
  now: z.number().int().nullable(),
  minutes: z.number().int(),
  runs: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
});
export type RecordedTimeline = z.infer<typeof recordedTimelineSchema>;

/** `/chunk/order_video/field/date/minutes/`: the recorded minutes themselves (their start instants). */
export const recordedMinutesSchema = z.object({ field_id: z.number().int(), date: z.string(), minutes: z.array(z.string()) });

/** What the checkout adds for an order (`/video_order/pos/:id/`): its total, while it is pending. */
export const videoChargeSchema = z.object({
  video_order_id: z.number().int(),
  description: z.string(),
  amount_cents: z.number().int(),
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type VideoChargeRow = z.infer<typeof videoChargeSchema>;

/** Runs of consecutive minutes (sorted, distinct) as `[from, to)` ranges. */
export function runsOf(minutes: readonly number[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (const m of minutes) {
    const last = runs[runs.length - 1];
    if (last && last.to === m) last.to = m + 1;
    else runs.push({ from: m, to: m + 1 });
  }
  return runs;
}
