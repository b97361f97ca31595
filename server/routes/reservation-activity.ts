import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '../../domain/api/envelope';
import { bookingEventKindSchema, bookingEventSchema, bookingMessageSchema, reservationDetailSchema } from '../../domain/bookings/reservation-detail';
import { decide } from '../../machines/booking.machine';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/connect';
import { bookingEvents, bookings, consoleUsers } from '../db/schema';
import { ok } from '../http/envelope';
import { recordHistory } from './booking-history';
import { bookingFor, factsOf, lockBooking, participantsOf } from './booking-support';
import { detailOf } from './reservation-form';
import { BOOKING_VIEWS, refused } from './reservations';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * What happens around a booking in its detail (SPEC §2.4 reservation detail): its history, notes
 * and chat thread (booking_events), and marking it paid (SPEC §7 `/console/reservation/mark_as_paid`).
 */
export async function reservationActivityRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: { views: BOOKING_VIEWS } };
  const tags = ['reservations'];

  r.get(
    '/reservation/event/:id/',
    {
      config: access,
      schema: {
        tags,
        summary: "A booking's history, notes or chat messages, oldest first, with who wrote them and when",
        params: idParams,
        querystring: z.object({ kind: bookingEventKindSchema.default('history') }),
        response: { 200: okEnvelope(z.array(bookingEventSchema)) },
      },
    },
    async (request) => {
      const { booking } = await bookingFor(db, request, request.params.id);
      const rows = await db
        .select({ event: bookingEvents, first: consoleUsers.first_name, last: consoleUsers.last_name, username: consoleUsers.username })
        .from(bookingEvents)
        .leftJoin(consoleUsers, eq(consoleUsers.id, bookingEvents.user_id))
        .where(and(eq(bookingEvents.booking_id, booking.id), eq(bookingEvents.kind, request.query.kind)))
        .orderBy(asc(bookingEvents.created_at), asc(bookingEvents.id));
      return ok(
        rows.map(({ event, first, last, username }) => ({
          id: event.id,
          kind: event.kind,
          action: event.action,
          text: event.text,
          data: event.data,
          user_name: username === null ? null : `${first ?? ''} ${last ?? ''}`.trim() || username,
          created_at: event.created_at.toISOString(),
        })),
      );
    },
  );

  r.post(
    '/reservation/event/:id/',
    { config: access, schema: { tags, summary: 'Add a note or a chat message to a booking', params: idParams, body: bookingMessageSchema, response: { 200: okEnvelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const { booking } = await bookingFor(db, request, request.params.id);
      const [row] = await db
        .insert(bookingEvents)
        .values({ booking_id: booking.id, kind: request.body.kind, text: request.body.text, user_id: currentUser(request).id })
        .returning({ id: bookingEvents.id });
      return ok(row!);
    },
  );

  r.put(
    '/console/reservation/mark_as_paid/',
    {
      config: access,
      schema: {
        tags,
        summary: 'Mark a whole booking paid (payment made outside the app): what was paid becomes its amount. The booking machine decides (already paid, cancelled).',
        body: z.object({ id: z.number().int().positive() }),
        response: { 200: okEnvelope(reservationDetailSchema) },
      },
    },
    async (request) => {
      const { booking, facility } = await bookingFor(db, request, request.body.id);
      const row = await db.transaction(async (tx) => {
        const locked = await lockBooking(tx, booking.id, facility.id);
        const decision = decide(factsOf(locked, await participantsOf(tx, locked.id)), { type: 'booking.markPaid' }, new Date().toISOString());
        if (!decision.ok) throw refused(request, decision.reason);
        const [updated] = await tx.update(bookings).set({ payment_state: 'paid', amount_paid_cents: locked.amount_cents, updated_at: new Date() }).where(eq(bookings.id, locked.id)).returning();
        await recordHistory(tx, request, locked.id, 'paid', { amount_cents: locked.amount_cents, before_cents: locked.amount_paid_cents });
        return updated!;
      });
      return ok(await detailOf(db, row, facility));
    },
  );
}
