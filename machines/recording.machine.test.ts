import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coverageRecorder } from '../tests/support/machine-coverage';
import { testModelPaths } from '../tests/support/model-paths';
import { firstStatus, lifecycleAfter, recordingMachine, stateOfVideo, type RecordingEffect, type RecordingEvent, type RecordingVideo } from './recording.machine';

const START = '2026-06-01T18:00:00.000Z';
const v = (status: RecordingVideo['status'], extra: Partial<RecordingVideo> = {}): RecordingVideo => ({ id: 7, status, hidden: false, starts_at: START, duration: 90, ...extra });
const videos = {
  scheduled: v('scheduled'),
  recording: v('recording'),
  processing: v('processing'),
  completed: v('completed'),
  cancelled: v('cancelled'),
  failed: v('failed'),
  hidden: v('completed', { hidden: true }),
  /** Hidden by staff while it was still processing. */
  hiddenProcessing: v('processing', { hidden: true }),
};
/** Recorded long ago: its 30 days to download are over. */
const old = v('completed', { starts_at: '2026-01-01T10:00:00.000Z' });
const BEFORE_START = '2026-06-01T17:00:00.000Z';
const AFTER_START = '2026-06-01T18:05:00.000Z';
const WITHIN_30_DAYS = '2026-06-20T12:00:00.000Z';

const samples: RecordingEvent[] = [
  ...Object.values(videos).map((video) => ({ type: 'video.loaded' as const, video })),
  { type: 'video.loaded', video: old },
  { type: 'recording.started' },
  { type: 'recording.finished' },
  { type: 'processing.done' },
  { type: 'recording.failed' },
  { type: 'video.cancel', now: BEFORE_START },
  { type: 'video.cancel', now: AFTER_START },
  { type: 'video.hide' },
  { type: 'video.show' },
  { type: 'video.editStart', starts_at: '2026-06-01T18:30:00.000Z' },
  { type: 'video.download', now: WITHIN_30_DAYS },
  ...Object.values(videos).map((video) => ({ type: 'action.succeeded' as const, video })),
  { type: 'action.failed', code: 'E409', message: 'The booking has started' },
];

const recorder = coverageRecorder(recordingMachine);
afterAll(() => {
  const c = recorder.save();
  expect(c.visitedStates).toEqual(c.states);
  expect(c.takenTransitions).toEqual(c.transitions);
});

function start() {
  const actor = createActor(recordingMachine, { inspect: recorder.inspect });
  const effects: RecordingEffect[] = [];
  actor.on('*', (e) => effects.push(e as RecordingEffect));
  actor.start();
  recorder.watch(actor);
  return { actor, effects };
}

type Snap = SnapshotFrom<typeof recordingMachine>;

/** Wherever the machine rests, it shows the video's own state; only `saving` waits on an action. */
function checkInvariants(snap: Snap) {
  const { video, pending } = snap.context;
  if (snap.matches('loading')) return expect(video).toBeNull();
  expect(video).not.toBeNull();
  if (snap.matches('saving')) return expect(pending).not.toBeNull();
  expect(pending).toBeNull();
  expect(snap.value).toBe(stateOfVideo(video!));
}

describe('recording machine: every shortest path of the model', () => {
  const model = createTestModel(recordingMachine, { events: samples });
  testModelPaths({ paths: model.getShortestPaths(), eventTypes: [...new Set(samples.map((e) => e.type))], start, invariants: checkInvariants, minPaths: 8 });
});

