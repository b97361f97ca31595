import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { forSaleMatchSchema, forSaleQuerySchema } from '../../../domain/bookings/for-sale';
import { scheduleReservationSchema, cancelRequestSchema, reservationCreateSchema, reservationInputSchema, reservationSchema } from '../../../domain/bookings/reservation';
import { dateRangeTooLong, instantRangeTooLong, MAX_RANGE_DAYS, rangeTooLongText } from '../../../domain/bookings/limits';
import { bookingEventKindSchema, bookingEventSchema, bookingMessageSchema, reservationDetailSchema, reservationPageQuerySchema, reservationRowSchema } from '../../../domain/bookings/reservation-detail';
import { deleteScopeSchema } from '../../../domain/bookings/type-schemas';
import { actorOf } from '../../auth/actor';
import { invalidInput } from '../../domain-error';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { BOOKING_VIEWS, facilityFor } from '../access';
import { cancelRefundSchema, deletedSchema, facilityParams, idParams, refundSchema } from '../api-schemas';
import { bookingsBetween, bookingsPage, matchesForSale } from '../queries';
import * as bookings from '../service';
import { cancelBookingWithRefunds, declinedNoteOf } from '../../pos/booking-cancel';
import { translator } from '../../http/i18n';
import { datetime } from '../../../domain/fields';
import { facilityAndScheduleVersion, scheduleCache } from '../schedule-cache';

/**
 * `/reservation/...` (SPEC §7): create, change, cancel and delete a booking, its detail, history,
 * notes and chat, and the lists (a facility's bookings between two instants, paged, for sale).
 */
/** A range over MAX_RANGE_DAYS: E400 on `to`, the range message as the answer's message too. */
const rangeTooLong = () => invalidInput('to', rangeTooLongText, { message: rangeTooLongText });

