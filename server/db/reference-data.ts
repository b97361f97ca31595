import { sql } from 'drizzle-orm';
import { VIEWS } from '../../domain/access/views';
import type { Db } from './connect';
import { consolePermissions, consoleViews } from './schema';

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
