import { assign, emit, enqueueActions, setup } from 'xstate';
import type { TimerAction, TimerState } from '../domain/time/time-control';
import { TIMER_RELOAD_DELAY_MS, isTimerRunning, isTimerShown } from '../domain/time/timer';

/**
 * The top bar's timer (SPEC §4 Timer, §9), as a pure machine. It performs nothing itself: it emits
 * effects (`effect.*`) that a runner performs, and learns their results as events; the runner's
 * clock sends `clock.tick` every second while the timer runs. No `invoke`, no `after`.
 *
 * - On load the server's answer decides: time control 'N' hides the timer (`off`), action 'end'
 *   means a session is running (`running`, secs = secs_qty_sum), otherwise `stopped`.
 * - The start/stop button toggles with group_id and facility_id and applies the server's answer.
 * - When the facility changes while the timer runs, the old facility's session is stopped first,
 *   then the new facility's state is loaded 300 ms later.
 */
export interface TimerContext {
  /** The chosen organization and facility (the latest choice of the top bar). */
  groupId: number | null;
  facilityId: number | null;
  /** Seconds worked today at the facility, as shown (hh:mm:ss). */
  secs: number;
}

export type TimerEvent =
  /** The top bar's choice changed (null: nothing chosen). */
  | { type: 'facility.changed'; groupId: number | null; facilityId: number | null }
  | { type: 'state.loaded'; facilityId: number; state: TimerState }
  | { type: 'state.failed'; facilityId: number; code: string; message: string }
  /** The start/stop button. */
  | { type: 'timer.toggle' }
  /** Results of an `effect.toggle`, naming the facility it was for. */
  | { type: 'toggle.succeeded'; groupId: number; facilityId: number; state: TimerState }
  | { type: 'toggle.failed'; groupId: number; facilityId: number; code: string; message: string }
  /** One second passed. */
  | { type: 'clock.tick' }
  /** The `effect.delay` elapsed. */
  | { type: 'delay.done' };

export type TimerEffect =
  /** Load the timer state of a facility. */
  | { type: 'effect.load'; group_id: number; facility_id: number }
  /** Toggle the timer at a facility; `action` is what the toggle means (the server repeats nothing). */
  | { type: 'effect.toggle'; group_id: number; facility_id: number; action: TimerAction }
  /** Send `delay.done` after `ms`. */
  | { type: 'effect.delay'; ms: number }
  /** Tell the user why a toggle failed. */
  | { type: 'effect.notify'; intent: 'error'; message: string };

/** Failures the session already handles (signs out, or toasts the E500): no second message. */
const SESSION_CODES = ['T001', 'T002', 'T004', 'E004', 'E500'];

/** The server's answer an event carries, if any. */
const answerOf = (event: TimerEvent): TimerState | null => (event.type === 'state.loaded' || event.type === 'toggle.succeeded' ? event.state : null);

