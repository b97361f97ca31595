import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { scratchPostgres, usingPostgres } from './test-server';

/** The committed migrations folder. */
export const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A copy of the committed migrations up to the one before `tag` (for a test of that migration on a
 * database of the era before it); the caller removes the folder.
 */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sideline-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`migration ${tag} not found`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * A test of migration `tag` on data of the era before it: a fresh database (PGlite, or PostgreSQL
 * under SERVER_TEST_DB=postgres) migrated up to the one before `tag`; `run` writes its old rows with
 * `query`, then calls `migrate` for the rest, then looks.
 */
export async function onDatabaseBefore(tag: string, run: (query: Query, migrate: () => Promise<void>) => Promise<void>): Promise<void> {
  const before = migrationsBefore(tag);
  try {
    if (usingPostgres) {
      const scratch = await scratchPostgres();
      const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
      try {
        const db = drizzlePg(pool);
        await migratePg(db, { migrationsFolder: before });
        await run(
          async (sql) => (await pool.query(sql)).rows as Record<string, unknown>[],
          () => migratePg(db, { migrationsFolder }),
        );
      } finally {
        await pool.end();
        await scratch.drop();
      }
    } else {
      const client = await PGlite.create('memory://', { extensions: { btree_gist, pg_trgm } });
      try {
        const db = drizzlePglite(client);
        await migratePglite(db, { migrationsFolder: before });
        await run(
          async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
          () => migratePglite(db, { migrationsFolder }),
        );
      } finally {
        await client.close();
      }
    }
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}
