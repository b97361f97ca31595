/**
 * A booking's recording follows its field's camera (issue 18 item 4): what the recording job
 * (server/videos/recording-job.ts) does to one video at `now`. Pure: the job reads the facts.
 */

/**
 * Minutes a field's camera may stay silent during a recording before its video fails and is
 * refunded (VIDEO_OFFLINE_MINUTES; default 5). Counted from the camera's last heartbeat.
 */
export const DEFAULT_OFFLINE_MINUTES = 5;

export interface FollowFacts {
  status: 'scheduled' | 'recording' | 'processing';
  starts_at: Date;
  /** Minutes. */
  duration: number;
  /** Whether the field has a camera reporting now (online or recording). */
  reporting: boolean;
  /** The field's cameras' latest heartbeat (null: never). */
  last_heartbeat_at: Date | null;
  /** When the video was made (an order of minutes already recorded is processed from then, not from its end). */
  created_at: Date;
}

/**
 * When a finished recording is processed: `processingSeconds` after its processing began — its
 * end, or its order when its minutes were recorded before it was ordered (VIDEO_PROCESSING_SECONDS;
 * 0, the default: on the recording job's next run, whatever the time).
 */
function processedAt(f: Pick<FollowFacts, 'starts_at' | 'duration' | 'created_at'>, processingSeconds: number): Date | null {
  if (processingSeconds <= 0) return null;
  const end = f.starts_at.getTime() + f.duration * 60_000;
  return new Date(Math.max(end, f.created_at.getTime()) + processingSeconds * 1000);
}

/** The step of the recording machine the video takes now, or null (nothing to do yet). */
export type FollowStep = 'recording.started' | 'recording.finished' | 'processing.done' | 'recording.failed';

export function followStep(f: FollowFacts, now: Date, offlineMinutes = DEFAULT_OFFLINE_MINUTES, processingSeconds = 0): FollowStep | null {
  const end = f.starts_at.getTime() + f.duration * 60_000;
  if (f.status === 'processing') {
    const done = processedAt(f, processingSeconds);
    return done === null || now >= done ? 'processing.done' : null;
  }
  if (f.status === 'scheduled') {
    if (now < f.starts_at) return null;
    // Its camera is offline when the booking starts: it cannot be recorded.
    if (!f.reporting) return 'recording.failed';
    // Started (a run that came after the end finishes it next, as the machine goes).
    return 'recording.started';
  }
  // Recording: the end closes it; a camera silent for longer than allowed fails it.
  if (!f.reporting) {
    const silentMs = now.getTime() - (f.last_heartbeat_at?.getTime() ?? 0);
    if (silentMs > offlineMinutes * 60_000) return 'recording.failed';
  }
  return now.getTime() >= end ? 'recording.finished' : null;
}
