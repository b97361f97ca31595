import { z } from 'zod';
import { rowId, rowIdParam } from '../fields';

/**
 * The top bar's timer (SPEC §3 Timer response, §4 Timer, §7 Time control, §9): the shapes the
 * console and the API share.
 */

/** The counter ticks every second (SPEC §9). */
export const TIMER_TICK_MS = 1000;
/** After a facility change, a running timer is toggled, then the new state is loaded this much later (SPEC §9). */
export const TIMER_RELOAD_DELAY_MS = 300;

/** What the start/stop button does next: 'end' means a session is running. */
export const timerActionSchema = z.enum(['start', 'end']);
export type TimerAction = z.infer<typeof timerActionSchema>;

/** The Timer response of SPEC §3. */
export const timerStateSchema = z.object({
  /** 'Y' shows the timer (the facility has time control). */
  user_console_time_control: z.enum(['Y', 'N']),
  /** Seconds worked today at the facility (in its time zone), the running session included. */
  secs_qty_sum: z.number().int().nonnegative(),
  action: timerActionSchema,
});
export type TimerState = z.infer<typeof timerStateSchema>;

const id = rowIdParam();

/** `GET /console/time_control/?group_id=&facility_id=`. */
export const timerQuerySchema = z.object({ group_id: id, facility_id: id });
export type TimerQuery = z.infer<typeof timerQuerySchema>;

/** `GET /user/state/?facility_id=` (the organization is the facility's; `group_id` is checked when given). */
export const userStateQuerySchema = z.object({ facility_id: id, group_id: id.optional() });
export type UserStateQuery = z.infer<typeof userStateQuerySchema>;

/**
 * `POST /console/time_control/`: toggles the timer. With `action` the call says what it means
 * ('start' or 'end', the `action` the console was shown) and repeating it changes nothing; without
 * it the server toggles whatever state it finds.
 */
export const timerToggleSchema = z.object({
  group_id: rowId(),
  facility_id: rowId(),
  action: timerActionSchema.optional(),
});
export type TimerToggle = z.infer<typeof timerToggleSchema>;

/** The timer is shown when the facility has time control. */
export const isTimerShown = (state: TimerState) => state.user_console_time_control === 'Y';
/** A session is running: the next action ends it. */
export const isTimerRunning = (state: TimerState) => state.action === 'end';
