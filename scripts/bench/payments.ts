/**
 * The payments list over 1,000,000 payments (issue 16): the real app on an in-memory PGlite (or, with
 * DATABASE_URL, a scratch database of its own on that PostgreSQL server, dropped afterwards), the
 * ledger filled by `generate_series` (100,000 sales of ten payments each over two years, Madrid and
 * Brooklyn), timed through Fastify's inject() filtered by a month and a facility (view 24's list and
 * view 3's with its facility filter, sorted and paged, with other filters on top); then EXPLAIN
 * ANALYZE of the SQL the slowest call sends. Target: p95 under 50 ms.
 */
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { connectDatabase, type Database } from '../../server/db/connect';
import * as schema from '../../server/db/schema';
import { bearer, login, scratchPostgres, startTestServer } from '../../server/test-support/test-server';
import { time } from './timing';

export const PAYMENTS = 1_000_000;
const PER_SALE = 10;
export const TARGET_MS = 50;
const RUNS = 40;

interface Captured {
  query: string;
  params: unknown[];
}

/** The bench's database with a logger that captures the SQL of one call (`capture`). */
async function benchDatabase() {
  const captured: Captured[] = [];
  let capturing = false;
  const logger = { logQuery: (query: string, params: unknown[]) => void (capturing && captured.push({ query, params })) };
  let database: Database;
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPostgres(undefined, process.env.DATABASE_URL);
    const server = await connectDatabase({ databaseUrl: scratch.url, dataDir: '', logger });
    database = { ...server, close: () => server.close().then(scratch.drop) };
  } else {
    database = await connectDatabase({ dataDir: 'memory://', logger });
  }
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
  return { database, capture };
}

/** 100,000 paid sales (one free line each) and their 1,000,000 payments, one every 63 s from 2025-01-01 (two years), alternating the two facilities by sale. */
async function seedLedger(database: Database, groupId: number, facilityIds: [number, number]) {
  const sql = database.executeSql;
  const sales = PAYMENTS / PER_SALE;
  const [first] = (
    await sql(
      `insert into invoices (group_id, facility_id, status, idempotency_key, created_at, updated_at, paid_at)
       select $1::int, case when s % 2 = 0 then $2::int else $3::int end, 'paid', 'bench-sale-' || s,
              timestamptz '2025-01-01 00:00Z' + (s * ${PER_SALE} * 63) * interval '1 second', now(), now()
       from generate_series(0, ${sales - 1}) s
       returning id`,
      [groupId, facilityIds[0], facilityIds[1]],
    )
  ).rows as { id: number }[];
  const base = first!.id;
  await sql(
    `insert into invoice_lines (invoice_id, kind, description, quantity, unit_price_cents, total_cents, tax_cents)
     select $1::int + s, 'free', 'Bench sale', 1, 1000, 1000, 0 from generate_series(0, ${sales - 1}) s`,
    [base],
  );
  // A million rows go in faster without the table's secondary indexes: they are built again after, as the migrations define them.
  const indexes = (await sql(`select indexname as name, indexdef as def from pg_indexes where tablename = 'invoice_payments' and indexname <> 'invoice_payments_pkey'`)).rows as { name: string; def: string }[];
  for (const i of indexes) await sql(`drop index ${i.name}`);
  await sql(
    `insert into invoice_payments (group_id, facility_id, invoice_id, method, amount_cents, status, idempotency_key, request_hash, created_at, updated_at)
     select $1::int, case when (g / ${PER_SALE}) % 2 = 0 then $2::int else $3::int end, $4::int + g / ${PER_SALE},
            (array['cash', 'reader', 'manual_card', 'onsite', 'online'])[1 + g % 5], 100 + (g * 37) % 20000,
            case when g % 17 = 0 then 'declined' else 'captured' end, 'bench-pay-' || g, 'bench',
            timestamptz '2025-01-01 00:00Z' + (g * 63) * interval '1 second', now()
     from generate_series(0, ${PAYMENTS - 1}) g`,
    [groupId, facilityIds[0], facilityIds[1], base],
  );
  for (const i of indexes) await sql(i.def);
  for (const table of ['invoices', 'invoice_lines', 'invoice_payments']) await sql(`vacuum analyze ${table}`);
}