describe('recording machine: what staff see', () => {
  it('cancels a scheduled recording before its booking starts, and refuses once it started', () => {
    const { actor, effects } = start();
    actor.send({ type: 'video.loaded', video: videos.scheduled });
    actor.send({ type: 'video.cancel', now: AFTER_START });
    expect(actor.getSnapshot().value).toBe('scheduled');
    expect(effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', key: 'videos.refused.cancel_started' });
    actor.send({ type: 'video.cancel', now: BEFORE_START });
    expect(effects.at(-1)).toEqual({ type: 'effect.cancel', id: 7 });
    actor.send({ type: 'action.succeeded', video: videos.cancelled });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('follows a reload from wherever it rests, but not while an action waits for its answer', () => {
    const { actor, effects } = start();
    actor.send({ type: 'video.loaded', video: videos.scheduled });
    // Another desk's change seen on a reload: the video's own state, from any resting state.
    actor.send({ type: 'video.loaded', video: videos.recording });
    expect(actor.getSnapshot().value).toBe('recording');
    actor.send({ type: 'video.loaded', video: videos.failed });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'video.loaded', video: videos.scheduled });
    actor.send({ type: 'video.cancel', now: BEFORE_START });
    // A refresh answered while the cancel is under way does not drop it: its own answer moves the machine.
    actor.send({ type: 'video.loaded', video: videos.scheduled });
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'action.succeeded', video: videos.cancelled });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'success', key: 'videos.done.cancel' });
  });

  it('does not edit the start of a completed video, and refuses a download after 30 days', () => {
    const { actor, effects } = start();
    actor.send({ type: 'video.loaded', video: old });
    expect(actor.getSnapshot().can({ type: 'video.editStart', starts_at: START })).toBe(false);
    actor.send({ type: 'video.download', now: WITHIN_30_DAYS });
    expect(effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', key: 'videos.refused.not_available' });
    actor.send({ type: 'video.loaded', video: videos.completed });
    actor.send({ type: 'video.download', now: WITHIN_30_DAYS });
    expect(effects.at(-1)).toEqual({ type: 'effect.download', id: 7 });
  });

  it('downloads a hidden video too, within its 30 days', () => {
    const { actor, effects } = start();
    actor.send({ type: 'video.loaded', video: videos.hidden });
    actor.send({ type: 'video.download', now: WITHIN_30_DAYS });
    expect(effects.at(-1)).toEqual({ type: 'effect.download', id: 7 });
    actor.send({ type: 'video.download', now: '2026-08-01T00:00:00.000Z' });
    expect(effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', key: 'videos.refused.not_available' });
  });

  it('a video hidden while it was processing completes, stays hidden, and downloads only then', () => {
    const { actor, effects } = start();
    actor.send({ type: 'video.loaded', video: videos.processing });
    actor.send({ type: 'video.hide' });
    actor.send({ type: 'action.succeeded', video: videos.hiddenProcessing });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'video.download', now: WITHIN_30_DAYS });
    expect(effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', key: 'videos.refused.not_recorded' });
    actor.send({ type: 'processing.done' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.video).toMatchObject({ status: 'completed', hidden: true });
    actor.send({ type: 'video.download', now: WITHIN_30_DAYS });
    expect(effects.at(-1)).toEqual({ type: 'effect.download', id: 7 });
  });

  it('a failed action goes back to where it was, with the server’s message', () => {
    const { actor, effects } = start();
    actor.send({ type: 'video.loaded', video: videos.completed });
    actor.send({ type: 'video.hide' });
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'action.failed', code: 'E500', message: 'boom' });
    expect(actor.getSnapshot().value).toBe('completed');
    expect(effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', message: 'boom' });
  });

  it('moves a recording along its life for the server, refusing what skips a step', () => {
    expect(lifecycleAfter(videos.scheduled, { type: 'recording.started' })).toBe('recording');
    expect(lifecycleAfter(videos.recording, { type: 'recording.finished' })).toBe('processing');
    expect(lifecycleAfter(videos.processing, { type: 'processing.done' })).toBe('completed');
    expect(lifecycleAfter(videos.recording, { type: 'recording.failed' })).toBe('failed');
    expect(lifecycleAfter(videos.scheduled, { type: 'processing.done' })).toBeNull();
    // Hidden while processing: it still completes, and stays hidden (the recording job's next step).
    expect(lifecycleAfter(videos.hiddenProcessing, { type: 'processing.done' })).toBe('completed');
    expect(lifecycleAfter(videos.hidden, { type: 'processing.done' })).toBeNull();
    expect(lifecycleAfter(videos.cancelled, { type: 'recording.started' })).toBeNull();
  });

  it("gives a new video its first status by the machine's own steps as the clock has them", () => {
    const start = new Date('2031-03-05T10:00:00Z');
    expect(firstStatus(start, 60, new Date('2031-03-05T09:59:59Z'))).toBe('scheduled');
    expect(firstStatus(start, 60, start)).toBe('recording');
    expect(firstStatus(start, 60, new Date('2031-03-05T10:59:59Z'))).toBe('recording');
    expect(firstStatus(start, 60, new Date('2031-03-05T11:00:00Z'))).toBe('processing');
  });
});
