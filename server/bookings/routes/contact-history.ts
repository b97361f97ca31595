import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../../domain/api/envelope';
import { contactHistorySchema } from '../../../domain/resources/contact-history';
import { getResource } from '../../../domain/resources/registry';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok } from '../../http/envelope';
import { idParams } from '../api-schemas';
import { contactHistory } from '../contact-history';

/** `GET /contact/:id/history/`: a contact's bookings, payments and refunds, balance owed, no-shows, late cancellations and likely duplicates. */
export async function contactHistoryRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/contact/:id/history/',
    {
      config: { access: { resource: getResource('contacts'), action: 'read' } },
      schema: {
        tags: ['contacts'],
        summary: "A contact's history: bookings upcoming and past, payments and refunds, balance owed, no-shows, late cancellations, likely duplicates (same phone in E.164 or e-mail)",
        params: idParams,
        response: { 200: okEnvelope(contactHistorySchema) },
      },
    },
    async (request) => ok(await contactHistory(db, actorOf(request), request.params.id, new Date())),
  );
}
