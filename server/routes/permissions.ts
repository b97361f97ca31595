import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope } from '../../domain/api/envelope';
import { API_PATHS } from '../../domain/api/paths';
import type { Db } from '../db/connect';
import { consolePermissions } from '../db/schema';
import { okList } from '../http/envelope';

export const ROLES_VIEW = 16;

/** The permission list the role form shows grouped by view (SPEC §6, §7 `/console_permission/all/`). */
export async function permissionRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API_PATHS.permissionsAll,
    {
      config: { access: { views: [ROLES_VIEW] } },
      schema: {
        tags: ['roles'],
        summary: 'Every permission with its view id and key, in view order (the role form groups them by view)',
        response: { 200: listEnvelope(z.object({ id: z.number().int(), view_id: z.number().int(), key: z.string() })) },
      },
    },
    async () => {
      const rows = await db
        .select({ id: consolePermissions.id, view_id: consolePermissions.view_id, key: consolePermissions.key })
        .from(consolePermissions)
        .orderBy(asc(consolePermissions.view_id), asc(consolePermissions.id));
      return okList(rows, rows.length);
    },
  );
}