export const timerMachine = setup({
  types: {
    context: {} as TimerContext,
    events: {} as TimerEvent,
    emitted: {} as TimerEffect,
  },
  guards: {
    /** The new choice names a facility (and its organization). */
    isChosen: ({ event }) => event.type === 'facility.changed' && event.groupId !== null && event.facilityId !== null,
    isSameChoice: ({ context, event }) => event.type === 'facility.changed' && event.groupId === context.groupId && event.facilityId === context.facilityId,
    /** Context names a facility: after a switch, load it. */
    hasChoice: ({ context }) => context.groupId !== null && context.facilityId !== null,
    /** A load answered for a facility that is no longer the chosen one. */
    isStale: ({ context, event }) => (event.type === 'state.loaded' || event.type === 'state.failed') && event.facilityId !== context.facilityId,
    answerOff: ({ event }) => {
      const state = answerOf(event);
      return state !== null && !isTimerShown(state);
    },
    answerRunning: ({ event }) => {
      const state = answerOf(event);
      return state !== null && isTimerShown(state) && isTimerRunning(state);
    },
    /** The answer to a toggle says a session is running there. */
    toggledRunning: ({ event }) => event.type === 'toggle.succeeded' && isTimerRunning(event.state),
  },
  actions: {
    choose: assign(({ context, event }) => {
      if (event.type !== 'facility.changed') return {};
      const same = event.groupId === context.groupId && event.facilityId === context.facilityId;
      return { groupId: event.groupId, facilityId: event.facilityId, secs: same ? context.secs : 0 };
    }),
    load: emit(({ context }) => ({ type: 'effect.load' as const, group_id: context.groupId ?? 0, facility_id: context.facilityId ?? 0 })),
    applyAnswer: assign({ secs: ({ context, event }) => answerOf(event)?.secs_qty_sum ?? context.secs }),
    start: emit(({ context }) => ({ type: 'effect.toggle' as const, group_id: context.groupId ?? 0, facility_id: context.facilityId ?? 0, action: 'start' as const })),
    /** Stops the session of the facility in context (before `choose` replaces it). */
    stop: emit(({ context }) => ({ type: 'effect.toggle' as const, group_id: context.groupId ?? 0, facility_id: context.facilityId ?? 0, action: 'end' as const })),
    /** Stops the session the last toggle answer says is running (at the facility that answered). */
    stopAnswered: emit(({ event }) => ({
      type: 'effect.toggle' as const,
      group_id: event.type === 'toggle.succeeded' ? event.groupId : 0,
      facility_id: event.type === 'toggle.succeeded' ? event.facilityId : 0,
      action: 'end' as const,
    })),
    wait: emit({ type: 'effect.delay' as const, ms: TIMER_RELOAD_DELAY_MS }),
    notifyFailure: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'toggle.failed' && !SESSION_CODES.includes(event.code)) {
        enqueue.emit({ type: 'effect.notify', intent: 'error', message: event.message });
      }
    }),
    tick: assign({ secs: ({ context }) => context.secs + 1 }),
  },
}).createMachine({
  id: 'timer',
  context: { groupId: null, facilityId: null, secs: 0 },
  initial: 'idle',
  states: {
    /** No facility chosen: nothing to show. */
    idle: {
      on: {
        'facility.changed': { guard: 'isChosen', target: 'loading', actions: ['choose', 'load'] },
      },
    },
    loading: {
      on: {
        'state.loaded': [
          { guard: 'isStale' },
          { guard: 'answerOff', target: 'off', actions: 'applyAnswer' },
          { guard: 'answerRunning', target: 'running', actions: 'applyAnswer' },
          { target: 'stopped', actions: 'applyAnswer' },
        ],
        'state.failed': [{ guard: 'isStale' }, { target: 'failed' }],
        'facility.changed': [{ guard: 'isSameChoice' }, { guard: 'isChosen', target: 'loading', reenter: true, actions: ['choose', 'load'] }, { target: 'idle', actions: 'choose' }],
      },
    },
    /** The facility has no time control ('N'): the timer is not shown. */
    off: {
      on: {
        'facility.changed': [{ guard: 'isSameChoice' }, { guard: 'isChosen', target: 'loading', actions: ['choose', 'load'] }, { target: 'idle', actions: 'choose' }],
      },
    },
    /** The state could not be loaded: not shown until the choice changes. */
    failed: {
      on: {
        'facility.changed': [
          { guard: 'isChosen', target: 'loading', actions: ['choose', 'load'] },
          { target: 'idle', actions: 'choose' },
        ],
      },
    },
    stopped: {
      on: {
        'timer.toggle': { target: 'starting', actions: 'start' },
        'facility.changed': [{ guard: 'isSameChoice' }, { guard: 'isChosen', target: 'loading', actions: ['choose', 'load'] }, { target: 'idle', actions: 'choose' }],
      },
    },
    running: {
      on: {
        'clock.tick': { actions: 'tick' },
        'timer.toggle': { target: 'stopping', actions: 'stop' },
        'facility.changed': [
          { guard: 'isSameChoice' },
          // First the old facility's session ends, then (after the delay) the new state loads.
          { target: 'switching', actions: ['stop', 'choose'] },
        ],
      },
    },
    /** A start is on its way. */
    starting: {
      on: {
        'toggle.succeeded': [
          { guard: 'answerOff', target: 'off', actions: 'applyAnswer' },
          { guard: 'answerRunning', target: 'running', actions: 'applyAnswer' },
          { target: 'stopped', actions: 'applyAnswer' },
        ],
        'toggle.failed': { target: 'stopped', actions: 'notifyFailure' },
        'facility.changed': [{ guard: 'isSameChoice' }, { target: 'settling', actions: 'choose' }],
      },
    },
    /** A stop is on its way. */
    stopping: {
      on: {
        'toggle.succeeded': [
          { guard: 'answerOff', target: 'off', actions: 'applyAnswer' },
          { guard: 'answerRunning', target: 'running', actions: 'applyAnswer' },
          { target: 'stopped', actions: 'applyAnswer' },
        ],
        'toggle.failed': { target: 'running', actions: 'notifyFailure' },
        'facility.changed': [{ guard: 'isSameChoice' }, { target: 'settling', actions: 'choose' }],
      },
    },
    /** The facility changed while a toggle was on its way: its answer says whether the old session must end first. */
    settling: {
      on: {
        'toggle.succeeded': [{ guard: 'toggledRunning', target: 'switching', actions: 'stopAnswered' }, { guard: 'hasChoice', target: 'loading', actions: 'load' }, { target: 'idle' }],
        'toggle.failed': [
          { guard: 'hasChoice', target: 'loading', actions: ['notifyFailure', 'load'] },
          { target: 'idle', actions: 'notifyFailure' },
        ],
        'facility.changed': { actions: 'choose' },
      },
    },
    /** The old facility's session is being stopped; then, after the delay, the chosen facility loads. */
    switching: {
      initial: 'stopping',
      on: {
        'facility.changed': { actions: 'choose' },
      },
      states: {
        stopping: {
          on: {
            'toggle.succeeded': { target: 'waiting', actions: 'wait' },
            'toggle.failed': { target: 'waiting', actions: ['notifyFailure', 'wait'] },
          },
        },
        waiting: {
          on: {
            'delay.done': [{ guard: 'hasChoice', target: '#timer.loading', actions: 'load' }, { target: '#timer.idle' }],
          },
        },
      },
    },
  },
});

/** The timer is on screen (hh:mm:ss and the button). */
export const TIMER_SHOWN_STATES = ['stopped', 'running', 'starting', 'stopping'] as const;
