/**
 * Why a staff action on a video is refused (domain/videos/rules.ts `VideoRefusal`): the API answers
 * `videos.refused.<code>` and the recording machine's notices show the same keys in the console.
 * 'video not available' is SPEC §8's message for a download after 30 days.
 */
import type { OrderVideoRefusal } from '../videos/order-video';
import type { VideoRefusal } from '../videos/rules';

export const videoRefusalsEn = {
  cancel_started: 'The booking has started: this video can no longer be cancelled',
  cancel_status: 'Only a scheduled video can be cancelled',
  edit_completed: 'This video is completed: its start time can no longer change',
  edit_status: 'This video was cancelled or failed: its start time cannot change',
  hide_not_recorded: 'A video can be hidden only after its recording',
  not_hidden: 'This video is not hidden',
  not_available: 'video not available',
  not_recorded: 'This video has not been recorded yet',
} satisfies Record<VideoRefusal, string>;

/** Why a highlight of a video is refused (domain/videos/highlights.ts): `videos.highlight.<code>`. */
export const highlightRefusalsEn = {
  outside_video: 'The highlight must lie within the video: its offset plus its duration cannot pass the end ({{minutes}} min)',
  video_not_recorded: 'Highlights go on a recorded video (processing or completed)',
} as const;

/** The download link of a video (server/videos/routes/download.ts). */
export const videoDownloadEn = { linkExpired: 'This download link has expired or is not valid: ask for a new one' } as const;
/** Why an order of a video is refused (domain/videos/order-video.ts): `videos.order.<code>`. */
export const orderVideoRefusalsEn = {
  no_camera: 'This field has no camera: no video can be ordered on it',
  not_recorded: 'Nothing was recorded on this field at that time: choose a recorded minute',
  phone_required: 'You must add at least one phone number',
  not_pending: 'This video order is paid, cancelled or failed: there is nothing to charge',
} satisfies Record<OrderVideoRefusal | 'not_pending', string>;
