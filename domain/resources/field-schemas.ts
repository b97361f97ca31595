import { z } from 'zod';
import { date, time } from '../fields';

/**
 * The field schemas the resources' bodies (./schemas/) are made of, beside domain/fields.ts's. Apart
 * from ./resource.ts, whose declarations the screens read without validating anything (issue 21).
 */

/** Status codes A and I (SPEC §3 status labels: active and inactive). */
export const statusSchema = z.enum(['A', 'I']);
export type StatusCode = z.infer<typeof statusSchema>;

// The shared field schemas (domain/fields.ts), under the names the declarations use.
export { int, optionalEmail, optionalLongText, optionalPhone, optionalText, requiredLongText, requiredText } from '../fields';
/** A percentage in [0, 100]. */
export const percent = () => z.number().min(0).max(100);
/** A clock time `HH:mm` (24 h). */
export const timeOfDay = time;
/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = date;

/** Opening hours of one weekday: closed, or open from `open` to `close` (`24:00` allowed as close). */
export const dayHours = z
  .object({ open: timeOfDay(), close: z.union([timeOfDay(), z.literal('24:00')]), closed: z.boolean().default(false) })
  .refine((d) => d.closed || d.open < d.close, { message: 'validation.invalidFormat', path: ['close'] });
/** Opening hours per weekday, Monday first (ISO weekday 1 is index 0). */
export const weekSchedule = z.array(dayHours).length(7);
export type WeekSchedule = z.infer<typeof weekSchedule>;

/**
 * A resource's writable fields: the POST body (without the tenancy column, which the route adds)
 * and the PUT body when it differs (e.g. without a password). Declared apart from the resource
 * (./schemas/), so the screens that draw the resource load no zod; ./schemas/index.ts
 * makes the create, update and row schemas from it.
 */
export interface ResourceFields {
  readonly fields: z.ZodObject;
  readonly updateFields?: z.ZodObject;
}
