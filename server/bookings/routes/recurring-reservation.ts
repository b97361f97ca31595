import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { recurrenceInputSchema, timeOfDaySchema } from '../../../domain/bookings/type-schemas';
import { reservationSchema } from '../../../domain/bookings/reservation';
import { addedDatesSchema, addSeriesDatesSchema, cancelSeriesSchema, changeEndDateSchema, seriesCreateSchema, seriesDetailSchema, seriesResultSchema } from '../../../domain/bookings/series';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { BOOKING_VIEWS } from '../access';
import { facilityParams, idParams, pageQuery } from '../api-schemas';
import * as series from '../series-service';
import { rowId } from '../../../domain/fields';

/** Recurring reservations (view 35). */
const config = { access: { views: [35] } };
const tags = ['recurring reservations'];

/**
 * `/recurring_reservation/...` (SPEC §4 Recurring creation, §7): verify a rule's dates, create a
 * series with the confirmed ones (in batches: `add_dates`), change its end date, cancel it, list
 * and read them. What happens to a date in the way, past or outside the hours: series-service.ts.
 */
export async function recurringReservationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/recurring_reservation/verify/',
    {
      config: { access: { views: BOOKING_VIEWS } },
      schema: {
        tags: ['reservations'],
        summary:
          "For each date still to come of a weekly series on a field: whether it conflicts (with a live booking or blocked time on the field or a field shared with it) and with what. E400 naming the hours when the time does not fit the field's hours on one of its weekdays",
        body: recurrenceInputSchema.extend({
          facility_id: rowId(),
          field_id: rowId(),
          time: timeOfDaySchema,
          minutes: z
            .number()
            .int()
            .min(1)
            .max(24 * 60),
        }),
        response: { 200: okEnvelope(z.array(z.object({ date: z.string(), start_at: z.string(), end_at: z.string(), conflicts: z.array(reservationSchema) }))) },
      },
    },
    async (request) => ok(await series.verifySeries(db, actorOf(request), request.body)),
  );

  r.post(
    '/recurring_reservation/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a series with the dates confirmed after verify, in one transaction; dates taken since verify come back in `failed` (E409 when none could be created)',
        body: seriesCreateSchema,
        response: { 200: okEnvelope(seriesResultSchema) },
      },
    },
    async (request) => ok(await series.createSeries(db, actorOf(request), request.body)),
  );

  r.put(
    '/recurring_reservation/add_dates/',
    {
      config,
      schema: {
        tags,
        summary:
          "More dates of an active series' rule (creation in batches, so progress can be shown): each date is written on its own, one taken meanwhile comes back in `failed` with what is in its way and the others are created",
        body: addSeriesDatesSchema,
        response: { 200: okEnvelope(addedDatesSchema) },
      },
    },
    async (request) => ok(await series.addSeriesDates(db, actorOf(request), request.body)),
  );

  r.get(
    '/recurring_reservation/facility/:facility_id/',
    {
      config,
      schema: {
        tags,
        summary: 'The recurring series of a facility, newest first (count, page; status active or cancelled)',
        params: facilityParams,
        querystring: pageQuery,
        response: { 200: listEnvelope(seriesDetailSchema.omit({ bookings: true })) },
      },
    },
    async (request) => {
      const { data, total } = await series.listSeries(db, actorOf(request), request.params.facility_id, request.query);
      return okList(data, total);
    },
  );

  r.get(
    '/recurring_reservation/reservation/:id/',
    { config, schema: { tags, summary: 'One series with all its bookings', params: idParams, response: { 200: okEnvelope(seriesDetailSchema) } } },
    async (request) => ok(await series.getSeries(db, actorOf(request), request.params.id)),
  );

  r.put(
    '/recurring_reservation/change_end_date/',
    {
      config,
      schema: {
        tags,
        summary: 'Shorter: cancels the bookings after the new end date. Longer: adds the new dates that are free; those in the way come back in `failed`',
        body: changeEndDateSchema,
        response: { 200: okEnvelope(seriesResultSchema) },
      },
    },
    async (request) => ok(await series.changeSeriesEndDate(db, actorOf(request), request.body)),
  );

  r.put(
    '/recurring_reservation/cancel/',
    {
      config,
      schema: {
        tags,
        summary: "Cancel a series with one of the organization's cancellation reasons: its bookings still to come are cancelled (past ones stay)",
        body: cancelSeriesSchema,
        response: { 200: okEnvelope(seriesDetailSchema) },
      },
    },
    async (request) => ok(await series.cancelSeries(db, actorOf(request), request.body)),
  );
}
