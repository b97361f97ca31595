import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { TimerState } from '../domain/time/time-control';
import { TIMER_RELOAD_DELAY_MS } from '../domain/time/timer';
import { coverageRecorder } from '../tests/support/machine-coverage';
import { testModelPaths } from '../tests/support/model-paths';
import { timerMachine, type TimerEffect, type TimerEvent } from './timer.machine';

const MADRID = { groupId: 1, facilityId: 10 } as const;
const BROOKLYN = { groupId: 1, facilityId: 11 } as const;
const NONE = { groupId: null, facilityId: null } as const;

/** Server answers (SPEC §3 Timer response). */
const runningAnswer: TimerState = { user_console_time_control: 'Y', secs_qty_sum: 3600, action: 'end' };
const stoppedAnswer: TimerState = { user_console_time_control: 'Y', secs_qty_sum: 120, action: 'start' };
const stoppedAfterStop: TimerState = { user_console_time_control: 'Y', secs_qty_sum: 3725, action: 'start' };
const offAnswer: TimerState = { user_console_time_control: 'N', secs_qty_sum: 0, action: 'start' };

/** One sample per kind of event the model explores (events without a sample are sent bare). */
const samples: TimerEvent[] = [
  { type: 'facility.changed', ...MADRID },
  { type: 'facility.changed', ...BROOKLYN },
  { type: 'facility.changed', ...NONE },
  // Answers for Madrid; while Brooklyn is the choice they are stale.
  { type: 'state.loaded', facilityId: MADRID.facilityId, state: runningAnswer },
  { type: 'state.loaded', facilityId: MADRID.facilityId, state: stoppedAnswer },
  { type: 'state.loaded', facilityId: MADRID.facilityId, state: offAnswer },
  { type: 'state.failed', facilityId: MADRID.facilityId, code: 'E500', message: 'Something went wrong' },
  { type: 'timer.toggle' },
  { type: 'toggle.succeeded', ...MADRID, state: runningAnswer },
  { type: 'toggle.succeeded', ...MADRID, state: stoppedAfterStop },
  { type: 'toggle.succeeded', ...MADRID, state: offAnswer },
  { type: 'toggle.failed', ...MADRID, code: 'E403', message: 'Time control is not enabled at this facility' },
  { type: 'clock.tick' },
  { type: 'delay.done' },
];

/** Seconds an answer can set; a tick is explored once after each, so the model stays finite. */
const ANSWER_SECS = new Set([0, runningAnswer.secs_qty_sum, stoppedAnswer.secs_qty_sum, stoppedAfterStop.secs_qty_sum]);

const recorder = coverageRecorder(timerMachine);
afterAll(() => {
  const c = recorder.save();
  expect(c.visitedStates).toEqual(c.states);
  expect(c.takenTransitions).toEqual(c.transitions);
});

function start() {
  const actor = createActor(timerMachine, { inspect: recorder.inspect });
  const effects: TimerEffect[] = [];
  actor.on('*', (e) => effects.push(e as TimerEffect));
  actor.start();
  recorder.watch(actor);
  return { actor, effects };
}

type Snap = SnapshotFrom<typeof timerMachine>;

/** What must hold in every state, whatever the path that led there. */
function checkInvariants(snap: Snap) {
  const { groupId, facilityId, secs } = snap.context;
  expect(secs).toBeGreaterThanOrEqual(0);
  expect(groupId === null).toBe(facilityId === null);
  if (snap.matches('idle')) expect(facilityId).toBeNull();
  // Wherever a facility's state is shown or asked for, a facility is chosen.
  for (const state of ['loading', 'off', 'failed', 'stopped', 'running', 'starting', 'stopping'] as const) {
    if (snap.matches(state)) expect(facilityId).not.toBeNull();
  }
  // Nothing of another facility is carried into a load.
  if (snap.matches('loading')) expect(secs).toBe(0);
}

describe('timer machine: every shortest path of the model', () => {
  const model = createTestModel(timerMachine, {
    events: samples,
    filterEvents: (snap: Snap, event: TimerEvent) => event.type !== 'clock.tick' || ANSWER_SECS.has(snap.context.secs),
  });
  testModelPaths({ paths: model.getShortestPaths(), eventTypes: samples.map((e) => e.type), start, invariants: checkInvariants, minPaths: 30 });
});