export async function benchPayments(): Promise<void> {
  const { database, capture } = await benchDatabase();
  const server = await startTestServer({ database, loginMaxAttempts: 0 });
  const { app } = server;
  try {
    const facilityOf = async (name: string) => (await database.db.select({ id: schema.facilities.id, group_id: schema.facilities.group_id }).from(schema.facilities).where(eq(schema.facilities.name, name)))[0]!;
    const madrid = await facilityOf('Madrid Padel Center');
    const brooklyn = await facilityOf('Brooklyn Courts');
    const t0 = performance.now();
    await seedLedger(database, madrid.group_id, [madrid.id, brooklyn.id]);
    const n = ((await database.executeSql('select count(*)::int as n from invoice_payments', [])).rows[0] as { n: number }).n;
    console.log(
      `\nPayments list, ${n.toLocaleString('en')} payments (${database.kind === 'pglite' ? 'PGlite in memory' : 'PostgreSQL'}, seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s); filtered by a month and a facility; target: p95 under ${TARGET_MS} ms\n`,
    );

    const owner = await login(app, 'owner');
    // March 2026 in Madrid (Europe/Madrid: CET until the 29th).
    const month = { from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' };
    const cases: { label: string; url: string; query: Record<string, string | number> }[] = [
      { label: 'view 24: Madrid, March, newest first, page 1', url: '/api/v1/invoice_payment/paged/', query: { facility_id: madrid.id, ...month } },
      { label: 'view 24: Madrid, March, newest first, page 200', url: '/api/v1/invoice_payment/paged/', query: { facility_id: madrid.id, ...month, page: 200 } },
      { label: 'view 24: Madrid, March, by amount (desc)', url: '/api/v1/invoice_payment/paged/', query: { facility_id: madrid.id, ...month, order: 'amount_cents' } },
      { label: 'view 3: Madrid, March, cash', url: '/api/v1/invoice_payment/group/paged/', query: { group_id: madrid.group_id, facility_id: madrid.id, ...month, method: 'cash' } },
      { label: 'view 3: Madrid, March, 10.00–20.00', url: '/api/v1/invoice_payment/group/paged/', query: { group_id: madrid.group_id, facility_id: madrid.id, ...month, amount_min: 1000, amount_max: 2000 } },
      { label: 'view 3: both facilities, March, by status', url: '/api/v1/invoice_payment/group/paged/', query: { group_id: madrid.group_id, ...month, order: 'status' } },
    ];
    const call = (c: (typeof cases)[number]) =>
      app.inject({ url: c.url, query: Object.fromEntries(Object.entries({ count: 25, ...c.query }).map(([k, v]) => [k, String(v)])), headers: bearer(owner.access_token) });
    for (const c of cases) {
      const res = await call(c);
      if (res.statusCode !== 200) throw new Error(`${c.label}: ${res.statusCode} ${res.body}`);
      const body = res.json() as { data: unknown[]; total: number };
      c.label = `${c.label} → ${body.data.length} of ${body.total.toLocaleString('en')}`;
    }
    const width = Math.max(...cases.map((c) => c.label.length)) + 2;
    const p95 = new Map<(typeof cases)[number], number>();
    for (const c of cases) p95.set(c, (await time(`  ${c.label}`, RUNS, () => call(c), width)).p95);
    const slowest = [...cases].sort((a, b) => p95.get(b)! - p95.get(a)!)[0]!;
    const misses = cases.filter((c) => p95.get(c)! >= TARGET_MS).length;
    console.log(misses === 0 ? `  verdict: every call's p95 under ${TARGET_MS} ms` : `  verdict: MISSES the ${TARGET_MS} ms target (p95) in ${misses} of ${cases.length} calls`);
    console.log(`\n  The slowest (${slowest.label}), EXPLAIN ANALYZE (timing off) of each statement it sends on invoice_payments:`);
    for (const { query, params } of (await capture(() => call(slowest))).filter((s) => /from "invoice_payments"/.test(s.query))) {
      const plan = ((await database.executeSql(`explain (analyze, timing off, costs off, buffers off) ${query}`, params)).rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']);
      console.log(`    ${query.replace(/select .*? from "invoice_payments"/s, 'select … from "invoice_payments"').slice(0, 160)}`);
      for (const line of plan.filter((l) => !/^\s*(Planning|Index Searches)/.test(l)).slice(0, 16)) console.log(`      ${line}`);
    }
  } finally {
    await server.close();
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPayments();
