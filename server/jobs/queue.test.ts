import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/connect';
import { scratchPostgres, usingPostgres } from '../test-support/test-server';
import { startQueue, type JobDefinition, type Queue } from './queue';

/**
 * Two API processes on one database share its job queue: each job runs once. Two queue workers
 * (two pg-boss instances, each with its own connection pool on PostgreSQL) work the same queue.
 */
let first: Database;
let second: Database;
let drop = async () => {};
const queues: Queue[] = [];

beforeAll(async () => {
  if (usingPostgres) {
    const scratch = await scratchPostgres();
    drop = scratch.drop;
    first = await connectDatabase({ databaseUrl: scratch.url, dataDir: '' });
    second = await connectDatabase({ databaseUrl: scratch.url, dataDir: '' });
  } else {
    // PGlite is one process's database: the two workers share its connection.
    first = await connectDatabase({ dataDir: 'memory://' });
    second = first;
  }
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await first?.close();
  if (second !== first) await second?.close();
  await drop();
});

const until = async (check: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the job queue', () => {
  it('runs each job once with two workers on one database, and a run sent twice for one slot once', async () => {
    const runs: { worker: string; run: unknown }[] = [];
    const job = (worker: string): JobDefinition => ({
      name: 'test-once',
      cron: null,
      run: async (data) => {
        runs.push({ worker, run: data.run });
        await new Promise((r) => setTimeout(r, 100));
      },
    });
    const log = (err: unknown) => {
      throw err;
    };
    queues.push(await startQueue(first, { jobs: [job('a')], log, pollingIntervalSeconds: 0.5, schedule: false }));
    queues.push(await startQueue(second, { jobs: [job('b')], log, pollingIntervalSeconds: 0.5, schedule: false }));
    const [a, b] = queues as [Queue, Queue];

    for (let i = 0; i < 6; i++) await (i % 2 ? a : b).send('test-once', { run: i });
    // The same slot sent by both processes (what pg-boss's timekeeper does for a cron): one run.
    const slot = { singletonKey: 'slot-2031-03-10T09:00', singletonSeconds: 60 };
    await a.boss.send('test-once', { run: 'slot' }, slot);
    await b.boss.send('test-once', { run: 'slot' }, slot);

    await until(() => runs.length >= 7);
    await new Promise((r) => setTimeout(r, 1500)); // nothing more comes
    expect(runs.map((r) => r.run).sort()).toEqual([0, 1, 2, 3, 4, 5, 'slot'].sort());
  });
});
