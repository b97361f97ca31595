import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { API_PATHS } from '../../../domain/api/paths';
import { rowIdParam } from '../../../domain/fields';
import {
  cancelRecurringOrderSchema,
  RECURRING_ORDER_VIEWS,
  recurringOrderAllQuerySchema,
  recurringOrderDetailSchema,
  recurringOrderEditSchema,
  recurringOrderInputSchema,
  recurringOrderPageQuerySchema,
  recurringOrderSchema,
} from '../../../domain/videos/recurring';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import * as recurring from '../recurring-service';

/** Recurring video orders (SPEC §7 `/recurring_order/ all, paged, order_video`, issue 18 item 7, view 19): schema + access + one service call each. */
export async function recurringOrderRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { views: RECURRING_ORDER_VIEWS } };
  const tags = ['videos'];

  r.get(
    API_PATHS.recurringOrdersPaged,
    { config, schema: { tags, summary: "A facility's recurring video orders, active first, newest first", querystring: recurringOrderPageQuerySchema, response: { 200: listEnvelope(recurringOrderSchema) } } },
    async (request) => {
      const { data, total } = await recurring.listRecurringOrders(db, actorOf(request), request.query);
      return okList(data, total);
    },
  );

  r.get(
    API_PATHS.recurringOrdersAll,
    { config, schema: { tags, summary: 'Every recurring video order of a facility (at most 1000)', querystring: recurringOrderAllQuerySchema, response: { 200: listEnvelope(recurringOrderSchema) } } },
    async (request) => {
      const { data, total } = await recurring.listRecurringOrders(db, actorOf(request), { facility_id: request.query.facility_id, count: 1000, page: 1 });
      return okList(data, total);
    },
  );

  r.post(
    API_PATHS.recurringOrderCreate,
    {
      config,
      schema: {
        tags,
        summary: "A new recurring video order; its orders of the next days are created at once, later ones by the job. A phone number is required ('You must add a phone number if you make order recurring.')",
        body: recurringOrderInputSchema,
        response: { 200: okEnvelope(recurringOrderDetailSchema) },
      },
    },
    async (request) => ok(await recurring.createRecurringOrder(db, actorOf(request), request.body)),
  );

  r.put(
    API_PATHS.recurringOrderCancel,
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a recurring video order: no more orders, and its future unpaid orders cancelled',
        body: cancelRecurringOrderSchema,
        response: { 200: okEnvelope(recurringOrderDetailSchema) },
      },
    },
    async (request) => ok(await recurring.cancelRecurringOrder(db, actorOf(request), request.body.id)),
  );

  r.put(
    '/recurring_order/:id/',
    {
      config,
      schema: {
        tags,
        summary:
          'Edit an active recurring video order (weekdays, repeat, dates, time, duration, cameras, field, contact, phone): its future unpaid orders off the new rule are cancelled and the new ones created; paid ones stand',
        params: z.object({ id: rowIdParam() }),
        body: recurringOrderEditSchema,
        response: { 200: okEnvelope(recurringOrderDetailSchema) },
      },
    },
    async (request) => ok(await recurring.editRecurringOrder(db, actorOf(request), request.params.id, request.body)),
  );

  r.get(
    '/recurring_order/:id/',
    { config, schema: { tags, summary: 'One recurring video order with the orders it created', params: z.object({ id: rowIdParam() }), response: { 200: okEnvelope(recurringOrderDetailSchema) } } },
    async (request) => ok(await recurring.recurringDetail(db, actorOf(request), request.params.id)),
  );
}
