import { eq } from 'drizzle-orm';
import { is12Hour } from '../../domain/organization/clock';
import { recordingFailedNotice } from '../../domain/i18n/recording-notice';
import { DEFAULT_OFFLINE_MINUTES, followStep, type FollowFacts } from '../../domain/videos/follow-camera';
import type { Actor } from '../auth/actor';
import { cameraContextOf } from '../cameras/context';
import { fieldCameraSignal } from '../cameras/queries';
import type { Db } from '../db/connect';
import { consoleNotifications, facilities, fields } from '../db/schema';
import type { JobDefinition } from '../jobs/queue';
import * as repo from './repository';
import { advanceRecording, refundVideoOrder } from './service';

const SYSTEM: Actor = { system: 'video-recording' };

/** Minutes a camera may stay silent during a recording (VIDEO_OFFLINE_MINUTES, default domain/videos/follow-camera.ts). */
export function offlineMinutesSetting(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.VIDEO_OFFLINE_MINUTES);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_OFFLINE_MINUTES;
}

/** How the recording job follows the cameras: minutes a camera may stay silent, seconds a finished recording takes to process (server/config.ts `videoProcessingSeconds`). */
export interface FollowSettings {
  offlineMinutes: number;
  processingSeconds: number;
}

export interface FollowResult {
  started: number[];
  completed: number[];
  failed: number[];
}

/**
 * Recording follows the camera (issue 18 item 4), run by the queue every minute (a plain function
 * tests call with `now`): each video whose start has come moves along the recording machine —
 * scheduled → recording when its field's camera reports, → processing after the end → completed
 * at once (or `processingSeconds` after its processing began: VIDEO_PROCESSING_SECONDS).
 * Its camera offline at the start, or silent for more than `offlineMinutes` during it: the video
 * and its order fail, what the order's sales took goes back on the ledger (refundPayment, keyed by
 * order and payment: never twice), and the facility's staff get a console notification naming the
 * field and the booking. Running again changes nothing more.
 */
export async function followCameras(db: Db, now = new Date(), options: Partial<FollowSettings> = {}, log: (err: unknown) => void = () => undefined): Promise<FollowResult> {
  const { offlineMinutes = offlineMinutesSetting(), processingSeconds = 0 } = options;
  const settings = cameraContextOf(db).settings;
  const result: FollowResult = { started: [], completed: [], failed: [] };
  for (const video of await repo.videosToFollow(db, now)) {
    try {
      await follow(video);
    } catch (err) {
      // One video's fault does not hold the others; the next run tries it again.
      log(err);
    }
  }
  return result;

  async function follow(video: Awaited<ReturnType<typeof repo.videosToFollow>>[number]): Promise<void> {
    const signal = await fieldCameraSignal(db, video.field_id, now, settings);
    let status = video.status as FollowFacts['status'] | 'completed' | 'failed';
    // At most the whole way (a run that came late: started, finished and processed at once).
    for (let i = 0; i < 3 && (status === 'scheduled' || status === 'recording' || status === 'processing'); i++) {
      const step = followStep({ status, starts_at: video.started_at, duration: video.duration, created_at: video.created_at, ...signal }, now, offlineMinutes, processingSeconds);
      if (!step) break;
      if (step === 'recording.failed') {
        if (video.video_order_id) await refundVideoOrder(db, SYSTEM, video.video_order_id, 'failed', log);
        const reason = status === 'scheduled' ? 'offline_at_start' : 'offline_during';
        const next = await advanceRecording(db, video.id, { type: step }, async (tx, to, row) => {
          if (to !== 'failed') return;
          const [facility] = await tx.select({ group_id: facilities.group_id, timezone: facilities.timezone, time_format: facilities.time_format }).from(facilities).where(eq(facilities.id, row.facility_id));
          const [field] = await tx.select({ name: fields.name }).from(fields).where(eq(fields.id, row.field_id));
          const notice = recordingFailedNotice({
            field: field?.name ?? '',
            booking_id: row.booking_id,
            order_id: row.video_order_id,
            starts_at: row.starts_at.toISOString(),
            zone: facility!.timezone,
            twelve_hour: is12Hour(facility!.time_format),
            reason,
          });
          await tx
            .insert(consoleNotifications)
            .values({ notification_type: 'warning', notification_title: notice.title, notification_text: notice.text, notification_color: 'warning', groups_ids: [facility!.group_id] });
        });
        if (next === 'failed') result.failed.push(video.id);
        break;
      }
      const next = await advanceRecording(db, video.id, { type: step });
      if (!next) break;
      if (next === 'recording') result.started.push(video.id);
      if (next === 'completed') result.completed.push(video.id);
      status = next as typeof status;
    }
  }
}

/** The recording job's queue name (server/main.ts sends it more often with VIDEO_FOLLOW_EVERY_SECONDS). */
export const RECORDING_JOB = 'video-recording';

/** The queue's job (server/jobs/queue.ts): every minute, on one API process at a time; a finished recording is processed in `processingSeconds` (VIDEO_PROCESSING_SECONDS). */
export const recordingJob = (db: Db, processingSeconds = 0): JobDefinition => ({ name: RECORDING_JOB, cron: '* * * * *', run: () => followCameras(db, cameraContextOf(db).now(), { processingSeconds }) });
