import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listEnvelope } from '../../../domain/api/envelope';
import { declinedListQuerySchema, paymentRowSchema } from '../../../domain/pos/api';
import { POS_PATHS, POS_VIEWS } from '../../../domain/pos/api-paths';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { okList } from '../../http/envelope';
import { translator } from '../../http/i18n';
import * as pos from '../service';
import { localized } from '../views';

/** `/invoice_payment/pos/declined/` (SPEC §7): each declined card payment of a facility, the unpaid-balance attempts among them. */
export async function declinedRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    POS_PATHS.declined,
    {
      // The POS payments (view 24) and the organization's payments (view 3).
      config: { access: { views: [POS_VIEWS.payments, 3] } },
      schema: { tags: ['pos'], summary: "The facility's declined payments, newest first, paged", querystring: declinedListQuerySchema, response: { 200: listEnvelope(paymentRowSchema) } },
    },
    async (request) => {
      const t = translator(request.headers['accept-language']);
      const { rows, total } = await pos.paymentsList(db, actorOf(request), { ...request.query, status: 'declined' });
      return okList(
        rows.map((p) => localized(p, t)),
        total,
      );
    },
  );
}
