/**
 * `POST /recurring_reservation/verify/` (issue 6 Performance): a weekly series over 52 weeks on one
 * field, against 10,000 existing bookings in one facility, through Fastify's inject() on an
 * in-memory PGlite; then EXPLAIN ANALYZE of the conflict query verify sends.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExecuteSql, type Database, type Db } from '../../server/db/connect';
import { insertRecordedBookings } from '../../server/bookings/repository';
import * as schema from '../../server/db/schema';
import { bearer, login, startTestServer } from '../../server/test-support/test-server';
import { time } from './timing';

export const BOOKINGS = 10_000;
export const TARGET_MS = 20;
const RUNS = 30;
const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

interface Captured {
  query: string;
  params: unknown[];
}

/**
 * 10,000 bookings of 90 minutes on the facility's fields from today on: five a day on each field
 * (08:00, 10:00, 12:00, 14:00 and 16:00 UTC), each with its slot, as the reservation route writes them.
 */
async function seedBookings(client: PGlite, db: Db, facilityId: number, fieldIds: number[]) {
  // The demo's own bookings make way (their slots go with them).
  await client.query('delete from bookings where facility_id = $1', [facilityId]);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const rows = Array.from({ length: BOOKINGS }, (_, g) => {
    const n = Math.floor(g / fieldIds.length);
    const start = new Date(today + Math.floor(n / 5) * 86_400_000 + (8 + 2 * (n % 5)) * 3_600_000);
    return { facility_id: facilityId, field_id: fieldIds[g % fieldIds.length]!, type: 'one_day', start_at: start, end_at: new Date(start.getTime() + 90 * 60_000) };
  });
  // Through the repository (the only writer of bookings), in batches that stay under the bind-parameter limit.
  for (let i = 0; i < rows.length; i += 2_000) await insertRecordedBookings(db, rows.slice(i, i + 2_000));
  await client.exec('vacuum analyze bookings');
  await client.exec('vacuum analyze booking_slots');
}

export async function benchVerify(): Promise<void> {
  const client = await PGlite.create('memory://', { extensions: { btree_gist, pg_trgm } });
  const captured: Captured[] = [];
  let capturing = false;
  const logger = { logQuery: (query: string, params: unknown[]) => void (capturing && captured.push({ query, params })) };
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  const database: Database = { db, kind: 'pglite', migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder }), executeSql: pgliteExecuteSql(client), close: () => client.close() };
  const server = await startTestServer({ database, loginMaxAttempts: 0 });
  try {
    const [madrid] = await db.select().from(schema.facilities).where(eq(schema.facilities.name, 'Madrid Padel Center'));
    const fieldRows = await db.select({ id: schema.fields.id }).from(schema.fields).where(eq(schema.fields.facility_id, madrid!.id));
    const fieldIds = fieldRows.map((f) => f.id).sort((a, b) => a - b);
    const t0 = performance.now();
    await seedBookings(client, db, madrid!.id, fieldIds);
    const n = (await client.query<{ n: number }>('select count(*)::int as n from bookings where facility_id = $1', [madrid!.id])).rows[0]!.n;
    console.log(
      `\nVerify of a weekly series over 52 weeks, ${n.toLocaleString('en')} bookings on ${fieldIds.length} fields of Madrid Padel Center (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s); target: median under ${TARGET_MS} ms\n`,
    );

    const owner = await login(server.app, 'owner');
    const today = new Date().toISOString().slice(0, 10);
    const end = new Date(Date.now() + 52 * 7 * 86_400_000).toISOString().slice(0, 10);
    // 17:00 Madrid time overlaps the 16:00 UTC booking of most days: a series that meets conflicts.
    const payload = { facility_id: madrid!.id, field_id: fieldIds[0], time: '17:00', minutes: 90, start_date: today, every_weeks: 1, weekdays: [1], end_date: end };
    const verify = () => server.app.inject({ method: 'POST', url: '/api/v1/recurring_reservation/verify/', headers: bearer(owner.access_token), payload });
    const first = await verify();
    if (first.statusCode !== 200) throw new Error(`verify: ${first.statusCode} ${first.body}`);
    const dates = (first.json() as { data: { conflicts: unknown[] }[] }).data;
    const label = `  verify: ${dates.length} dates, ${dates.filter((d) => d.conflicts.length > 0).length} in conflict`;
    // The same server's cheapest authenticated call, for scale (a busy machine slows both alike).
    await time('  GET /user_console/ping/ (for scale)', RUNS, () => server.app.inject({ url: '/api/v1/user_console/ping/', headers: bearer(owner.access_token) }), 56);
    const { median } = await time(label, RUNS, verify, 56);
    console.log(median < TARGET_MS ? `  verdict: under ${TARGET_MS} ms (median)` : `  verdict: MISSES the ${TARGET_MS} ms target`);

    captured.length = 0;
    capturing = true;
    await verify();
    capturing = false;
    console.log('\n  The conflict query verify sends (EXPLAIN ANALYZE, timing off):');
    for (const { query, params } of captured.filter((c) => /from "booking_slots"/.test(c.query))) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing off, costs off, buffers off) ${query}`, params);
      for (const row of plan.rows.slice(0, 16)) console.log(`    ${row['QUERY PLAN'].slice(0, 150)}${row['QUERY PLAN'].length > 150 ? ' …' : ''}`);
    }
  } finally {
    await server.close();
  }
}
