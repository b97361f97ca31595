import { z } from 'zod';
import { datetime, rowId } from '../fields';

/**
 * Cameras that report (issue 18, item 1): the pure rules of the ingest API (server/cameras/) and of
 * field monitoring (view 21). A camera signs its calls with HTTP Basic `code:secret`; it sends a
 * heartbeat every few seconds, its latest thumbnail, and one chunk per recorded minute.
 */

/** Seconds between a camera's heartbeats (CAMERA_HEARTBEAT_SECONDS); the simulated fleet beats at this pace. */
export const DEFAULT_HEARTBEAT_SECONDS = 10;
/** Heartbeats a camera may miss before it reads offline (CAMERA_MISSED_HEARTBEATS): 3 × 10 s = 30 s of silence. */
export const DEFAULT_MISSED_HEARTBEATS = 3;
/** A chunk older than this is refused (a camera catching up after an outage has a day). */
export const CHUNK_MAX_AGE_MS = 24 * 3600 * 1000;
/** A chunk's minute may start this far after the server's clock (a camera's clock runs a little ahead). */
export const CHUNK_CLOCK_SKEW_MS = 60 * 1000;
/** Largest thumbnail accepted, in bytes (after base64 decoding). */
export const MAX_THUMBNAIL_BYTES = 256 * 1024;

export const CAMERA_REPORTED_STATUSES = ['idle', 'recording'] as const;
export type CameraReportedStatus = (typeof CAMERA_REPORTED_STATUSES)[number];
/** What field monitoring shows: no heartbeat for too long (or never) is offline. */
export const CAMERA_LIVE_STATUSES = ['online', 'offline', 'recording'] as const;
export type CameraLiveStatus = (typeof CAMERA_LIVE_STATUSES)[number];

export const THUMBNAIL_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'] as const;

export const heartbeatSchema = z.object({ status: z.enum(CAMERA_REPORTED_STATUSES).default('idle') });
export const thumbnailSchema = z.object({
  /** When the camera took it (its own clock), ISO 8601 with offset. */
  taken_at: datetime(),
  content_type: z.enum(THUMBNAIL_TYPES),
  /** The image, base64. */
  image: z
    .string()
    .min(4)
    .max(Math.ceil(MAX_THUMBNAIL_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'validation.invalidFormat'),
});
export const chunkSchema = z.object({
  /** The minute recorded (any instant inside it: it is truncated to the minute), ISO 8601 with offset. */
  minute: datetime(),
  size_bytes: z.number().int().min(0).max(2_000_000_000).default(0),
});

export const heartbeatAnswerSchema = z.object({ camera_id: rowId(), status: z.enum(CAMERA_REPORTED_STATUSES), at: z.string() });
export const thumbnailAnswerSchema = z.object({ camera_id: rowId(), taken_at: z.string() });
export const chunkAnswerSchema = z.object({ camera_id: rowId(), field_id: rowId(), minute: z.string(), created: z.boolean() });

export interface HeartbeatSettings {
  heartbeatSeconds: number;
  missedHeartbeats: number;
}

/** How long a camera may stay silent before it reads offline, in ms. */
export const silenceLimitMs = (s: HeartbeatSettings) => s.heartbeatSeconds * s.missedHeartbeats * 1000;

/**
 * A camera's state as field monitoring shows it, derived on read from its last heartbeat's age
 * (nothing has to mark it: a camera that stops calling simply ages out, even across restarts).
 */
export function cameraLiveStatus(camera: { last_heartbeat_at: Date | null; reported_status: string }, now: Date, settings: HeartbeatSettings): CameraLiveStatus {
  if (!camera.last_heartbeat_at || now.getTime() - camera.last_heartbeat_at.getTime() > silenceLimitMs(settings)) return 'offline';
  return camera.reported_status === 'recording' ? 'recording' : 'online';
}

/** The start of the minute containing `at` (UTC). */
export const minuteOf = (at: Date): Date => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** Why a chunk's minute is refused, or null: in the future, or more than a day old. */
export function chunkTimeRefusal(minute: Date, now: Date): 'future' | 'too_old' | null {
  const start = minuteOf(minute).getTime();
  if (start > now.getTime() + CHUNK_CLOCK_SKEW_MS) return 'future';
  if (start < now.getTime() - CHUNK_MAX_AGE_MS) return 'too_old';
  return null;
}
