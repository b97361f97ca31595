import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChronoUnit, LocalDate, LocalTime } from '@js-joda/core';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import { recurrenceProblems } from '../../domain/bookings/recurrence';
import { blockedTimeCreateSchema, blockedTimeUpdateSchema, seriesDetailSchema } from '../../domain/bookings/series';
import { currentUser } from '../auth/guard';
import { ownFacility } from '../auth/guard';
import { createDates, seriesDetail, seriesPage, ruleDates } from '../bookings/series';
import { blockedFields, cancelBookings } from '../bookings/slots';
import type { Db } from '../db/connect';
import { bookings, fields, recurringSeries } from '../db/schema';
import { ok, okList } from '../http/envelope';
import { AppError, fieldError } from '../http/errors';
import { pageQuery } from './recurring-reservations';

/** Blocked times (view 38). */
const ACCESS = { access: { views: [38] } };
const tags = ['blocked times'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Blocked times (SPEC §7 `/blocked_time/ serie, facility`; view 38): one or more fields of a
 * facility blocked on a date from one time to another, optionally every week on that weekday until
 * a date, with a reason. A blocked time is a series of type `blocked` (even a single date, so the
 * list has one row per blocked time) whose bookings (one per field and date, type `blocked`) hold
 * slots like any booking: every conflict check sees them and the schedule shows them hatched.
 *
 * Unlike a recurring reservation, a blocked time is all or nothing: when a date is already booked
 * the call answers E409 with the bookings in the way (`data.failed` by date, `data.conflicts`
 * flat) and writes nothing; staff move or cancel those bookings first, nobody's booking is dropped
 * silently. Its time and fields are not edited in place (remove it and block again); its reason is.
 */
export async function blockedTimeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function ownBlocked(request: FastifyRequest, id: number) {
    const [row] = await db.select().from(recurringSeries).where(eq(recurringSeries.id, id));
    if (!row || row.type !== 'blocked') throw new AppError('E404');
    await ownFacility(db, request, row.facility_id);
    return row;
  }

  r.post(
    '/blocked_time/',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Block fields on a date from one time to another, optionally weekly until a date; E409 with what is in the way, nothing written',
        body: blockedTimeCreateSchema,
        response: { 200: okEnvelope(seriesDetailSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const facility = await ownFacility(db, request, body.facility_id);
      const fieldIds = [...new Set(body.field_ids)];
      const chosen = await db.select().from(fields).where(and(inArray(fields.id, fieldIds), eq(fields.facility_id, facility.id), eq(fields.status, 'A')));
      if (chosen.length !== fieldIds.length) throw fieldError(request, 'field_ids', 'validation.invalidFormat');
      const minutes = ChronoUnit.MINUTES.between(LocalTime.parse(body.time), LocalTime.parse(body.end_time));
      if (minutes <= 0) throw fieldError(request, 'end_time', 'validation.invalidFormat');
      const date = LocalDate.parse(body.date);
      const rule = { start_date: body.date, end_date: body.repeat_until ?? body.date, every_weeks: 1, weekdays: [date.dayOfWeek().value()] };
      if (recurrenceProblems({ start: date, until: LocalDate.parse(rule.end_date), everyWeeks: 1, weekdays: rule.weekdays }).length > 0) {
        throw fieldError(request, 'repeat_until', 'validation.invalidFormat');
      }
      // Each chosen field gets a booking; a field shared with a chosen one is held by the first
      // booking that blocks it (never twice: the blocked time must not conflict with itself).
      const userId = currentUser(request).id;
      const held = new Set<number>();
      const slotsOf: number[][] = [];
      for (const field of chosen.sort((a, b) => a.id - b.id)) {
        const mine = (await blockedFields(db, field)).filter((id) => id === field.id || (!fieldIds.includes(id) && !held.has(id)));
        mine.forEach((id) => held.add(id));
        slotsOf.push(mine);
      }

      const detail = await db.transaction(async (tx) => {
        const [series] = await tx
          .insert(recurringSeries)
          .values({ facility_id: facility.id, field_id: chosen[0]!.id, type: 'blocked', start_date: rule.start_date, end_date: rule.end_date, time: body.time, duration: minutes, every_weeks: 1, weekdays: rule.weekdays, notes: body.reason, created_by: userId })
          .returning();
        const plans = chosen.map((field, i) => ({
          values: { facility_id: facility.id, field_id: field.id, type: 'blocked', notes: body.reason, series_id: series!.id, created_by: userId },
          slotFields: slotsOf[i]!,
        }));
        const { failed } = await createDates(tx, series!, facility.timezone, ruleDates(series!), plans);
        if (failed.length > 0) throw new AppError('E409', 'bookings.blockedOverlap', {}, { failed, conflicts: failed.flatMap((f) => f.conflicts) });
        return seriesDetail(tx, series!);
      });
      return ok(detail);
    },
  );

  r.get(
    '/blocked_time/facility/:facility_id/',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'The blocked times of a facility, newest first (count, page; status active or cancelled)',
        params: z.object({ facility_id: z.coerce.number().int().positive() }),
        querystring: pageQuery,
        response: { 200: listEnvelope(seriesDetailSchema.omit({ bookings: true })) },
      },
    },
    async (request) => {
      const facility = await ownFacility(db, request, request.params.facility_id);
      const { data, total } = await seriesPage(db, facility.id, true, request.query);
      return okList(data, total);
    },
  );

  r.get(
    '/blocked_time/serie/:id/',
    { config: ACCESS, schema: { tags, summary: 'One blocked time with its bookings', params: idParams, response: { 200: okEnvelope(seriesDetailSchema) } } },
    async (request) => ok(await seriesDetail(db, await ownBlocked(request, request.params.id))),
  );

  r.put(
    '/blocked_time/serie/:id/',
    { config: ACCESS, schema: { tags, summary: 'Change the reason of a blocked time', params: idParams, body: blockedTimeUpdateSchema, response: { 200: okEnvelope(seriesDetailSchema) } } },
    async (request) => {
      const row = await ownBlocked(request, request.params.id);
      const detail = await db.transaction(async (tx) => {
        const [updated] = await tx.update(recurringSeries).set({ notes: request.body.reason, updated_at: new Date() }).where(eq(recurringSeries.id, row.id)).returning();
        await tx.update(bookings).set({ notes: request.body.reason, updated_at: new Date() }).where(eq(bookings.series_id, row.id));
        return seriesDetail(tx, updated!);
      });
      return ok(detail);
    },
  );

  r.delete(
    '/blocked_time/serie/:id/',
    { config: ACCESS, schema: { tags, summary: 'Remove a blocked time: the fields are free again from now on (past dates stay as they were)', params: idParams, response: { 200: okEnvelope(seriesDetailSchema) } } },
    async (request) => {
      const row = await ownBlocked(request, request.params.id);
      if (row.status !== 'active') throw new AppError('E409', 'bookings.seriesCancelled');
      const detail = await db.transaction(async (tx) => {
        const live = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.series_id, row.id), eq(bookings.status, 'confirmed'), gt(bookings.end_at, new Date())));
        await cancelBookings(tx, live.map((b) => b.id), null);
        const [updated] = await tx.update(recurringSeries).set({ status: 'cancelled', updated_at: new Date() }).where(eq(recurringSeries.id, row.id)).returning();
        return seriesDetail(tx, updated!);
      });
      return ok(detail);
    },
  );
}
