import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope } from '../../domain/api/envelope';
import { isPlatformRole } from '../../domain/access/roles';
import { facilitySummarySchema, groupSummarySchema, type FacilitySummary } from '../../domain/organization/schemas';
import { assertGroupAccess, currentUser } from '../auth/guard';
import type { Db } from '../db/connect';
import { facilities, organizations } from '../db/schema';
import { okList } from '../http/envelope';
import { AppError } from '../http/errors';
import { rowIdParam } from '../../domain/fields';

/** The calls behind the top bar's organization and facility selectors (SPEC §2.5, §7). */
export async function organizationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/group/all/',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Organizations the user may choose: all for role A, otherwise their own',
        response: { 200: listEnvelope(groupSummarySchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const where = isPlatformRole(user.role) ? undefined : eq(organizations.id, user.group_id ?? -1);
      const rows = await db
        .select({ id: organizations.id, name: organizations.name, status: organizations.status, currency: organizations.currency, cancellation_policy_hours: organizations.cancellation_policy_hours })
        .from(organizations)
        .where(where)
        .orderBy(asc(organizations.name));
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/facility/group/:group_id/',
    {
      schema: {
        tags: ['organizations'],
        summary: "An organization's facilities the user may see (only facilities_ids when that list is not empty)",
        params: z.object({ group_id: rowIdParam() }),
        response: { 200: listEnvelope(facilitySummarySchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const groupId = request.params.group_id;
      assertGroupAccess(user, groupId);
      const [group] = await db.select({ id: organizations.id, currency: organizations.currency }).from(organizations).where(eq(organizations.id, groupId));
      if (!group) throw new AppError('E404');
      const conditions: SQL[] = [eq(facilities.group_id, groupId)];
      if (!isPlatformRole(user.role) && user.facilities_ids.length > 0) conditions.push(inArray(facilities.id, user.facilities_ids));
      const rows = await db
        .select({ id: facilities.id, name: facilities.name, time_format: facilities.time_format, timezone: facilities.timezone, time_control: facilities.time_control, billing_cycle: facilities.billing_cycle })
        .from(facilities)
        .where(and(...conditions))
        .orderBy(asc(facilities.name));
      return okList(
        rows.map((row) => ({ ...row, billing_cycle: row.billing_cycle as FacilitySummary['billing_cycle'], currency: group.currency })),
        rows.length,
      );
    },
  );
}
