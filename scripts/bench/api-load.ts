/**
 * The API under many desks (issue 21): 50 staff against a real listening server on 127.0.0.1,
 * opening the schedule of a busy facility (30 fields, 400 bookings a day, one day after another)
 * and paging the contacts list; on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * The figure beside the 50 ms target is a closed-loop model of people at desks
 * (api-load-desks.ts, `staff`): each of the 50 makes a call, waits for it, thinks 0.3–1 s, calls
 * again, for 15 s, their calls spread over each second. The stress line beside it is autocannon's
 * `overallRate` (100 calls a second from 50 connections), which sends each second's calls in one
 * burst at the top of the second: it measures how fast the server drains a queue of 100, not what
 * a desk waits. Both run in a process of their own: in the server's they took the thread the calls
 * wait for. `node --import tsx scripts/bench/api-load.ts` runs only this part.
 */
import { fork } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { connectDatabase } from '../../server/db/connect';
import * as schema from '../../server/db/schema';
import { bearer, login, scratchPostgres, startTestServer } from '../../server/test-support/test-server';
import { seedBenchFacility } from './schedule';
import type { DesksJob, DesksResult } from './api-load-desks';
import { ms, stats, time } from './timing';

const STAFF = Number(process.env.BENCH_DESKS ?? 50);
const THINK_MS: [number, number] = [300, 1000];
const STAFF_SECONDS = Number(process.env.BENCH_DESKS_SECONDS ?? 15);
const BURST_CALLS_PER_SECOND = Number(process.env.BENCH_CALLS_PER_SECOND ?? 100);
const BURST_SECONDS = 10;
const TARGET_P95_MS = 50;

/** Runs the desks in a child process (api-load-desks.ts), so that they do not take the server's thread. */
function desks(job: DesksJob): Promise<DesksResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./api-load-desks.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    let answer: DesksResult | null = null;
    child.once('message', (m) => (answer = m as DesksResult));
    child.once('error', reject);
    child.once('exit', (code) => (answer ? resolve(answer) : reject(new Error(`the desks' process ended (${code}) without an answer`))));
    child.send(job);
  });
}

/** The desks' answer and the CPU time the server's process spent meanwhile (its thread and PGlite's, not PostgreSQL's). */
async function measured(job: DesksJob): Promise<DesksResult & { cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await desks(job);
  const used = process.cpuUsage(before);
  return { ...result, cpuMs: (used.user + used.system) / 1000 };
}

async function loadOn(kind: 'pglite' | 'postgres') {
  const scratch = kind === 'postgres' ? await scratchPostgres() : null;
  const database = scratch ? await connectDatabase({ databaseUrl: scratch.url, dataDir: '' }) : undefined;
  // The guard's session memory as the product runs it (on with PGlite, off on a PostgreSQL server).
  const server = await startTestServer({ loginMaxAttempts: 0, database, sessionMemoryMs: undefined });
  try {
    const { db } = server.database;
    const arena = await seedBenchFacility(db);
    const [madrid] = await db.select({ id: schema.facilities.id }).from(schema.facilities).where(eq(schema.facilities.name, 'Madrid Padel Center'));
    // 300 contacts to page through (12 pages of 25).
    await db.insert(schema.contacts).values(Array.from({ length: 300 }, (_, i) => ({ facility_id: madrid!.id, name: `Load ${String(i).padStart(3, '0')}`, phone: `+34 700 ${String(i).padStart(6, '0')}` })));
    const owner = await login(server.app, 'owner');
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = bearer(owner.access_token);
    const scheduleDays: string[] = [];
    for (let day = 0; day < arena.days; day++) {
      const [first] = seriesSlots([arena.today.plusDays(day)], { time: '00:00', minutes: 24 * 60, zone: arena.zone });
      const window = new URLSearchParams({ from: new Date(first!.start).toISOString(), to: new Date(first!.end).toISOString() });
      scheduleDays.push(`/api/v1/reservation/facility/${arena.facilityId}/?${window}`);
    }
    const contactPages = Array.from({ length: 12 }, (_, page) => `/api/v1/contact/?facility_id=${madrid!.id}&page=${page + 1}&count=25&order=name`);
    // One desk alone first: what each call costs without the others.
    await time(`  ${kind}: one desk, a day of the schedule (400 bookings)`, 20, () => server.app.inject({ url: scheduleDays[0]!, headers }), 64);
    await time(`  ${kind}: one desk, a page of 25 contacts`, 20, () => server.app.inject({ url: contactPages[1]!, headers }), 64);
    const line = (label: string, r: DesksResult & { cpuMs: number }, target: boolean) => {
      const s = stats(r.samples);
      const verdict = s.p95 < TARGET_P95_MS && r.non2xx === 0 && r.errors === 0 ? 'within' : 'MISSES';
      console.log(
        `  ${kind}: ${label}: ${r.total} calls, ${((r.total * 1000) / r.elapsedMs).toFixed(1)} calls/s, median ${ms(s.median)}   p95 ${ms(s.p95)}   max ${ms(s.max)}   non-2xx ${r.non2xx}, errors ${r.errors}, server CPU ${(r.cpuMs / Math.max(1, r.total)).toFixed(2)} ms a call${target ? `: ${verdict} the ${TARGET_P95_MS} ms target` : ''}`,
      );
    };
    const people = await measured({ model: 'staff', url: base, staff: STAFF, seconds: STAFF_SECONDS, thinkMs: THINK_MS, headers, scheduleDays, contactPages });
    line(`${STAFF} staff`, people, true);
    const requests = scheduleDays.flatMap((path, i) => [path, contactPages[i % contactPages.length]!]).map((path) => ({ method: 'GET', path, headers }));
    const stress = await measured({ model: 'burst', url: base, connections: STAFF, overallRate: BURST_CALLS_PER_SECOND, seconds: BURST_SECONDS, requests });
    line(`stress, ${BURST_CALLS_PER_SECOND} calls at the top of each second`, stress, false);
  } finally {
    await server.close();
    await database?.close();
    await scratch?.drop();
  }
}

export async function benchApiLoad(): Promise<void> {
  console.log(
    `\nThe API under ${STAFF} desks: the schedule day by day (30 fields, 400 bookings) and pages of 25 contacts, p95 target ${TARGET_P95_MS} ms\n` +
      `  model: ${STAFF} staff at once for ${STAFF_SECONDS} s, a closed loop each: one keep-alive connection, a call (a day of the schedule, Next day ×2, the contacts, Next page ×2, again),\n` +
      `  its answer, then ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s of thought (random), again; their first calls spread over one think time.\n` +
      `  stress line: autocannon, ${STAFF} connections, ${BURST_CALLS_PER_SECOND} calls a second sent in one burst at the top of each second, ${BURST_SECONDS} s (not the target's model)`,
  );
  await loadOn('pglite');
  if (process.env.TEST_DATABASE_URL) await loadOn('postgres');
  else console.log('  (TEST_DATABASE_URL not set: PostgreSQL not measured)');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApiLoad();
