import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite, types, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction on the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Raw SQL on the database, for the job queue (pg-boss's `db` adapter, DESIGN §8-§9): `values`
   * bind as parameters; without them the text may hold several statements (the last one's rows answer).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary key for the advisory lock that keeps two API processes from migrating at once. */
const MIGRATION_LOCK = 72_340_234;

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throw-away database. */
  dataDir: string;
  /** PGlite only: start from this data folder (a `dumpDataDir` tar) instead of an empty one. */
  loadDataDir?: Blob | undefined;
  /** Sees every query drizzle sends (the bench prints the plans of what a call sent). */
  logger?: Logger | undefined;
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.logger);
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { btree_gist, pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  return pgliteDatabase(client, options.logger);
}

/**
 * The types drizzle's PGlite driver reads as text (it makes them Dates and strings itself): timestamps,
 * dates, intervals and their arrays. The driver sends them as parsers with every query, and PGlite
 * merges those into its own ~300 (one per type and array type) each time: about 0.1 ms a query, a
 * tenth of a simple one. `forDrizzle` makes them the client's own once instead.
 */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
/** PGlite's own parsers of those types, per client whose parsers `forDrizzle` changed: raw SQL keeps them. */
const rawParsers = new WeakMap<PGlite, ParserOptions>();

/** The client as drizzle's driver sees it: the same answers (those types as text), without the per-query parsers. */
function forDrizzle(client: PGlite): PGlite {
  if (!rawParsers.has(client)) {
    rawParsers.set(client, Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, client.parsers[oid]!])));
    for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = (value: string) => value;
  }
  const plain = (options?: QueryOptions) => (options?.parsers ? { ...options, parsers: undefined } : options);
  const queryOf =
    (target: PGlite | Transaction) =>
    <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      target.query<T>(text, params, plain(options));
  return {
    query: queryOf(client),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => client.transaction((tx) => callback(Object.assign(Object.create(tx) as Transaction, { query: queryOf(tx) }))),
  } as unknown as PGlite;
}

/** pg-boss's `executeSql` on PGlite (DESIGN §9): `query` with values, `exec` (several statements) without; types parsed as PGlite parses them. */
export function pgliteExecuteSql(client: PGlite): Database['executeSql'] {
  return async (text, values) => {
    const options = { parsers: rawParsers.get(client) };
    if (values && values.length > 0) return { rows: (await client.query(text, values, options)).rows };
    const results = await client.exec(text, options);
    return { rows: results.at(-1)?.rows ?? [] };
  };
}

/** The Database of an open PGlite client (created with the btree_gist and pg_trgm extensions); `logger` sees every query drizzle sends. */
export function pgliteDatabase(client: PGlite, logger?: Logger): Database {
  const db = drizzlePglite({ client: forDrizzle(client), schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client: forDrizzle(client), schema }), { migrationsFolder }),
    executeSql: pgliteExecuteSql(client),
    close: () => client.close(),
  };
}

async function connectPostgres(url: string, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, admin) must not crash the process: the pool replaces it.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows as unknown[] }),
    close: () => pool.end(),
  };
}
