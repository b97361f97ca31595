/**
 * The contacts list with 100,000 contacts in one facility (issue 5): the real app on an in-memory
 * PGlite (with pg_trgm, as server/db/connect.ts loads it), timed through Fastify's
 * inject(); then EXPLAIN ANALYZE of the SQL the slow calls really send (captured from Drizzle).
 * The schema is not changed: the trigram indexes live only in this throw-away database.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExecuteSql, type Database, type Db } from '../../server/db/connect';
import * as schema from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from '../../server/test-support/test-server';
import { distDir } from '../console-build';
import { time } from './timing';

export const CONTACTS = 100_000;
export const TARGET_MS = 50;
const RUNS = 50;

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

interface Captured {
  query: string;
  params: unknown[];
}

/** A PGlite database like server/db/connect.ts makes, plus pg_trgm, with the SQL it runs recorded on demand. */
async function benchDatabase() {
  const client = await PGlite.create('memory://', { extensions: { btree_gist, pg_trgm } });
  const captured: Captured[] = [];
  let capturing = false;
  const logger = { logQuery: (query: string, params: unknown[]) => void (capturing && captured.push({ query, params })) };
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder }),
    executeSql: pgliteExecuteSql(client),
    close: () => client.close(),
  };
  /** The SQL statements `fn` sends. */
  const capture = async (fn: () => Promise<unknown>) => {
    captured.length = 0;
    capturing = true;
    try {
      await fn();
    } finally {
      capturing = false;
    }
    return [...captured];
  };
  return { client, database, capture };
}

/** 100,000 people with Spanish-looking names (24 first names × 29 × 29 surnames), unique phones, a tenth inactive. */
async function seedContacts(client: PGlite, facilityId: number) {
  const firsts = [
    'Lucía',
    'Javier',
    'Marta',
    'Carlos',
    'Elena',
    'Pablo',
    'Sofía',
    'Diego',
    'Laura',
    'Andrés',
    'Nuria',
    'María',
    'José',
    'Ana',
    'David',
    'Carmen',
    'Jorge',
    'Paula',
    'Álvaro',
    'Irene',
    'Sergio',
    'Marcos',
    'Alba',
    'Raúl',
  ];
  const lasts = [
    'García',
    'Fernández',
    'González',
    'Rodríguez',
    'López',
    'Martínez',
    'Sánchez',
    'Pérez',
    'Gómez',
    'Martín',
    'Jiménez',
    'Ruiz',
    'Hernández',
    'Díaz',
    'Moreno',
    'Muñoz',
    'Álvarez',
    'Romero',
    'Alonso',
    'Gutiérrez',
    'Navarro',
    'Torres',
    'Domínguez',
    'Vázquez',
    'Ramos',
    'Gil',
    'Ramírez',
    'Serrano',
    'Ortega',
  ];
  await client.query(
    `insert into contacts (facility_id, name, phone, email, status)
     select $1::int,
            ($2::text[])[1 + g % 24] || ' ' || ($3::text[])[1 + (g / 24) % 29] || ' ' || ($3::text[])[1 + (g / 696) % 29],
            '+34 6' || substr(lpad(g::text, 8, '0'), 1, 2) || ' ' || substr(lpad(g::text, 8, '0'), 3, 3) || ' ' || substr(lpad(g::text, 8, '0'), 6, 3),
            case when g % 3 = 0 then '' else lower(translate(($2::text[])[1 + g % 24], 'áéíóúÁ', 'aeiouA')) || '.' || g || '@example.com' end,
            case when g % 10 = 0 then 'I' else 'A' end
     from generate_series(1, ${CONTACTS}) g`,
    [facilityId, firsts, lasts],
  );
  await client.exec('vacuum analyze contacts');
}

interface Case {
  label: string;
  query: Record<string, string | number>;
}

