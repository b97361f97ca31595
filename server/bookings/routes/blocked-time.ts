import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { blockedTimeCreateSchema, blockedTimeUpdateSchema, seriesDetailSchema } from '../../../domain/bookings/series';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { facilityParams, idParams, pageQuery } from '../api-schemas';
import * as blocked from '../blocked-time-service';

/** Blocked times (view 38). */
const config = { access: { views: [38] } };
const tags = ['blocked times'];

/** `/blocked_time/...` (SPEC §7 `/blocked_time/ serie, facility`): what a blocked time is, blocked-time-service.ts. */
export async function blockedTimeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/blocked_time/',
    {
      config,
      schema: {
        tags,
        summary: "Block fields on a date from one time to another, optionally weekly until a date, inside each field's hours (E400 naming them); E409 with what is in the way, nothing written",
        body: blockedTimeCreateSchema,
        response: { 200: okEnvelope(seriesDetailSchema) },
      },
    },
    async (request) => ok(await blocked.createBlockedTime(db, actorOf(request), request.body)),
  );

  r.get(
    '/blocked_time/facility/:facility_id/',
    {
      config,
      schema: {
        tags,
        summary: 'The blocked times of a facility, newest first (count, page; status active or cancelled)',
        params: facilityParams,
        querystring: pageQuery,
        response: { 200: listEnvelope(seriesDetailSchema.omit({ bookings: true })) },
      },
    },
    async (request) => {
      const { data, total } = await blocked.listBlockedTimes(db, actorOf(request), request.params.facility_id, request.query);
      return okList(data, total);
    },
  );

  r.get('/blocked_time/serie/:id/', { config, schema: { tags, summary: 'One blocked time with its bookings', params: idParams, response: { 200: okEnvelope(seriesDetailSchema) } } }, async (request) =>
    ok(await blocked.getBlockedTime(db, actorOf(request), request.params.id)),
  );

  r.put(
    '/blocked_time/serie/:id/',
    { config, schema: { tags, summary: 'Change the reason of a blocked time', params: idParams, body: blockedTimeUpdateSchema, response: { 200: okEnvelope(seriesDetailSchema) } } },
    async (request) => ok(await blocked.changeBlockedReason(db, actorOf(request), request.params.id, request.body.reason)),
  );

  r.delete(
    '/blocked_time/serie/:id/',
    { config, schema: { tags, summary: 'Remove a blocked time: the fields are free again from now on (past dates stay as they were)', params: idParams, response: { 200: okEnvelope(seriesDetailSchema) } } },
    async (request) => ok(await blocked.removeBlockedTime(db, actorOf(request), request.params.id)),
  );
}