export async function reservationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { views: BOOKING_VIEWS } };
  const tags = ['reservations'];
  const schedules = scheduleCache();

  r.post(
    '/reservation/',
    {
      config,
      schema: {
        tags,
        summary:
          "Book a field at a local date and time of its facility, with every input of its type; the server prices it. Inside the field's opening hours, not in the past, a duration of the choices (E400 naming the hours); overlaps answer E409",
        body: reservationCreateSchema,
        response: { 200: okEnvelope(reservationSchema) },
      },
    },
    async (request) => ok(await bookings.createBooking(db, actorOf(request), request.body)),
  );

  r.put(
    '/reservation/:id/',
    {
      config,
      schema: {
        tags,
        summary:
          "Change a booking: its inputs, and its time or field (the booking rules decide a move, which must lie inside the field's hours; overlaps answer E409). The maximum cannot go below those already registered.",
        params: idParams,
        body: reservationInputSchema,
        response: { 200: okEnvelope(reservationSchema) },
      },
    },
    async (request) => ok(await bookings.updateBooking(db, actorOf(request), request.params.id, request.body)),
  );

  r.put(
    '/reservation/cancel/:id/',
    {
      config,
      schema: {
        tags,
        summary:
          "Cancel a booking with one of the organization's cancellation reasons: it no longer blocks its fields. What it refunds follows the organization's cancellation policy hours (inside the window, in progress or past: nothing of the price; before it: the price, never the service fee) unless staff with the payments permission choose full, partial (`refund_cents`) or none with a `refund_note` (E403 without it). The booking rules decide (domain/bookings/rules.ts).",
        params: idParams,
        body: cancelRequestSchema,
        response: { 200: okEnvelope(reservationSchema.extend({ refund: refundSchema, refunds: z.array(cancelRefundSchema), refund_note: z.string().nullable() })) },
      },
    },
    async (request) => {
      const cancelled = await cancelBookingWithRefunds(db, actorOf(request), request.params.id, request.body);
      const declined = declinedNoteOf(cancelled.refunds);
      const t = translator(request.headers['accept-language']);
      return ok({ ...cancelled, refund_note: declined ? t(declined.key, { why: t(declined.why) }) : null });
    },
  );

  r.delete(
    '/reservation/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a booking made by mistake: only this one, this and the following ones of its series, or the entire series',
        params: idParams,
        querystring: z.object({ scope: deleteScopeSchema.default('this') }),
        response: { 200: okEnvelope(deletedSchema) },
      },
    },
    async (request) => ok(await bookings.deleteBooking(db, actorOf(request), request.params.id, request.query.scope)),
  );

  r.get(
    '/reservation/detail/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'A booking with its field and contact names, participants, price breakdown, balance and who created it',
        params: idParams,
        response: { 200: okEnvelope(reservationDetailSchema) },
      },
    },
    async (request) => ok(await bookings.bookingDetail(db, actorOf(request), request.params.id)),
  );

  r.get(
    '/reservation/event/:id/',
    {
      config,
      schema: {
        tags,
        summary: "A booking's history, notes or chat messages, oldest first, with who wrote them and when",
        params: idParams,
        querystring: z.object({ kind: bookingEventKindSchema.default('history') }),
        response: { 200: okEnvelope(z.array(bookingEventSchema)) },
      },
    },
    async (request) => ok(await bookings.bookingEvents(db, actorOf(request), request.params.id, request.query.kind)),
  );

  r.post(
    '/reservation/event/:id/',
    { config, schema: { tags, summary: 'Add a note or a chat message to a booking', params: idParams, body: bookingMessageSchema, response: { 200: okEnvelope(z.object({ id: z.number().int() })) } } },
    async (request) => ok(await bookings.postMessage(db, actorOf(request), request.params.id, request.body)),
  );

  r.get(
    '/reservation/facility/:facility_id/',
    {
      config,
      schema: {
        tags,
        summary: `Live bookings of a facility that overlap [from, to), at most ${MAX_RANGE_DAYS} days (E400 on to)`,
        params: facilityParams,
        querystring: z.object({ from: datetime(), to: datetime() }),
        response: { 200: okEnvelope(z.array(scheduleReservationSchema)) },
      },
    },
    async (request, reply) => {
      const [from, to] = [new Date(request.query.from), new Date(request.query.to)];
      if (instantRangeTooLong(from, to)) throw rangeTooLong();
      const { facility, version: now } = await facilityAndScheduleVersion(db, actorOf(request), request.params.facility_id);
      // The answer kept while the facility's schedule version stays (schedule-cache.ts), sent as the serializer wrote it.
      const key = `${facility.id} ${facility.currency} ${from.toISOString()} ${to.toISOString()}`;
      let body = schedules.get(key, now);
      if (body === null) {
        const { list, version } = await bookingsBetween(db, facility, from, to);
        body = reply.serialize(ok(list)) as string;
        schedules.set(key, version, body);
      }
      return reply.type('application/json').send(body as never); // already serialized: Fastify sends a JSON string as it is
    },
  );

  r.get(
    '/reservation/paged/',
    {
      config,
      schema: {
        tags,
        summary: `A facility's bookings, filtered and paged; from and to, when both given, at most ${MAX_RANGE_DAYS} days apart (E400 on to)`,
        querystring: reservationPageQuerySchema,
        response: { 200: listEnvelope(reservationRowSchema) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from && to && dateRangeTooLong(from, to)) throw rangeTooLong();
      const facility = await facilityFor(db, actorOf(request), request.query.facility_id);
      const { data, total } = await bookingsPage(db, facility, request.query);
      return okList(data, total);
    },
  );

  r.get(
    '/reservation/for_sale/',
    {
      config,
      schema: {
        tags: ['matches'],
        summary: "A facility's live upcoming matches listed for sale, by start, with their free places and price per player",
        querystring: forSaleQuerySchema,
        response: { 200: listEnvelope(forSaleMatchSchema) },
      },
    },
    async (request) => {
      const facility = await facilityFor(db, actorOf(request), request.query.facility_id);
      const rows = await matchesForSale(db, facility, new Date());
      return okList(rows, rows.length);
    },
  );
}
