import type { TimerState } from './time-control';

/**
 * The top bar's timer (SPEC §4 Timer, §9): its clock and what its state means. Apart from the
 * shapes (./time-control.ts, zod): the shell's timer runs these from the first paint, and zod
 * comes after it (src/main.tsx).
 */

/** The counter ticks every second (SPEC §9). */
export const TIMER_TICK_MS = 1000;
/** After a facility change, a running timer is toggled, then the new state is loaded this much later (SPEC §9). */
export const TIMER_RELOAD_DELAY_MS = 300;

/** The timer is shown when the facility has time control. */
export const isTimerShown = (state: TimerState) => state.user_console_time_control === 'Y';
/** A session is running: the next action ends it. */
export const isTimerRunning = (state: TimerState) => state.action === 'end';
