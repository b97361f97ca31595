import { z } from 'zod';
import { MAX_SERIES_WEEKS } from './recurrence';
import { recurrenceInputSchema, bookingTypeSchema, isoDateSchema, timeOfDaySchema } from './type-schemas';
import { reservationSchema } from './reservation';
import { isBookingDuration } from './types';
import { optionalLongText, requiredLongText, rowId } from '../fields';

/**
 * Series of bookings as the API takes and answers them (SPEC §7 `/recurring_reservation/...` and
 * `/blocked_time/...`). A series is a rule (every N weeks on ISO weekdays from a start date until an
 * end date, at a local time for a duration) and the bookings created from it. A blocked time is a
 * series of type `blocked`: its bookings occupy their fields like any booking, so they take part
 * in every conflict check.
 */

/** The rule and slot of a recurring reservation (the verify body without the facility). */
export const seriesDraftSchema = recurrenceInputSchema.extend({
  field_id: rowId(),
  time: timeOfDaySchema,
  minutes: z.number().int().refine(isBookingDuration, 'validation.invalidFormat'),
});

/**
 * `POST /recurring_reservation/`: the series and the dates the user confirmed after verify (each
 * must be a date of the rule). The database checks every date again: see the route for what
 * happens to a date taken since verify.
 */
export const seriesCreateSchema = seriesDraftSchema.extend({
  facility_id: rowId(),
  type: bookingTypeSchema.exclude(['blocked']).default('recurring'),
  contact_id: rowId().nullable().default(null),
  notes: optionalLongText(250),
  dates: z.array(isoDateSchema).min(1),
});
export type SeriesCreate = z.infer<typeof seriesCreateSchema>;

/** A date that could not be booked, with the bookings (or blocked times) in its way. */
export const dateConflictSchema = z.object({ date: z.string(), conflicts: z.array(reservationSchema) });
export type DateConflicts = z.infer<typeof dateConflictSchema>;

/** A series as lists and the detail show it. */
export const seriesSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  /** Every field the series occupies (a blocked time may hold several). */
  field_ids: z.array(z.number().int()),
  field_names: z.array(z.string()),
  type: z.string(),
  contact_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  time: z.string(),
  minutes: z.number().int(),
  every_weeks: z.number().int(),
  weekdays: z.array(z.number().int()),
  notes: z.string(),
  /** active or cancelled. */
  status: z.string(),
  /** Live bookings left, and the next one to come (null: none). */
  live_count: z.number().int(),
  next_start: z.string().nullable(),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesDetailSchema = seriesSchema.extend({ bookings: z.array(reservationSchema) });
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;

/** The answer of a creation or a longer end date: what was created and what was in the way. */
export const seriesResultSchema = z.object({ series: seriesSchema, created: z.array(z.string()), failed: z.array(dateConflictSchema) });
export type SeriesResult = z.infer<typeof seriesResultSchema>;

/**
 * `PUT /recurring_reservation/add_dates/`: more dates of an active series' rule, after its first
 * ones (a series is created in batches so the person waiting sees progress). Each date is written
 * on its own: one taken meanwhile comes back in `failed`, the others are created.
 */
export const addSeriesDatesSchema = z.object({ series_id: rowId(), dates: z.array(isoDateSchema).min(1) });
/** The answer of `add_dates`: the dates created and those in the way. */
export const addedDatesSchema = seriesResultSchema.pick({ created: true, failed: true });

export const changeEndDateSchema = z.object({ series_id: rowId(), end_date: isoDateSchema });
export const cancelSeriesSchema = z.object({ series_id: rowId(), reason_id: rowId() });

/**
 * `POST /blocked_time/`: block one or more fields of a facility on a date from one time to another
 * (same day), optionally every week on that weekday until `repeat_until`, with a reason.
 */
export const blockedTimeCreateSchema = z.object({
  facility_id: rowId(),
  field_ids: z.array(rowId()).min(1),
  date: isoDateSchema,
  time: timeOfDaySchema,
  end_time: timeOfDaySchema,
  repeat_until: isoDateSchema.nullable().default(null),
  reason: requiredLongText(250),
});
export type BlockedTimeCreate = z.infer<typeof blockedTimeCreateSchema>;

/** `PUT /blocked_time/serie/{id}/`: the reason can be changed; a new time is a new blocked time. */
export const blockedTimeUpdateSchema = z.object({ reason: requiredLongText(250) });

/** The longest repeat of a blocked time, as for any series. */
export const MAX_BLOCKED_WEEKS = MAX_SERIES_WEEKS;
