import { z } from 'zod';
import { CAMERA_LIVE_STATUSES } from './ingest';

/** Field monitoring (view 21): what its four calls answer (server/cameras/routes/monitoring.ts). */

export const facilityQuerySchema = z.object({ facility_id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const monitoredCameraSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  field_id: z.number().nullable(),
  status: z.enum(CAMERA_LIVE_STATUSES),
  last_heartbeat_at: z.string().nullable(),
  thumbnail_at: z.string().nullable(),
  failed_auth_count: z.number(),
  simulated: z.boolean(),
  simulator_on: z.boolean(),
});
export type MonitoredCamera = z.infer<typeof monitoredCameraSchema>;

export const cameraThumbnailSchema = z.object({ camera_id: z.number(), taken_at: z.string(), url: z.string() });
export type CameraThumbnail = z.infer<typeof cameraThumbnailSchema>;

export const fieldActivitySchema = z.object({ field_id: z.number(), minutes_today: z.number(), last_minute: z.string().nullable() });
export type FieldActivity = z.infer<typeof fieldActivitySchema>;

export const fieldBookingNowSchema = z.object({
  field_id: z.number(),
  field_name: z.string(),
  booking: z.object({ id: z.number(), start_at: z.string(), end_at: z.string(), contact_name: z.string().nullable(), include_video: z.boolean() }).nullable(),
  /** A video ordered on its own (no booking) for this time, scheduled or recording: the field is in use and filmed. */
  video_order: z.object({ id: z.number(), video_id: z.number(), start_at: z.string(), end_at: z.string(), contact_name: z.string().nullable() }).nullable(),
});
export type FieldBookingNow = z.infer<typeof fieldBookingNowSchema>;

export const simulatorSwitchSchema = z.object({ on: z.boolean() });
