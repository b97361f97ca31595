import { and, assign, createActor, emit, enqueueActions, setup, type AnyEventObject } from 'xstate';
import { cancelRefusal, downloadRefusal, editStartRefusal, hideRefusal, showRefusal, type VideoFacts, type VideoRefusal, type VideoStatus } from '../domain/videos/rules';

/**
 * A recording's life (issue 18 item 3): scheduled → recording → processing → completed, with
 * cancelled, failed and hidden. Pure: no `invoke`, no `after`. The camera side moves it along
 * (`recording.started`, `recording.finished`, `processing.done`, `recording.failed`); staff cancel,
 * hide, show, edit the start time and download. A staff action emits an effect (`effect.*`) and
 * waits in `saving` for its result (`action.succeeded` with the video as the server answers it, or
 * `action.failed`). The guards are the rules of domain/videos/rules.ts, which the server asks too;
 * the server moves a video's status by `lifecycleAfter` below.
 */
export interface RecordingVideo extends VideoFacts {
  id: number;
}

export interface RecordingContext {
  video: RecordingVideo | null;
  /** The staff action waiting for its result. */
  pending: 'cancel' | 'hide' | 'show' | 'editStart' | null;
}

/** The camera side's events: the server sends them (recording job, `lifecycleAfter`); the console learns of them by reloading the video. */
export const LIFECYCLE_EVENTS = ['recording.started', 'recording.finished', 'processing.done', 'recording.failed'] as const;
export type LifecycleEvent = { type: (typeof LIFECYCLE_EVENTS)[number] };

export type RecordingEvent =
  /** The video as the server answers it (first load or refresh). */
  | { type: 'video.loaded'; video: RecordingVideo }
  | LifecycleEvent
  /** Staff: cancel the recording (refunded when paid); `now` decides whether the booking has started. */
  | { type: 'video.cancel'; now: string }
  | { type: 'video.hide' }
  | { type: 'video.show' }
  | { type: 'video.editStart'; starts_at: string }
  | { type: 'video.download'; now: string }
  /** Results of a staff action's effect. */
  | { type: 'action.succeeded'; video: RecordingVideo }
  | { type: 'action.failed'; code: string; message: string };

export type RecordingEffect =
  | { type: 'effect.cancel'; id: number }
  | { type: 'effect.hide'; id: number; hidden: boolean }
  | { type: 'effect.editStart'; id: number; starts_at: string }
  | { type: 'effect.download'; id: number }
  /** Tell the user: a translation key (`videos.refused.<code>`) or the server's text. */
  | { type: 'effect.notify'; intent: 'error' | 'success'; key?: string; message?: string };

/** The state a video is shown in: hidden wins over its status. */
export const stateOfVideo = (v: Pick<VideoFacts, 'status' | 'hidden'>): VideoStatus | 'hidden' => (v.hidden ? 'hidden' : v.status);

/** The video an event carries, else the one in context (a failed action goes back to where it was). */
const videoOf = (context: RecordingContext, event: AnyEventObject): RecordingVideo | null => ('video' in event ? (event.video as RecordingVideo) : context.video);
const nowOf = (event: AnyEventObject) => new Date('now' in event ? String(event.now) : 0);

const is =
  (state: ReturnType<typeof stateOfVideo>) =>
  ({ context, event }: { context: RecordingContext; event: AnyEventObject }) => {
    const v = videoOf(context, event);
    return v !== null && stateOfVideo(v) === state;
  };

/** Where a video's facts lead, from any state (load, an action's answer, a failed action). */
const STATES = ['hidden', 'scheduled', 'recording', 'processing', 'completed', 'cancelled', 'failed'] as const;
/** The states a staff action can start from. */
const ACTING: readonly string[] = ['is_hidden', 'is_scheduled', 'is_recording', 'is_processing', 'is_completed'];
type RouteAction = 'keep' | 'done' | 'failed';
const route = (actions: readonly RouteAction[]) => STATES.map((s) => ({ guard: `is_${s}` as const, target: `#recording.${s}`, actions: [...actions] }));
/**
 * The video as the server answers it, from wherever the machine rests (first load, a reload, a
 * refresh after an action): one set of routes on the machine itself, not one per state. While an
 * action is under way (`saving`) it is not taken: the action's own answer moves the machine.
 */
