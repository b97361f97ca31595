/**
 * The desks of the API load bench (api-load.ts), in a process of their own: the load would otherwise
 * share the server's only thread and be counted in its figures. The parent sends one message (a
 * `DesksJob`); the answer is every call's time and the totals.
 *
 * Two models:
 * - `staff` (closed loop, the figure beside the target): each desk is a person with one keep-alive
 *   connection (undici's Client). They make a call as a person at the desk would (a day of the
 *   schedule, Next day, Next day, the contacts list, Next page, Next page, then the schedule again),
 *   wait for its answer, think for a random 0.3–1 s, and call again. Each starts after a random wait
 *   of up to one think time, so their calls arrive spread over the second, as people's clicks do.
 * - `burst` (the stress line): autocannon with `overallRate`. Each of its connections gets
 *   overallRate / connections calls a second, sends them back to back, then pauses until its
 *   one-second `setInterval` (started with the others) resets the count (autocannon 9,
 *   lib/httpClient.js `_doRequest` / `rateInterval`): every second's calls leave in one burst at the
 *   top of the second and queue behind each other.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';

export interface StaffJob {
  model: 'staff';
  url: string;
  staff: number;
  seconds: number;
  thinkMs: [number, number];
  headers: Record<string, string>;
  /** One path per day of the schedule, in order (Next day walks it). */
  scheduleDays: string[];
  /** One path per page of the contacts list, in order (Next page walks it). */
  contactPages: string[];
}
export interface BurstJob {
  model: 'burst';
  url: string;
  connections: number;
  overallRate: number;
  seconds: number;
  requests: { method: string; path: string; headers: Record<string, string> }[];
}
export type DesksJob = StaffJob | BurstJob;
export interface DesksResult {
  samples: number[];
  total: number;
  non2xx: number;
  errors: number;
  /** Wall time from the first call to the last answer. */
  elapsedMs: number;
}

/** One person at a desk: schedule, Next day ×2, contacts, Next page ×2, again, until `until`. */
async function desk(job: StaffJob, index: number, start: number, result: DesksResult): Promise<void> {
  const client = new Client(job.url, { keepAliveTimeout: 60_000 });
  const [thinkMin, thinkMax] = job.thinkMs;
  const think = () => thinkMin + Math.random() * (thinkMax - thinkMin);
  // Desks look at different days and pages, several at the same ones (as on a busy Saturday).
  let day = index % job.scheduleDays.length;
  let page = (index * 5) % job.contactPages.length;
  const walk: (() => string)[] = [
    () => job.scheduleDays[day]!,
    () => job.scheduleDays[(day = (day + 1) % job.scheduleDays.length)]!,
    () => job.scheduleDays[(day = (day + 1) % job.scheduleDays.length)]!,
    () => job.contactPages[page]!,
    () => job.contactPages[(page = (page + 1) % job.contactPages.length)]!,
    () => job.contactPages[(page = (page + 1) % job.contactPages.length)]!,
  ];
  try {
    await sleep(Math.random() * thinkMax);
    const until = start + job.seconds * 1000;
    for (let step = index; performance.now() < until; step++) {
      const path = walk[step % walk.length]!();
      const t0 = performance.now();
      try {
        const answer = await client.request({ method: 'GET', path, headers: job.headers });
        await answer.body.arrayBuffer();
        result.samples.push(performance.now() - t0);
        if (answer.statusCode < 200 || answer.statusCode >= 300) result.non2xx++;
      } catch {
        result.errors++;
      }
      result.total++;
      result.elapsedMs = Math.max(result.elapsedMs, performance.now() - start);
      await sleep(think());
    }
  } finally {
    await client.close();
  }
}

async function staff(job: StaffJob): Promise<DesksResult> {
  const result: DesksResult = { samples: [], total: 0, non2xx: 0, errors: 0, elapsedMs: 0 };
  const start = performance.now();
  await Promise.all(Array.from({ length: job.staff }, (_, i) => desk(job, i, start, result)));
  return result;
}

interface Instance {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (options: Record<string, unknown>, done: (err: Error | null, result: { requests: { total: number }; non2xx: number; errors: number }) => void) => Instance;

function burst(job: BurstJob): Promise<DesksResult> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const samples: number[] = [];
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: job.url, connections: job.connections, overallRate: job.overallRate, duration: job.seconds, requests: job.requests }, (err, r) =>
      err ? reject(err) : resolve({ samples, total: r.requests.total, non2xx: r.non2xx, errors: r.errors, elapsedMs: performance.now() - t0 }),
    );
    instance.on('response', (_client, _status, _bytes, time) => samples.push(time));
  });
}

process.once('message', (job: DesksJob) => {
  void (job.model === 'staff' ? staff(job) : burst(job)).then((answer) => process.send!(answer, () => process.disconnect()));
});