/** Prints the plan of each statement (indented, at most `lines` lines) and its execution time. */
async function explain(client: PGlite, statements: Captured[], lines = 14) {
  for (const { query, params } of statements.filter((s) => /from "contacts"/.test(s.query))) {
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing off, costs off, buffers off) ${query}`, params);
    const plan = result.rows.map((r) => r['QUERY PLAN']);
    const shown = plan.filter((l) => !/^\s*(Planning|Index Searches)/.test(l));
    const kind = /^select count/.test(query) ? 'count' : 'page';
    console.log(`    [${kind}] ${query.replace(/select .* from "contacts"/, 'select … from "contacts"').slice(0, 150)}   params ${JSON.stringify(params)}`);
    for (const line of shown.slice(0, lines)) console.log(`      ${line}`);
    if (shown.length > lines) console.log(`      … ${shown.at(-1)}`);
  }
}

export interface ContactsBench {
  server: TestServer;
  facilityId: number;
  /** Listens on a free local port (for the browser part); answers the base URL. */
  listen(): Promise<string>;
}

/** Seeds, times the list calls without and with trigram indexes, explains the slow ones; leaves the server open for the render bench. */
export async function benchContacts(): Promise<ContactsBench> {
  const { client, database, capture } = await benchDatabase();
  const server = await startTestServer({ database, loginMaxAttempts: 0, staticDir: distDir });
  const { app } = server;
  const [madrid] = await database.db.select({ id: schema.facilities.id }).from(schema.facilities).where(eq(schema.facilities.name, 'Madrid Padel Center'));
  const facilityId = madrid!.id;

  const t0 = performance.now();
  await seedContacts(client, facilityId);
  const n = (await client.query<{ n: number }>('select count(*)::int as n from contacts where facility_id = $1', [facilityId])).rows[0]!.n;
  console.log(
    `\nContacts list, ${n.toLocaleString('en')} contacts in Madrid Padel Center (PGlite in memory, seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s); target: median under ${TARGET_MS} ms\n`,
  );

  const owner = await login(app, 'owner');
  const call = (query: Record<string, string | number>) =>
    app.inject({ url: '/api/v1/contact/', query: Object.fromEntries(Object.entries({ facility_id: facilityId, ...query }).map(([k, v]) => [k, String(v)])), headers: bearer(owner.access_token) });
  const filter = (f: Record<string, string>) => JSON.stringify(f);
  const cases: Case[] = [
    { label: 'name "mar" (common), -name, 25, page 3', query: { filter: filter({ name: 'mar' }), order: '-name', count: 25, page: 3 } },
    { label: 'name "lucía ortega" (rare), -name, 25, page 1', query: { filter: filter({ name: 'lucía ortega' }), order: '-name', count: 25, page: 1 } },
    { label: 'phone "012 34" (rare), default order, 25, page 1', query: { filter: filter({ phone: '012 34' }), count: 25, page: 1 } },
    { label: 'phone "+34 600" (common), -phone, 25, page 3', query: { filter: filter({ phone: '+34 600' }), order: '-phone', count: 25, page: 3 } },
    { label: 'no filter, default order (name), 25, page 1', query: { count: 25, page: 1 } },
    // The deepest page a list serves (crud.ts COUNT_CAP: 10,000 matches): rows 9,976–10,000.
    { label: 'no filter, default order (name), 25, page 400', query: { count: 25, page: 400 } },
    { label: 'no filter, -name, 25, page 1', query: { order: '-name', count: 25, page: 1 } },
    { label: 'no filter, -phone, 25, page 1', query: { order: '-phone', count: 25, page: 1 } },
  ];

  // Each case answers what a person would see: check it once before timing it.
  for (const c of cases) {
    const res = await call(c.query);
    if (res.statusCode !== 200) throw new Error(`${c.label}: ${res.statusCode} ${res.body}`);
    const body = res.json() as { data: unknown[]; total: number };
    c.label = `${c.label} → ${body.data.length} of ${body.total.toLocaleString('en')}`;
  }

  const width = Math.max(...cases.map((c) => c.label.length)) + 2;
  const run = async (title: string) => {
    console.log(title);
    const results = new Map<Case, number>();
    for (const c of cases) {
      const { median } = await time(`  ${c.label}`, RUNS, () => call(c.query), width);
      results.set(c, median);
    }
    const slow = cases.filter((c) => results.get(c)! >= TARGET_MS);
    console.log(slow.length === 0 ? `  verdict: every call under ${TARGET_MS} ms (median)` : `  verdict: MISSES the ${TARGET_MS} ms target in ${slow.length} of ${cases.length} calls`);
    return results;
  };

  // The schema carries trigram indexes on name, phone and e-mail (migration 0010); fresh statistics first.
  await client.exec('analyze contacts;');
  const results = await run('The schema as it is (trigram indexes on name, phone and e-mail):');
  const slow = cases.filter((x) => results.get(x)! >= TARGET_MS);
  if (slow.length > 0) console.log(`\n  Where the time goes in the calls over ${TARGET_MS} ms (EXPLAIN ANALYZE, timing off, of the SQL each call sends):`);
  for (const c of slow) {
    console.log(`  ${c.label}`);
    await explain(client, await capture(() => call(c.query)));
  }

  return {
    server,
    facilityId,
    async listen() {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      return address;
    },
  };
}
