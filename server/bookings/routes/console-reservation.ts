import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../../domain/api/envelope';
import { forSaleInputSchema } from '../../../domain/bookings/for-sale';
import { reservationSchema } from '../../../domain/bookings/reservation';
import { priceBreakdownSchema, quoteRequestSchema, reservationDetailSchema } from '../../../domain/bookings/reservation-detail';
import { isoDateSchema, timeOfDaySchema } from '../../../domain/bookings/type-schemas';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok } from '../../http/envelope';
import { BOOKING_VIEWS } from '../access';
import { idParams } from '../api-schemas';
import * as bookings from '../service';
import { payBookingAtDesk } from '../../pos/booking-sale';
import { rowId } from '../../../domain/fields';

/** `/console/reservation/...` (SPEC §7): the schedule's drag, the price before saving, mark paid, list for sale. */
export async function consoleReservationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { views: BOOKING_VIEWS } };
  const tags = ['reservations'];

  r.put(
    '/console/reservation/reschedule/',
    {
      config,
      schema: {
        tags,
        summary:
          "Move a booking to another time or field of its facility, keeping its duration. The booking rules decide; the new time must lie inside the field's hours (E400 naming them); overlaps answer E409.",
        body: z.object({ id: rowId(), field_id: rowId(), date: isoDateSchema, time: timeOfDaySchema }),
        response: { 200: okEnvelope(reservationSchema) },
      },
    },
    async (request) => ok(await bookings.rescheduleBooking(db, actorOf(request), request.body)),
  );

  r.post(
    '/console/reservation/recalculate_payment/',
    {
      config,
      schema: {
        tags,
        summary: "The price of a booking before it is saved: the field's hourly price, the organization's fees, the pricing method (what the server will store)",
        body: quoteRequestSchema,
        response: { 200: okEnvelope(priceBreakdownSchema) },
      },
    },
    async (request) => ok(await bookings.quote(db, actorOf(request), request.body)),
  );

  r.put(
    '/console/reservation/mark_as_paid/',
    {
      config,
      schema: {
        tags,
        summary:
          "Mark a whole booking paid at the desk: a ledger sale of its balance paid by cash (default) or one of the facility's onsite methods (`method`). The booking rules decide (already paid, cancelled).",
        body: z.object({ id: rowId(), method: z.discriminatedUnion('kind', [z.object({ kind: z.literal('cash') }), z.object({ kind: z.literal('onsite'), method_id: rowId() })]).optional() }),
        response: { 200: okEnvelope(reservationDetailSchema) },
      },
    },
    async (request) => ok(await payBookingAtDesk(db, actorOf(request), request.body.id, request.body.method)),
  );

  r.put(
    '/console/reservation/for_sale/:id/',
    {
      config,
      schema: {
        tags: ['matches'],
        summary: 'List a match for sale (its free places are offered to players in the app) or withdraw it. The booking rules decide (not a match, cancelled, started, full, nothing to change).',
        params: idParams,
        body: forSaleInputSchema,
        response: { 200: okEnvelope(reservationDetailSchema) },
      },
    },
    async (request) => ok(await bookings.setForSale(db, actorOf(request), request.params.id, request.body.for_sale)),
  );
}
