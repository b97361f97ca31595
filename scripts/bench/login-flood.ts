/**
 * Issue 14 (7): a signed-in user's `GET /user_console/ping/` while 200 anonymous sign-in attempts a
 * second arrive (wrong passwords of unknown usernames: each costs a scrypt when it is let through).
 * A real server listening on 127.0.0.1; the flood comes from a worker thread (its own event loop),
 * the pings from this one, 20 a second, for a bounded time. Run with the request limits as
 * configured (RATE_LIMIT_*; on by default), then with them off, to show what they save.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { loadConfig, type RateLimits } from '../../server/config';
import { bearer, consoleBasic, login, startTestServer } from '../../server/test-support/test-server';
import { ms, stats } from './timing';

export const TARGET_P95_MS = 50;
const FLOOD_PER_SECOND = 200;
const SECONDS = 8;
const PINGS_PER_SECOND = 20;

/** The flood, as plain JavaScript run in a worker: 200 POSTs a second (2 every 10 ms), never more than 2,000 in flight. */
const FLOOD = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, basic, perTick } = workerData;
const statuses = {};
let inFlight = 0, sent = 0, n = 0;
const timer = setInterval(() => {
  for (let i = 0; i < perTick && inFlight < 2000; i++) {
    inFlight++; sent++;
    fetch(url, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'flood' + (n++), password: 'wrong-password' }) })
      .then((r) => { statuses[r.status] = (statuses[r.status] ?? 0) + 1; return r.arrayBuffer(); })
      .catch(() => { statuses.failed = (statuses.failed ?? 0) + 1; })
      .finally(() => { inFlight--; });
  }
}, 10);
parentPort.on('message', () => { clearInterval(timer); parentPort.postMessage({ sent, statuses }); });
`;

/** Pings for SECONDS, 20 a second; their times. */
async function pings(ping: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    await ping();
    const took = performance.now() - t0;
    samples.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / PINGS_PER_SECOND - took)));
  }
  return samples;
}

async function measure(rateLimit: RateLimits | false, flooded: boolean): Promise<{ p95: number; median: number; flood: { sent: number; statuses: Record<string, number> } | null }> {
  const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL, rateLimit });
  try {
    const owner = await login(server.app, 'owner');
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}/api/v1`;
    const ping = () => fetch(`${base}/user_console/ping/`, { headers: bearer(owner.access_token) }).then((r) => r.arrayBuffer());
    for (let i = 0; i < 10; i++) await ping();

    if (!flooded) return { ...stats(await pings(ping)), flood: null };
    const worker = new Worker(FLOOD, { eval: true, workerData: { url: `${base}/user_console/login/`, basic: consoleBasic, perTick: FLOOD_PER_SECOND / 100 } });
    const samples = await pings(ping);
    const flood = await new Promise<{ sent: number; statuses: Record<string, number> }>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage('stop');
    });
    await worker.terminate();
    const { p95, median } = stats(samples);
    return { p95, median, flood };
  } finally {
    await server.close();
  }
}

export async function benchLoginFlood(): Promise<void> {
  console.log(`\nGET /user_console/ping/ (signed in) while ${FLOOD_PER_SECOND} anonymous sign-ins a second arrive, ${SECONDS} s, real server on 127.0.0.1; target: p95 under ${TARGET_P95_MS} ms\n`);
  const configured = loadConfig().rateLimit;
  const runs: [string, RateLimits | false, boolean][] = [
    ['no flood (baseline on this machine)', configured, false],
    [configured ? `flood, limits on (sign-in ${configured.signIn} per ${configured.windowSeconds} s per address)` : 'flood, limits off (RATE_LIMIT=off)', configured, true],
  ];
  if (configured) runs.push(['flood, limits off (only the sign-in gate)', false, true]);
  for (const [label, limits, flooded] of runs) {
    const { p95, median, flood } = await measure(limits, flooded);
    const verdict = flood ? `${p95 < TARGET_P95_MS ? 'under' : 'MISSES'} the target` : '';
    console.log(`  ${label.padEnd(60)} median ${ms(median)}   p95 ${ms(p95)}   ${verdict}`);
    if (flood) {
      const answered = Object.entries(flood.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.log(`  ${''.padEnd(60)} sign-ins sent ${flood.sent}, answered ${answered}`);
    }
  }
  console.log(`  (at most ${loadConfig().signInConcurrency} sign-ins hash a password at once: SIGN_IN_CONCURRENCY)`);
}
