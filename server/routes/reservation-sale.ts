import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import { forSaleInputSchema, forSaleMatchSchema, forSaleQuerySchema } from '../../domain/bookings/for-sale';
import { MATCH_TYPES, reservationQuote } from '../../domain/bookings/quote';
import { reservationDetailSchema } from '../../domain/bookings/reservation-detail';
import { freePlacesOf } from '../../domain/bookings/types';
import { decide } from '../../machines/booking.machine';
import { ownFacility } from '../auth/guard';
import type { Db } from '../db/connect';
import { bookingParticipants, bookings, fields } from '../db/schema';
import { okList, ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { recordHistory } from './booking-history';
import { bookingFor, factsOf, lockBooking, participantsOf, quoteFacts } from './booking-support';
import { detailOf } from './reservation-form';
import { BOOKING_VIEWS, refused } from './reservations';

/**
 * List for sale (SPEC §1 reservation kinds, "list for sale"): the free places of an open match
 * offered to players in the app at its price per player. The booking machine decides who may list
 * or withdraw (only a match, not cancelled, before its start, with a free place to list); the
 * list shows a facility's live upcoming matches that are listed.
 */
export async function reservationSaleRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: { views: BOOKING_VIEWS } };
  const tags = ['matches'];

  r.put(
    '/console/reservation/for_sale/:id/',
    {
      config: access,
      schema: {
        tags,
        summary: 'List a match for sale (its free places are offered to players in the app) or withdraw it. The booking machine decides (not a match, cancelled, started, full, nothing to change).',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: forSaleInputSchema,
        response: { 200: okEnvelope(reservationDetailSchema) },
      },
    },
    async (request) => {
      const { booking, facility } = await bookingFor(db, request, request.params.id);
      const row = await db.transaction(async (tx) => {
        // Locked: a player joining the last place at the same moment is seen by the rule.
        const locked = await lockBooking(tx, booking.id, facility.id);
        const command = request.body.for_sale ? ({ type: 'booking.listForSale' } as const) : ({ type: 'booking.withdrawFromSale' } as const);
        const decision = decide(factsOf(locked, await participantsOf(tx, locked.id)), command, new Date().toISOString());
        if (!decision.ok) throw refused(request, decision.reason);
        if (decision.effect.type !== 'effect.setForSale') throw new AppError('E500');
        const [updated] = await tx.update(bookings).set({ for_sale: decision.effect.for_sale, updated_at: new Date() }).where(eq(bookings.id, locked.id)).returning();
        await recordHistory(tx, request, locked.id, decision.effect.for_sale ? 'listed_for_sale' : 'withdrawn_from_sale', {});
        return updated!;
      });
      return ok(await detailOf(db, row, facility));
    },
  );

  r.get(
    '/reservation/for_sale/',
    {
      config: access,
      schema: { tags, summary: "A facility's live upcoming matches listed for sale, by start, with their free places and price per player", querystring: forSaleQuerySchema, response: { 200: listEnvelope(forSaleMatchSchema) } },
    },
    async (request) => {
      const facility = await ownFacility(db, request, request.query.facility_id);
      const rows = await db
        .select({ booking: bookings, field_name: fields.name, hourly_price_cents: fields.hourly_price_cents })
        .from(bookings)
        .innerJoin(fields, eq(fields.id, bookings.field_id))
        .where(and(eq(bookings.facility_id, facility.id), eq(bookings.for_sale, true), eq(bookings.status, 'confirmed'), inArray(bookings.type, [...MATCH_TYPES]), gt(bookings.start_at, new Date())))
        .orderBy(asc(bookings.start_at), asc(bookings.id));
      const ids = rows.map((x) => x.booking.id);
      const going =
        ids.length === 0
          ? []
          : await db
              .select({ id: bookingParticipants.booking_id, n: count() })
              .from(bookingParticipants)
              .where(and(inArray(bookingParticipants.booking_id, ids), eq(bookingParticipants.not_going, false)))
              .groupBy(bookingParticipants.booking_id);
      const joinedOf = new Map(going.map((g) => [g.id, Number(g.n)]));
      return okList(
        rows.map(({ booking, field_name, hourly_price_cents }) => {
          const joined = joinedOf.get(booking.id) ?? 0;
          const minutes = (booking.end_at.getTime() - booking.start_at.getTime()) / 60_000;
          // What the next player pays (before the service fee): priced per participant with them in.
          const price = reservationQuote({ ...quoteFacts(booking), pricing_method: 'per_participant' }, { hourlyPrice: hourly_price_cents, minutes, participants: joined + 1 });
          return {
            id: booking.id,
            field_id: booking.field_id,
            field_name,
            type: booking.type,
            skill_level: booking.skill_level,
            start_at: booking.start_at.toISOString(),
            end_at: booking.end_at.toISOString(),
            joined,
            max_players: booking.max_players,
            free_places: freePlacesOf(booking.max_players, joined),
            price_per_player_cents: price.share,
            currency: facility.currency,
          };
        }),
        rows.length,
      );
    },
  );
}
