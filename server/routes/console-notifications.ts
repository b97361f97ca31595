import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, arrayContains, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { listEnvelope } from '../../domain/api/envelope';
import { API_PATHS } from '../../domain/api/paths';
import { isPlatformRole } from '../../domain/access/roles';
import { consoleNotificationSchema, toUnixSeconds, type ConsoleNotification } from '../../domain/notifications/console-notification';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/connect';
import { consoleNotifications } from '../db/schema';
import { okList } from '../http/envelope';

/**
 * The top bar's "Updates" (SPEC §7 "Console notifications"): the active console notifications a
 * signed-in user may see. Role A sees them all (it chooses the organization; the console filters
 * by it); everyone else only those for everyone (empty groups_ids) or naming their own group_id.
 * Creating and editing them is the Updates list and form (view 18), not this call.
 */
export async function consoleNotificationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API_PATHS.consoleNotifications,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['console notifications'],
        summary: 'Active console notifications for the user: all for role A, otherwise those for everyone or for their organization',
        response: { 200: listEnvelope(consoleNotificationSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const conditions: SQL[] = [eq(consoleNotifications.status, 'A')];
      if (!isPlatformRole(user.role)) {
        const forEveryone = sql`cardinality(${consoleNotifications.groups_ids}) = 0`;
        conditions.push(user.group_id === null ? forEveryone : or(forEveryone, arrayContains(consoleNotifications.groups_ids, [user.group_id]))!);
      }
      const rows = await db
        .select()
        .from(consoleNotifications)
        .where(and(...conditions))
        .orderBy(desc(consoleNotifications.last_update), desc(consoleNotifications.id));
      const data: ConsoleNotification[] = rows.map((row) => ({
        id: row.id,
        last_update: toUnixSeconds(row.last_update),
        groups_ids: row.groups_ids,
        notification_type: row.notification_type,
        notification_title: row.notification_title,
        notification_text: row.notification_text,
        html_code: row.html_code,
        border: row.border,
        outlined: row.outlined,
        colored_text: row.colored_text,
        notification_color: row.notification_color,
        icon: row.icon,
        dismissible: row.dismissible,
      }));
      return okList(data, data.length);
    },
  );
}
