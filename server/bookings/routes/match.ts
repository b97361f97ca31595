import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../../domain/api/envelope';
import { addGuestSchema, addPlayerSchema, markParticipantsSchema, removePlayerSchema, reservationDetailSchema } from '../../../domain/bookings/reservation-detail';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok } from '../../http/envelope';
import { BOOKING_VIEWS } from '../access';
import * as participants from '../participants-service';

/** `/match/...` and `/console/match/...` (SPEC §7 Matches): the people of a booking. */
export async function matchRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { views: BOOKING_VIEWS } };
  const tags = ['matches'];
  const response = { 200: okEnvelope(reservationDetailSchema) };

  r.post('/match/add_guest/', { config, schema: { tags, summary: 'Add a guest (someone who is not a contact) to a booking, up to its maximum', body: addGuestSchema, response } }, async (request) =>
    ok(await participants.addGuest(db, actorOf(request), request.body)),
  );

  r.post('/console/match/user/add/', { config, schema: { tags, summary: 'Add a contact of the facility to a booking, up to its maximum', body: addPlayerSchema, response } }, async (request) =>
    ok(await participants.addPlayer(db, actorOf(request), request.body)),
  );

  r.post(
    '/console/match/user/remove/',
    { config, schema: { tags, summary: 'Remove a participant from a booking (one who has paid is marked not going instead)', body: removePlayerSchema, response } },
    async (request) => ok(await participants.removePlayer(db, actorOf(request), request.body)),
  );

  r.put(
    '/console/match/user/mark/',
    {
      config,
      schema: {
        tags,
        summary: 'Mark participants (one, selected or all not marked yet) paid, not going or no-show. The booking rules decide (not going only before the start, no-show from the start on).',
        body: markParticipantsSchema,
        response,
      },
    },
    async (request) => ok(await participants.markParticipants(db, actorOf(request), request.body)),
  );
}