const reload = STATES.map((s) => ({ guard: and([`is_${s}`, 'resting']), target: `#recording.${s}`, actions: ['keep' as const] }));

const refusal = (event: AnyEventObject, context: RecordingContext): VideoRefusal | null => {
  const v = context.video;
  if (!v) return 'not_recorded';
  switch (event.type) {
    case 'video.cancel':
      return cancelRefusal(v, nowOf(event));
    case 'video.editStart':
      return editStartRefusal(v);
    case 'video.hide':
      return hideRefusal(v);
    case 'video.show':
      return showRefusal(v);
    case 'video.download':
      return downloadRefusal(v, nowOf(event));
    default:
      return null;
  }
};

const withStatus = (context: RecordingContext, status: VideoStatus): RecordingVideo | null => (context.video ? { ...context.video, status } : null);

export const recordingMachine = setup({
  types: {
    context: {} as RecordingContext,
    events: {} as RecordingEvent,
    emitted: {} as RecordingEffect,
  },
  guards: {
    is_hidden: is('hidden'),
    is_scheduled: is('scheduled'),
    is_recording: is('recording'),
    is_processing: is('processing'),
    is_completed: is('completed'),
    is_cancelled: is('cancelled'),
    is_failed: is('failed'),
    /** A hidden video still being processed (hidden from the app as soon as it is recorded). */
    processing_underneath: ({ context }) => context.video?.status === 'processing',
    /** No staff action is waiting for its answer. */
    resting: ({ context }) => context.pending === null,
    /** The rules of domain/videos/rules.ts allow this staff action now. */
    allowed: ({ context, event }) => refusal(event, context) === null,
  },
  actions: {
    keep: assign({ video: ({ context, event }) => videoOf(context, event), pending: null }),
    refuse: emit(({ context, event }) => ({ type: 'effect.notify' as const, intent: 'error' as const, key: `videos.refused.${refusal(event, context) ?? 'not_recorded'}` })),
    failed: emit(({ event }) => ({ type: 'effect.notify' as const, intent: 'error' as const, message: event.type === 'action.failed' ? event.message : '' })),
    done: emit(({ context }) => ({ type: 'effect.notify' as const, intent: 'success' as const, key: `videos.done.${context.pending ?? 'cancel'}` })),
    cancel: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ pending: 'cancel' });
      enqueue.emit({ type: 'effect.cancel', id: context.video?.id ?? 0 });
    }),
    hide: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ pending: 'hide' });
      enqueue.emit({ type: 'effect.hide', id: context.video?.id ?? 0, hidden: true });
    }),
    show: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ pending: 'show' });
      enqueue.emit({ type: 'effect.hide', id: context.video?.id ?? 0, hidden: false });
    }),
    editStart: enqueueActions(({ context, event, enqueue }) => {
      enqueue.assign({ pending: 'editStart' });
      enqueue.emit({ type: 'effect.editStart', id: context.video?.id ?? 0, starts_at: event.type === 'video.editStart' ? event.starts_at : '' });
    }),
    download: emit(({ context }) => ({ type: 'effect.download' as const, id: context.video?.id ?? 0 })),
    toRecording: assign({ video: ({ context }) => withStatus(context, 'recording') }),
    toProcessing: assign({ video: ({ context }) => withStatus(context, 'processing') }),
    toCompleted: assign({ video: ({ context }) => withStatus(context, 'completed') }),
    toFailed: assign({ video: ({ context }) => withStatus(context, 'failed') }),
  },
}).createMachine({
  id: 'recording',
  // Read by `npm run coverage:paths`: these transitions are the server's, not the console's (machines/coverage.ts).
  meta: { serverOnlyEvents: LIFECYCLE_EVENTS },
  context: { video: null, pending: null },
  initial: 'loading',
  on: { 'video.loaded': reload },
  states: {
    /** Waiting for the video. */
    loading: {},
    scheduled: {
      on: {
        'recording.started': { target: 'recording', actions: 'toRecording' },
        'recording.failed': { target: 'failed', actions: 'toFailed' },
        'video.cancel': [{ guard: 'allowed', target: 'saving', actions: 'cancel' }, { actions: 'refuse' }],
        'video.editStart': { guard: 'allowed', target: 'saving', actions: 'editStart' },
      },
    },
    recording: {
      on: {
        'recording.finished': { target: 'processing', actions: 'toProcessing' },
        'recording.failed': { target: 'failed', actions: 'toFailed' },
        'video.editStart': { guard: 'allowed', target: 'saving', actions: 'editStart' },
      },
    },
    processing: {
      on: {
        'processing.done': { target: 'completed', actions: 'toCompleted' },
        'recording.failed': { target: 'failed', actions: 'toFailed' },
        'video.editStart': { guard: 'allowed', target: 'saving', actions: 'editStart' },
        'video.hide': { guard: 'allowed', target: 'saving', actions: 'hide' },
      },
    },
    completed: {
      on: {
        'video.hide': { guard: 'allowed', target: 'saving', actions: 'hide' },
        'video.download': [{ guard: 'allowed', actions: 'download' }, { actions: 'refuse' }],
      },
    },
    /**
     * Hidden from the app after its recording: no refund. A video hidden while it was processing
     * still completes (hidden stays): without it the recording job could never finish it.
     */
    hidden: {
      on: {
        'processing.done': { guard: 'processing_underneath', actions: 'toCompleted' },
        'video.show': { guard: 'allowed', target: 'saving', actions: 'show' },
        'video.download': [{ guard: 'allowed', actions: 'download' }, { actions: 'refuse' }],
      },
    },
    cancelled: {},
    failed: {},
    /** A staff action's effect is under way. */
    saving: {
      on: {
        'action.succeeded': route(['done', 'keep']),
        // Back to where the action started (a staff action starts only from these).
        'action.failed': route(['failed', 'keep']).filter((t) => ACTING.includes(t.guard)),
      },
    },
  },
});

