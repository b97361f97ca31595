import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope } from '../../domain/api/envelope';
import { ownFacility } from '../auth/guard';
import type { Db } from '../db/connect';
import { consoleUsers, facilities, roles, userFacilities } from '../db/schema';
import { okList } from '../http/envelope';
import { rowIdParam } from '../../domain/fields';

/** Who may open the terminal screens (SPEC §2.3 Terminals). */
const TERMINAL_VIEWS = [34];

export const operatorSchema = z.object({ id: z.number().int(), name: z.string() });
export type Operator = z.infer<typeof operatorSchema>;

/**
 * The console users who may operate a facility's terminals: active staff of its organization (roles
 * F and R; a client account only opens the access-control page) who may open that facility (no
 * facilities chosen means all of them). Only ids and names: choosing operators does not need the
 * staff's contact details.
 */
export async function operatorCandidates(db: Db, facilityId: number): Promise<Operator[]> {
  const [facility] = await db.select({ group_id: facilities.group_id }).from(facilities).where(eq(facilities.id, facilityId));
  if (!facility) return [];
  const limitedElsewhere = db
    .select({ one: sql`1` })
    .from(userFacilities)
    .where(eq(userFacilities.user_id, consoleUsers.id));
  const mayOpen = db
    .select({ one: sql`1` })
    .from(userFacilities)
    .where(and(eq(userFacilities.user_id, consoleUsers.id), eq(userFacilities.facility_id, facilityId)));
  const rows = await db
    .select({ id: consoleUsers.id, first: consoleUsers.first_name, last: consoleUsers.last_name, username: consoleUsers.username })
    .from(consoleUsers)
    .innerJoin(roles, eq(roles.id, consoleUsers.role_id))
    .where(and(eq(consoleUsers.group_id, facility.group_id), eq(consoleUsers.status, 'A'), inArray(roles.code, ['F', 'R']), or(notExists(limitedElsewhere), sql`exists (${mayOpen})`)))
    .orderBy(sql`lower(${consoleUsers.first_name})`, consoleUsers.id);
  return rows.map((r) => ({ id: r.id, name: [r.first, r.last].filter(Boolean).join(' ') || r.username }));
}

/** `GET /terminal/operators/:facility_id/`: the terminal form's operator choices. */
export async function terminalOperatorRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/terminal/operators/:facility_id/',
    {
      config: { access: { views: TERMINAL_VIEWS } },
      schema: {
        tags: ['terminals'],
        summary: "Who may operate the facility's terminals (ids and names)",
        params: z.object({ facility_id: rowIdParam() }),
        response: { 200: listEnvelope(operatorSchema) },
      },
    },
    async (request) => {
      const facility = await ownFacility(db, request, request.params.facility_id);
      const rows = await operatorCandidates(db, facility.id);
      return okList(rows, rows.length);
    },
  );
}
