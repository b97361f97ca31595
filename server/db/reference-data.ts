import { and, eq, isNull, sql } from 'drizzle-orm';
import { VIEWS } from '../../domain/access/views';
import type { Db } from './connect';
import { consolePermissions, consoleViews, roles } from './schema';

/**
 * Product constants that live in tables so that roles can reference them: view ids 1–40 and one
 * permission per view (permission id = view id, e.g. the camera actions' 27, 29, 30). Upserted at
 * every start, so a release that adds a view needs no data migration.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(consoleViews)
    .values(VIEWS.map((v) => ({ id: v.id, key: v.key, scope: v.scope })))
    .onConflictDoUpdate({ target: consoleViews.id, set: { key: sql`excluded.key`, scope: sql`excluded.scope` } });
  await db
    .insert(consolePermissions)
    .values(VIEWS.map((v) => ({ id: v.id, view_id: v.id, key: `${v.key}.manage` })))
    .onConflictDoUpdate({ target: consolePermissions.id, set: { view_id: sql`excluded.view_id`, key: sql`excluded.key` } });
}

/** The platform's client role (no organization, no views) that self-registered accounts get. */
export async function ensureClientRole(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, 'client'), isNull(roles.group_id)));
  if (!existing) await db.insert(roles).values({ code: 'client', name: 'Client', description: 'Self-registered account', group_id: null });
}