/**
 * The server's question: the status a video has after a camera-side event, or null when the
 * machine refuses it from where the video is (e.g. `recording.finished` of a scheduled video).
 */
export function lifecycleAfter(video: RecordingVideo, event: LifecycleEvent): VideoStatus | null {
  return lifecycleThrough(video, [event]);
}

/** The status after the events in turn, or null when the machine refuses one of them (nothing more is sent). */
function lifecycleThrough(video: RecordingVideo, events: readonly LifecycleEvent[]): VideoStatus | null {
  const actor = createActor(recordingMachine).start();
  actor.send({ type: 'video.loaded', video });
  for (const event of events) {
    if (!actor.getSnapshot().can(event)) {
      actor.stop();
      return null;
    }
    actor.send(event);
  }
  const after = actor.getSnapshot().context.video?.status ?? null;
  actor.stop();
  return after;
}

/**
 * A new video's first status (an order at the counter): it is born scheduled and the clock sends it
 * what the camera side would have by now — `recording.started` once its start has come,
 * `recording.finished` once its end has (an order of minutes already recorded: processing; the
 * recording job completes it).
 */
export function firstStatus(starts_at: Date, duration: number, now: Date): VideoStatus {
  const events: LifecycleEvent[] = [];
  if (now >= starts_at) events.push({ type: 'recording.started' });
  if (now.getTime() >= starts_at.getTime() + duration * 60_000) events.push({ type: 'recording.finished' });
  const video: RecordingVideo = { id: 0, status: 'scheduled', hidden: false, starts_at: starts_at.toISOString(), duration };
  return lifecycleThrough(video, events) ?? 'scheduled';
}
