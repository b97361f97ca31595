import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, gte, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '../../domain/api/envelope';
import { deleteScopeSchema } from '../../domain/bookings/types';
import { decideBooking, isPaymentMade } from '../../domain/bookings/rules';
import type { Db } from '../db/connect';
import { bookings, recurringSeries } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { bookingFor, factsOf, participantsOf } from './booking-support';
import { BOOKING_VIEWS, refused } from './reservations';

const deletedSchema = z.object({ deleted: z.array(z.number().int()), kept: z.array(z.number().int()) });

/**
 * `DELETE /reservation/:id/?scope=this|following|series` (issue 6: discard, and delete only this one,
 * all following or the entire series). The booking machine decides for the chosen booking (nothing
 * paid, not started; the wider scopes only for a series' booking). The other bookings of a wider
 * scope go too when the same rules hold for them; a paid or started one is kept and named in `kept`.
 * Deleting the entire series also ends the series. Nothing is left behind (no cancellation record),
 * so it is only for bookings made by mistake; a booking that was paid for is cancelled instead.
 */
export async function reservationDeleteRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/reservation/:id/',
    {
      config: { access: { views: BOOKING_VIEWS } },
      schema: {
        tags: ['reservations'],
        summary: 'Delete a booking made by mistake: only this one, this and the following ones of its series, or the entire series',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ scope: deleteScopeSchema.default('this') }),
        response: { 200: okEnvelope(deletedSchema) },
      },
    },
    async (request) => {
      const { scope } = request.query;
      const { booking } = await bookingFor(db, request, request.params.id);
      const now = new Date();
      const decision = decideBooking(factsOf(booking, await participantsOf(db, booking.id)), { type: 'booking.delete', scope }, now.toISOString());
      if (!decision.ok) throw refused(request, decision.reason);
      if (decision.effect.type !== 'effect.delete') throw new AppError('E500');

      const others =
        scope === 'this' || booking.series_id === null
          ? []
          : await db
              .select()
              .from(bookings)
              .where(
                and(
                  eq(bookings.series_id, booking.series_id),
                  eq(bookings.status, 'confirmed'),
                  scope === 'following' ? gte(bookings.start_at, booking.start_at) : gt(bookings.start_at, now),
                ),
              );
      const removable = [booking.id];
      const kept: number[] = [];
      for (const other of others) {
        if (other.id === booking.id) continue;
        const facts = factsOf(other, []);
        if (other.start_at <= now || isPaymentMade(facts)) kept.push(other.id);
        else removable.push(other.id);
      }
      await db.transaction(async (tx) => {
        // Slots, participants and history go with their booking (ON DELETE CASCADE).
        await tx.delete(bookings).where(inArray(bookings.id, removable));
        if (scope === 'series' && booking.series_id !== null) {
          await tx.update(recurringSeries).set({ status: 'cancelled', updated_at: now }).where(eq(recurringSeries.id, booking.series_id));
        }
      });
      return ok({ deleted: removable.sort((a, b) => a - b), kept: kept.sort((a, b) => a - b) });
    },
  );
}
