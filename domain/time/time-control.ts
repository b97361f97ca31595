import { z } from 'zod';
import { rowId, rowIdParam } from '../fields';

/**
 * The top bar's timer (SPEC §3 Timer response, §4 Timer, §7 Time control, §9): the shapes the
 * console and the API share. Its clock and predicates are in ./timer.ts (the top bar's timer runs
 * them from the first paint, before zod has come).
 */

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
