/**
 * The API under many desks (issue 21): 50 staff, each a connection of autocannon against a real
 * listening server on 127.0.0.1, opening the schedule of a busy facility (30 fields, 400 bookings a
 * day, one day after another) and paging the contacts list; on PGlite, then on PostgreSQL when
 * TEST_DATABASE_URL is set. The desks are bounded (a busy desk makes a call or two a second, not a
 * flood): the figure is the p95 of every call's time, beside the 50 ms target. autocannon runs in a
 * process of its own (api-load-desks.ts): in the server's it took the thread the calls wait for.
 */
import { fork } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { connectDatabase } from '../../server/db/connect';
import * as schema from '../../server/db/schema';
import { bearer, login, scratchPostgres, startTestServer } from '../../server/test-support/test-server';
import { seedBenchFacility } from './schedule';
import { ms, stats, time } from './timing';

const DESKS = Number(process.env.BENCH_DESKS ?? 50);
const CALLS_PER_SECOND = Number(process.env.BENCH_CALLS_PER_SECOND ?? 100);
const SECONDS = 10;
const TARGET_P95_MS = 50;

import type { DesksResult } from './api-load-desks';

/** Runs autocannon in a child process (api-load-desks.ts), so that the desks do not take the server's thread. */
function desks(options: Record<string, unknown>): Promise<DesksResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./api-load-desks.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    let answer: DesksResult | null = null;
    child.once('message', (m) => (answer = m as DesksResult));
    child.once('error', reject);
    child.once('exit', (code) => (answer ? resolve(answer) : reject(new Error(`the desks' process ended (${code}) without an answer`))));
    child.send(options);
  });
}

async function loadOn(kind: 'pglite' | 'postgres') {
  const scratch = kind === 'postgres' ? await scratchPostgres() : null;
  const database = scratch ? await connectDatabase({ databaseUrl: scratch.url, dataDir: '' }) : undefined;
  const server = await startTestServer({ loginMaxAttempts: 0, database });
  try {
    const { db } = server.database;
    const arena = await seedBenchFacility(db);
    const [madrid] = await db.select({ id: schema.facilities.id }).from(schema.facilities).where(eq(schema.facilities.name, 'Madrid Padel Center'));
    // 300 contacts to page through (12 pages of 25).
    await db.insert(schema.contacts).values(Array.from({ length: 300 }, (_, i) => ({ facility_id: madrid!.id, name: `Load ${String(i).padStart(3, '0')}`, phone: `+34 700 ${String(i).padStart(6, '0')}` })));
    const owner = await login(server.app, 'owner');
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = bearer(owner.access_token);
    const requests: { method: string; path: string; headers: Record<string, string> }[] = [];
    for (let day = 0; day < arena.days; day++) {
      const [first] = seriesSlots([arena.today.plusDays(day)], { time: '00:00', minutes: 24 * 60, zone: arena.zone });
      const window = new URLSearchParams({ from: new Date(first!.start).toISOString(), to: new Date(first!.end).toISOString() });
      requests.push({ method: 'GET', path: `/api/v1/reservation/facility/${arena.facilityId}/?${window}`, headers });
      requests.push({ method: 'GET', path: `/api/v1/contact/?facility_id=${madrid!.id}&page=${day + 1}&count=25&order=name`, headers });
    }
    // One desk alone first: what each call costs without the others.
    await time(`  ${kind}: one desk, a day of the schedule (400 bookings)`, 20, () => server.app.inject({ url: requests[0]!.path, headers }), 64);
    await time(`  ${kind}: one desk, a page of 25 contacts`, 20, () => server.app.inject({ url: requests[3]!.path, headers }), 64);
    const result = await desks({ url: base, connections: DESKS, overallRate: CALLS_PER_SECOND, duration: SECONDS, requests });
    const s = stats(result.samples);
    console.log(
      `  ${kind}: ${DESKS} desks, ${result.total} calls, median ${ms(s.median)}   p95 ${ms(s.p95)}   max ${ms(s.max)}   non-2xx ${result.non2xx}, errors ${result.errors}: ${s.p95 < TARGET_P95_MS && result.non2xx === 0 ? 'within' : 'MISSES'} the ${TARGET_P95_MS} ms target`,
    );
  } finally {
    await server.close();
    await scratch?.drop();
  }
}

export async function benchApiLoad(): Promise<void> {
  console.log(`\nThe API under ${DESKS} desks (autocannon, ${DESKS} connections, ${CALLS_PER_SECOND} calls a second in all, ${SECONDS} s): the schedule day by day and contact pages`);
  await loadOn('pglite');
  if (process.env.TEST_DATABASE_URL) await loadOn('postgres');
  else console.log('  (TEST_DATABASE_URL not set: PostgreSQL not measured)');
}
