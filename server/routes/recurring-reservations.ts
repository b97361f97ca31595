import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LocalDate } from '@js-joda/core';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import { recurrenceProblems, ruleFromInput, seriesSlots } from '../../domain/bookings/recurrence';
import { addedDatesSchema, addSeriesDatesSchema, cancelSeriesSchema, changeEndDateSchema, type DateConflicts, seriesCreateSchema, seriesDetailSchema, seriesResultSchema } from '../../domain/bookings/series';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/resources/resource';
import { currentUser } from '../auth/guard';
import { isActiveReason } from '../bookings/access';
import { ownFacility } from '../auth/guard';
import { createDates, describeSeries, liveBookingsAfter, ruleDates, seriesDetail, seriesPage, seriesPlan } from '../bookings/series';
import { blockedFields, cancelBookings } from '../bookings/slots';
import type { Db } from '../db/connect';
import { bookings, contacts, fields, recurringSeries } from '../db/schema';
import { ok, okList } from '../http/envelope';
import { seriesPrice } from './booking-support';
import { AppError, fieldError } from '../http/errors';

/** Recurring reservations (view 35). */
const ACCESS = { access: { views: [35] } };
const tags = ['recurring reservations'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
export const pageQuery = z.object({
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(['active', 'cancelled']).optional(),
});

/** Why a rule gives no series, as the field error of the input to correct. */
export function ruleError(request: FastifyRequest, problems: string[]): AppError | null {
  if (problems.length === 0) return null;
  const field = problems.includes('until_before_start') || problems.includes('too_long') || problems.includes('no_dates') ? 'end_date' : 'weekdays';
  return fieldError(request, field, 'validation.invalidFormat', { data: { problems } });
}

/**
 * Recurring reservations (SPEC §4 Recurring creation, §7 `/recurring_reservation/ reservation,
 * facility, cancel, change_end_date, verify`; verify lives with the reservations).
 *
 * Creation takes the dates the user confirmed after verify and writes the series and those dates
 * in one transaction, each date in a savepoint checked by the exclusion constraint. A date taken
 * since verify does not fail the others: it is answered back in `failed` with the bookings in its
 * way, and the rest is created (SPEC §4: creation can be partial). Only when no date at all can be
 * created does the whole call fail with E409 (the conflicts in `data.failed`), and nothing is
 * written: a series without bookings helps nobody. The console creates a long series in batches:
 * the first call creates the series with its first dates, `add_dates` adds the others, each date
 * on its own in the same way, so the person waiting sees the dates being created.
 */
export async function recurringReservationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A series of the user's facilities that is not a blocked time (those live under /blocked_time/). */
  async function ownSeries(request: FastifyRequest, id: number) {
    const [row] = await db.select().from(recurringSeries).where(eq(recurringSeries.id, id));
    if (!row || row.type === 'blocked') throw new AppError('E404');
    const facility = await ownFacility(db, request, row.facility_id);
    return { row, facility };
  }

  r.post(
    '/recurring_reservation/',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Create a series with the dates confirmed after verify, in one transaction; dates taken since verify come back in `failed` (E409 when none could be created)',
        body: seriesCreateSchema,
        response: { 200: okEnvelope(seriesResultSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const facility = await ownFacility(db, request, body.facility_id);
      const [field] = await db.select().from(fields).where(and(eq(fields.id, body.field_id), eq(fields.facility_id, facility.id), eq(fields.status, 'A')));
      if (!field) throw fieldError(request, 'field_id', 'validation.invalidFormat');
      if (body.contact_id !== null) {
        const [contact] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, body.contact_id), eq(contacts.facility_id, facility.id)));
        if (!contact) throw fieldError(request, 'contact_id', 'validation.invalidFormat');
      }
      const ruleProblem = ruleError(request, recurrenceProblems(ruleFromInput(body)));
      if (ruleProblem) throw ruleProblem;
      const allowed = new Set(ruleDates({ start_date: body.start_date, end_date: body.end_date, every_weeks: body.every_weeks, weekdays: body.weekdays }));
      const dates = [...new Set(body.dates)].sort();
      if (dates.some((d) => !allowed.has(d))) throw fieldError(request, 'dates', 'validation.invalidFormat');
      const slotFields = await blockedFields(db, field);
      const userId = currentUser(request).id;

      const result = await db.transaction(async (tx) => {
        const [series] = await tx
          .insert(recurringSeries)
          .values({
            facility_id: facility.id,
            field_id: field.id,
            type: body.type,
            contact_id: body.contact_id,
            start_date: body.start_date,
            end_date: body.end_date,
            time: body.time,
            duration: body.minutes,
            every_weeks: body.every_weeks,
            weekdays: [...new Set(body.weekdays)].sort(),
            notes: body.notes,
            created_by: userId,
          })
          .returning();
        const { created, failed } = await createDates(tx, series!, facility.timezone, dates, [seriesPlan(series!, slotFields, userId, await seriesPrice(tx, series!, facility.group_id))]);
        // Nothing could be created: the transaction rolls back, the series is not left empty.
        if (created.length === 0) throw new AppError('E409', 'bookings.seriesTaken', {}, { failed });
        const [described] = await describeSeries(tx, [series!]);
        return { series: described!, created, failed };
      });
      return ok(result);
    },
  );

  r.put(
    '/recurring_reservation/add_dates/',
    {
      config: ACCESS,
      schema: {
        tags,
        summary:
          "More dates of an active series' rule (creation in batches, so progress can be shown): each date is written on its own, one taken meanwhile comes back in `failed` with what is in its way and the others are created",
        body: addSeriesDatesSchema,
        response: { 200: okEnvelope(addedDatesSchema) },
      },
    },
    async (request) => {
      const { row: found, facility } = await ownSeries(request, request.body.series_id);
      const dates = [...new Set(request.body.dates)].sort();
      const userId = currentUser(request).id;

      const result = await db.transaction(async (tx) => {
        // The series row is held until the dates are written: a cancel or a new end date at the same
        // moment waits, and the state and rule checked here are the ones the dates are written under.
        const [row] = await tx.select().from(recurringSeries).where(eq(recurringSeries.id, found.id)).for('update');
        if (row?.status !== 'active') throw new AppError('E409', 'bookings.seriesCancelled');
        const allowed = new Set(ruleDates(row));
        if (dates.some((d) => !allowed.has(d))) throw fieldError(request, 'dates', 'validation.invalidFormat');
        const slots = seriesSlots(dates.map((d) => LocalDate.parse(d)), { time: row.time, minutes: row.duration, zone: facility.timezone });
        const held = await tx
          .select({ start: bookings.start_at })
          .from(bookings)
          .where(and(eq(bookings.series_id, row.id), inArray(bookings.status, ['confirmed', 'completed']), inArray(bookings.start_at, slots.map((s) => s.start))));
        if (held.length > 0) {
          const heldAt = new Set(held.map((h) => h.start.getTime()));
          throw new AppError('E409', 'bookings.datesInSeries', {}, { dates: slots.filter((s) => heldAt.has(s.start.getTime())).map((s) => s.date) });
        }
        const [field] = await tx.select().from(fields).where(eq(fields.id, row.field_id));
        return createDates(tx, row, facility.timezone, dates, [seriesPlan(row, await blockedFields(tx, field!), userId, await seriesPrice(tx, row, facility.group_id))]);
      });
      return ok(result);
    },
  );

  r.get(
    '/recurring_reservation/facility/:facility_id/',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'The recurring series of a facility, newest first (count, page; status active or cancelled)',
        params: z.object({ facility_id: z.coerce.number().int().positive() }),
        querystring: pageQuery,
        response: { 200: listEnvelope(seriesDetailSchema.omit({ bookings: true })) },
      },
    },
    async (request) => {
      const facility = await ownFacility(db, request, request.params.facility_id);
      const { data, total } = await seriesPage(db, facility.id, false, request.query);
      return okList(data, total);
    },
  );

  r.get(
    '/recurring_reservation/reservation/:id/',
    { config: ACCESS, schema: { tags, summary: 'One series with all its bookings', params: idParams, response: { 200: okEnvelope(seriesDetailSchema) } } },
    async (request) => {
      const { row } = await ownSeries(request, request.params.id);
      return ok(await seriesDetail(db, row));
    },
  );

  r.put(
    '/recurring_reservation/change_end_date/',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Shorter: cancels the bookings after the new end date. Longer: adds the new dates that are free; those in the way come back in `failed`',
        body: changeEndDateSchema,
        response: { 200: okEnvelope(seriesResultSchema) },
      },
    },
    async (request) => {
      const { row, facility } = await ownSeries(request, request.body.series_id);
      if (row.status !== 'active') throw new AppError('E409', 'bookings.seriesCancelled');
      const endDate = request.body.end_date;
      if (endDate === row.end_date) throw new AppError('E409', 'bookings.refused.nothing_to_change');
      const rule = { start_date: row.start_date, end_date: endDate, every_weeks: row.every_weeks, weekdays: row.weekdays };
      const ruleProblem = ruleError(request, recurrenceProblems(ruleFromInput(rule)));
      if (ruleProblem) throw ruleProblem;

      const result = await db.transaction(async (tx) => {
        let created: string[] = [];
        let failed: DateConflicts[] = [];
        if (endDate < row.end_date) {
          // The first instant after the new end date, in the facility's zone.
          const [dayAfter] = seriesSlots([LocalDate.parse(endDate).plusDays(1)], { time: '00:00', minutes: 1, zone: facility.timezone });
          await cancelBookings(tx, await liveBookingsAfter(tx, row.id, new Date(dayAfter!.start.getTime() - 1)), null);
        } else {
          const added = ruleDates(rule).filter((d) => d > row.end_date);
          const [field] = await tx.select().from(fields).where(eq(fields.id, row.field_id));
          const plan = seriesPlan(row, await blockedFields(tx, field!), currentUser(request).id, await seriesPrice(tx, row, facility.group_id));
          ({ created, failed } = await createDates(tx, row, facility.timezone, added, [plan]));
          if (added.length > 0 && created.length === 0) throw new AppError('E409', 'bookings.seriesTaken', {}, { failed });
        }
        const [updated] = await tx.update(recurringSeries).set({ end_date: endDate, updated_at: new Date() }).where(eq(recurringSeries.id, row.id)).returning();
        const [described] = await describeSeries(tx, [updated!]);
        return { series: described!, created, failed };
      });
      return ok(result);
    },
  );

  r.put(
    '/recurring_reservation/cancel/',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: "Cancel a series with one of the organization's cancellation reasons: its bookings still to come are cancelled (past ones stay)",
        body: cancelSeriesSchema,
        response: { 200: okEnvelope(seriesDetailSchema) },
      },
    },
    async (request) => {
      const { row, facility } = await ownSeries(request, request.body.series_id);
      if (row.status !== 'active') throw new AppError('E409', 'bookings.seriesCancelled');
      if (!(await isActiveReason(db, facility.group_id, request.body.reason_id))) throw fieldError(request, 'reason_id', 'validation.invalidFormat');
      const detail = await db.transaction(async (tx) => {
        await cancelBookings(tx, await liveBookingsAfter(tx, row.id, new Date()), request.body.reason_id);
        const [updated] = await tx.update(recurringSeries).set({ status: 'cancelled', updated_at: new Date() }).where(eq(recurringSeries.id, row.id)).returning();
        return seriesDetail(tx, updated!);
      });
      return ok(detail);
    },
  );
}
