import { z } from 'zod';
import { date, time } from '../fields';
import { MAX_EVERY_WEEKS } from './recurrence';
import { BOOKING_STATUSES, BOOKING_TYPES, DELETE_SCOPES, PARTICIPANT_MARKS, PARTICIPANT_STATES, PAYMENT_STATES, PRICING_METHODS, SKILL_LEVELS } from './types';

/** The schemas of the bookings' vocabulary (./types.ts), for the API's bodies and queries. */
export const bookingTypeSchema = z.enum(BOOKING_TYPES);
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const participantStateSchema = z.enum(PARTICIPANT_STATES);
export const participantMarkSchema = z.enum(PARTICIPANT_MARKS);
export const skillLevelSchema = z.enum(SKILL_LEVELS);
export const pricingMethodSchema = z.enum(PRICING_METHODS);
export const deleteScopeSchema = z.enum(DELETE_SCOPES);
export const isoWeekdaySchema = z.number().int().min(1).max(7);
/** A calendar date as `YYYY-MM-DD` that exists (no 2025-02-30), in sensible years (domain/fields.ts). */
export const isoDateSchema = date();
/** A wall-clock time of day as `HH:mm` (24-hour), read in the facility's zone. */
export const timeOfDaySchema = time();

/** The rule as the API receives it. */
export const recurrenceInputSchema = z.object({
  start_date: isoDateSchema,
  every_weeks: z.number().int().min(1).max(MAX_EVERY_WEEKS),
  weekdays: z.array(isoWeekdaySchema).min(1),
  end_date: isoDateSchema,
});
export type RecurrenceInput = z.infer<typeof recurrenceInputSchema>;
