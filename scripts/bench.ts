/**
 * `npm run bench`: prints figures, asserts nothing. Boots the real app on an in-memory PGlite
 * (or DATABASE_URL) and times the calls every screen makes, through Fastify's inject().
 */
import { performance } from 'node:perf_hooks';
import { startTestServer, login, bearer, consoleBasic } from '../server/test-support/test-server';
import { benchBundle } from './bench-bundle';

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function time(label: string, runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(10, runs); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  const { median, p95 } = stats(samples);
  console.log(`${label.padEnd(48)} median ${median.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms   (${runs} runs)`);
}

benchBundle();

const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL, loginMaxAttempts: 0 });
const { app } = server;
const owner = await login(app, 'owner');
console.log(`\nSideline API bench on ${server.database.kind}\n`);

await time('POST /user_console/login/ (scrypt)', 30, () =>
  app.inject({ method: 'POST', url: '/api/v1/user_console/login/', headers: { authorization: consoleBasic }, payload: { username: 'owner', password: 'owner123' } }),
);
await time('GET /user_console/ping/ (auth + user load)', 300, () => app.inject({ url: '/api/v1/user_console/ping/', headers: bearer(owner.access_token) }));
await time('GET /group/all/', 300, () => app.inject({ url: '/api/v1/group/all/', headers: bearer(owner.access_token) }));
await time('GET /facility/group/1/', 300, () => app.inject({ url: '/api/v1/facility/group/1/', headers: bearer(owner.access_token) }));
await time('POST /auth/refresh/console/', 300, () =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh/console/', headers: bearer(owner.refresh_token) }),
);
await server.close();
