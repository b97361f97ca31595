/**
 * The rules of a recording (SPEC §4 video, §9 refund and download rules), pure: the recording
 * machine's guards (machines/recording.machine.ts) and the server's video service ask these.
 */

import { BOOKING_DURATIONS } from '../bookings/types';

/** Which cameras of the field record a video: the left, the right, or both. */
export const VIDEO_TYPES = ['left', 'right', 'left/right'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** The durations a video may be ordered for (SPEC §9): the bookings' own. */
export const VIDEO_DURATIONS = BOOKING_DURATIONS;

/** What a video is in its life: the statuses the API answers (SPEC §3 status labels, plus processing and failed). */
export const VIDEO_STATUSES = ['scheduled', 'recording', 'processing', 'completed', 'cancelled', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** A video may be downloaded for 30 days after its recording ends (SPEC §9); older is 'video not available'. */
export const DOWNLOAD_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the rules read of a video. `starts_at` is when its booking (or order) starts; `duration` is minutes. */
export interface VideoFacts {
  status: VideoStatus;
  hidden: boolean;
  starts_at: string;
  duration: number;
}

/** Why a staff action on a video is refused: `videos.refused.<code>`. */
export type VideoRefusal = 'cancel_started' | 'cancel_status' | 'edit_completed' | 'edit_status' | 'hide_not_recorded' | 'not_hidden' | 'not_available' | 'not_recorded';

const endOf = (v: Pick<VideoFacts, 'starts_at' | 'duration'>) => Date.parse(v.starts_at) + v.duration * 60_000;

/** Cancel (free, or refunded when paid): only a scheduled video, only before its booking starts. */
export function cancelRefusal(v: VideoFacts, now: Date): VideoRefusal | null {
  if (v.status !== 'scheduled') return 'cancel_status';
  if (now.getTime() >= Date.parse(v.starts_at)) return 'cancel_started';
  return null;
}

/** Edit the start time: not once the video is completed (nor cancelled, failed or hidden). */
export function editStartRefusal(v: VideoFacts): VideoRefusal | null {
  if (v.hidden || v.status === 'completed') return 'edit_completed';
  if (v.status === 'cancelled' || v.status === 'failed') return 'edit_status';
  return null;
}

/** Hide from the app: only after the recording (processing or completed); no refund. */
export function hideRefusal(v: VideoFacts): VideoRefusal | null {
  if (v.hidden) return null;
  return v.status === 'processing' || v.status === 'completed' ? null : 'hide_not_recorded';
}

/** Show a hidden video in the app again. */
export function showRefusal(v: VideoFacts): VideoRefusal | null {
  return v.hidden ? null : 'not_hidden';
}

/** The last moment a video can be downloaded. */
export const downloadUntil = (v: Pick<VideoFacts, 'starts_at' | 'duration'>): Date => new Date(endOf(v) + DOWNLOAD_DAYS * DAY_MS);

/** Download: a completed video (hidden or not), within 30 days of its end. */
export function downloadRefusal(v: VideoFacts, now: Date): VideoRefusal | null {
  if (v.status !== 'completed') return 'not_recorded';
  if (now.getTime() > downloadUntil(v).getTime()) return 'not_available';
  return null;
}

/** What the list can be filtered by: a status, or `hidden` (hidden from the app). */
export const VIDEO_FILTER_STATUSES = [...VIDEO_STATUSES, 'hidden'] as const;

/** A video order's statuses (server/db/schema.ts video_orders). */
export const VIDEO_ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded', 'failed'] as const;
export type VideoOrderStatus = (typeof VIDEO_ORDER_STATUSES)[number];

/** How far ahead the job creates a recurring order's video orders: its dates from today to today + 6 (a week). */
export const RECURRING_ORDER_AHEAD_DAYS = 7;

/** A recurring video order's statuses (domain/videos/recurring.ts; server/db/schema.ts recurring_video_orders). */
export const RECURRING_ORDER_STATUSES = ['active', 'cancelled'] as const;
