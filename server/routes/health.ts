import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '../../domain/api/envelope';
import type { Database } from '../db/connect';
import { ok } from '../http/envelope';

/** `GET /api/health`: the process answers and its database too. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: okEnvelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: database.kind });
    },
  );
}