describe('timer machine: scenarios (SPEC §4 Timer)', () => {
  function loaded(state: TimerState, choice: { groupId: number; facilityId: number } = MADRID) {
    const s = start();
    s.actor.send({ type: 'facility.changed', ...choice });
    expect(s.effects).toEqual([{ type: 'effect.load', group_id: choice.groupId, facility_id: choice.facilityId }]);
    s.actor.send({ type: 'state.loaded', facilityId: choice.facilityId, state });
    s.effects.length = 0;
    return s;
  }

  it('shows nothing and asks nothing until a facility is chosen', () => {
    const { actor, effects } = start();
    actor.send({ type: 'facility.changed', ...NONE });
    actor.send({ type: 'timer.toggle' });
    actor.send({ type: 'clock.tick' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects).toEqual([]);
  });

  it("on load, action 'end' shows the timer running with secs_qty_sum, and it ticks every second", () => {
    const { actor } = loaded(runningAnswer);
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.secs).toBe(3600);
    for (let i = 0; i < 5; i++) actor.send({ type: 'clock.tick' });
    expect(actor.getSnapshot().context.secs).toBe(3605);
  });

  it("on load, action 'start' shows the timer stopped with today's seconds; ticks do not count", () => {
    const { actor } = loaded(stoppedAnswer);
    expect(actor.getSnapshot().value).toBe('stopped');
    actor.send({ type: 'clock.tick' });
    expect(actor.getSnapshot().context.secs).toBe(120);
  });

  it("time control 'N' hides the timer: no button, no ticks", () => {
    const { actor, effects } = loaded(offAnswer);
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'timer.toggle' });
    actor.send({ type: 'clock.tick' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(effects).toEqual([]);
  });

  it('start and stop send group_id and facility_id and apply the server answer', () => {
    const { actor, effects } = loaded(stoppedAnswer);
    actor.send({ type: 'timer.toggle' });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(effects).toEqual([{ type: 'effect.toggle', group_id: 1, facility_id: 10, action: 'start' }]);
    // A second click while the first is on its way sends nothing.
    actor.send({ type: 'timer.toggle' });
    expect(effects).toHaveLength(1);
    actor.send({ type: 'toggle.succeeded', ...MADRID, state: { user_console_time_control: 'Y', secs_qty_sum: 121, action: 'end' } });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.secs).toBe(121);
    actor.send({ type: 'clock.tick' });
    actor.send({ type: 'timer.toggle' });
    expect(effects[1]).toEqual({ type: 'effect.toggle', group_id: 1, facility_id: 10, action: 'end' });
    expect(actor.getSnapshot().value).toBe('stopping');
    actor.send({ type: 'toggle.succeeded', ...MADRID, state: { user_console_time_control: 'Y', secs_qty_sum: 123, action: 'start' } });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().context.secs).toBe(123);
  });

  it('the server has the last word: a start answered "not running" stays stopped', () => {
    const { actor } = loaded(stoppedAnswer);
    actor.send({ type: 'timer.toggle' });
    actor.send({ type: 'toggle.succeeded', ...MADRID, state: stoppedAnswer });
    expect(actor.getSnapshot().value).toBe('stopped');
  });

  it('a failed toggle keeps the state and tells why, unless the session already does (E500, token codes)', () => {
    const { actor, effects } = loaded(stoppedAnswer);
    actor.send({ type: 'timer.toggle' });
    actor.send({ type: 'toggle.failed', ...MADRID, code: 'E403', message: 'Time control is not enabled at this facility' });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(effects[1]).toEqual({ type: 'effect.notify', intent: 'error', message: 'Time control is not enabled at this facility' });

    const running = loaded(runningAnswer);
    running.actor.send({ type: 'timer.toggle' });
    running.actor.send({ type: 'toggle.failed', ...MADRID, code: 'E500', message: 'Something went wrong' });
    expect(running.actor.getSnapshot().value).toBe('running');
    expect(running.effects.map((e) => e.type)).toEqual(['effect.toggle']);
  });

  it('a facility change while running first stops the OLD facility, then loads the new one 300 ms later', () => {
    const { actor, effects } = loaded(runningAnswer);
    actor.send({ type: 'facility.changed', ...BROOKLYN });
    expect(effects).toEqual([{ type: 'effect.toggle', group_id: 1, facility_id: 10, action: 'end' }]);
    expect(actor.getSnapshot().matches({ switching: 'stopping' })).toBe(true);
    actor.send({ type: 'clock.tick' });
    actor.send({ type: 'timer.toggle' });
    expect(effects).toHaveLength(1);
    actor.send({ type: 'toggle.succeeded', ...MADRID, state: stoppedAfterStop });
    expect(effects[1]).toEqual({ type: 'effect.delay', ms: TIMER_RELOAD_DELAY_MS });
    expect(TIMER_RELOAD_DELAY_MS).toBe(300);
    expect(actor.getSnapshot().matches({ switching: 'waiting' })).toBe(true);
    actor.send({ type: 'delay.done' });
    expect(effects[2]).toEqual({ type: 'effect.load', group_id: 1, facility_id: 11 });
    actor.send({ type: 'state.loaded', facilityId: 11, state: offAnswer });
    expect(actor.getSnapshot().value).toBe('off');
    expect(effects).toHaveLength(3);
  });

  it('a change while switching loads the latest choice; a failed stop still moves on', () => {
    const { actor, effects } = loaded(runningAnswer);
    actor.send({ type: 'facility.changed', ...BROOKLYN });
    actor.send({ type: 'facility.changed', groupId: 2, facilityId: 20 });
    actor.send({ type: 'toggle.failed', ...MADRID, code: 'E404', message: 'Not found' });
    actor.send({ type: 'facility.changed', groupId: 2, facilityId: 21 });
    actor.send({ type: 'delay.done' });
    expect(effects).toEqual([
      { type: 'effect.toggle', group_id: 1, facility_id: 10, action: 'end' },
      { type: 'effect.notify', intent: 'error', message: 'Not found' },
      { type: 'effect.delay', ms: 300 },
      { type: 'effect.load', group_id: 2, facility_id: 21 },
    ]);
  });

  it('leaving every facility while running stops the session and shows nothing', () => {
    const { actor, effects } = loaded(runningAnswer);
    actor.send({ type: 'facility.changed', ...NONE });
    actor.send({ type: 'toggle.succeeded', ...MADRID, state: stoppedAfterStop });
    actor.send({ type: 'delay.done' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.map((e) => e.type)).toEqual(['effect.toggle', 'effect.delay']);
  });

  it('a facility change while stopped loads the new state at once (nothing to stop)', () => {
    const { actor, effects } = loaded(stoppedAnswer);
    actor.send({ type: 'facility.changed', ...MADRID });
    expect(effects).toEqual([]);
    actor.send({ type: 'facility.changed', ...BROOKLYN });
    expect(effects).toEqual([{ type: 'effect.load', group_id: 1, facility_id: 11 }]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.secs).toBe(0);
  });

  it('a late answer for the facility left behind is ignored', () => {
    const { actor, effects } = start();
    actor.send({ type: 'facility.changed', ...MADRID });
    actor.send({ type: 'facility.changed', ...BROOKLYN });
    actor.send({ type: 'state.loaded', facilityId: 10, state: runningAnswer });
    actor.send({ type: 'state.failed', facilityId: 10, code: 'E500', message: 'x' });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'state.loaded', facilityId: 11, state: stoppedAnswer });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(effects.map((e) => e.type)).toEqual(['effect.load', 'effect.load']);
  });

  it('a start on its way when the facility changes: once it answers "running", the old session is stopped before switching', () => {
    const { actor, effects } = loaded(stoppedAnswer);
    actor.send({ type: 'timer.toggle' });
    actor.send({ type: 'facility.changed', ...BROOKLYN });
    expect(actor.getSnapshot().value).toBe('settling');
    actor.send({ type: 'toggle.succeeded', ...MADRID, state: runningAnswer });
    actor.send({ type: 'toggle.succeeded', ...MADRID, state: stoppedAfterStop });
    actor.send({ type: 'delay.done' });
    expect(effects).toEqual([
      { type: 'effect.toggle', group_id: 1, facility_id: 10, action: 'start' },
      { type: 'effect.toggle', group_id: 1, facility_id: 10, action: 'end' },
      { type: 'effect.delay', ms: 300 },
      { type: 'effect.load', group_id: 1, facility_id: 11 },
    ]);
  });

  it('a stop on its way when the facility changes: once it answers "stopped", the new facility loads', () => {
    const { actor, effects } = loaded(runningAnswer);
    actor.send({ type: 'timer.toggle' });
    actor.send({ type: 'facility.changed', ...BROOKLYN });
    actor.send({ type: 'toggle.succeeded', ...MADRID, state: stoppedAfterStop });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(effects).toEqual([
      { type: 'effect.toggle', group_id: 1, facility_id: 10, action: 'end' },
      { type: 'effect.load', group_id: 1, facility_id: 11 },
    ]);
  });

  it('a failed load hides the timer until the choice changes (choosing it again retries)', () => {
    const { actor, effects } = start();
    actor.send({ type: 'facility.changed', ...MADRID });
    actor.send({ type: 'state.failed', facilityId: 10, code: 'E403', message: 'You are not authorized' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'facility.changed', ...MADRID });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(effects.map((e) => e.type)).toEqual(['effect.load', 'effect.load']);
  });
});
