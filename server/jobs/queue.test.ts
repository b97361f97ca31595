import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
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
let scratchUrl = '';
const queues: Queue[] = [];

beforeAll(async () => {
  if (usingPostgres) {
    const scratch = await scratchPostgres();
    drop = scratch.drop;
    scratchUrl = scratch.url;
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

  // Two OS processes need a database server: PGlite is one process's database.
  it.skipIf(!usingPostgres)(
    'two API processes (two OS processes) on one PostgreSQL database: each run of a job once, a slot both send once, never two at once',
    async () => {
      await first.executeSql('create table queue_runs (run text primary key, pid int not null, started_at timestamptz not null, ended_at timestamptz)');
      const root = path.resolve(import.meta.dirname, '../..');
      const children: ChildProcess[] = [0, 1].map(() =>
        spawn(process.execPath, ['--import', 'tsx', 'server/test-support/queue-process.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: scratchUrl }, stdio: ['pipe', 'pipe', 'inherit'] }),
      );
      const exited = children.map((c) => new Promise<number | null>((resolve) => c.on('exit', resolve)));
      try {
        await Promise.all(
          children.map(
            (c) =>
              new Promise<void>((resolve, reject) => {
                c.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
                c.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
              }),
          ),
        );
        // Sent from this process, which does not work that job: only the two children run it.
        const sender = await startQueue(first, { jobs: [], log: (err) => console.error(err), schedule: false });
        queues.push(sender);
        for (let i = 0; i < 12; i++) await sender.boss.send('two-processes', { run: i });
        // Both processes send the same six slots at once (each process's timekeeper does so for a cron's slot).
        const sent = children.map((c) => new Promise<void>((resolve) => c.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('sent') && resolve())));
        for (const c of children) c.stdin!.write('send\n');
        await Promise.all(sent);
        const rows = async () =>
          (await first.executeSql('select run, pid, started_at, ended_at from queue_runs order by started_at')).rows as { run: string; pid: number; started_at: Date; ended_at: Date | null }[];
        const end = Date.now() + 30_000;
        while ((await rows()).filter((r) => r.ended_at !== null).length < 18 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
        await new Promise((r) => setTimeout(r, 1500)); // nothing more comes
        const runs = await rows();
        expect(runs.map((r) => r.run).sort()).toEqual([...Array.from({ length: 12 }, (_, i) => String(i)), ...Array.from({ length: 6 }, (_, i) => `slot-${i}`)].sort());
        const pids = new Set(runs.map((r) => r.pid));
        expect([...pids].every((pid) => children.some((c) => c.pid === pid))).toBe(true);
        // The job's queue is a singleton: one run at a time per singleton key over both processes, each ended
        // before the next started. pg-boss holds it per (name, singleton key): the twelve runs sent without a
        // key never overlap; each slot has a key of its own, so a slot may run beside another key's run.
        const plain = runs.filter((r) => !r.run.startsWith('slot-'));
        plain.forEach((r, i) => i > 0 && expect(new Date(r.started_at).getTime()).toBeGreaterThanOrEqual(new Date(plain[i - 1]!.ended_at!).getTime()));
      } finally {
        for (const c of children) c.stdin!.end();
        await Promise.all(exited);
      }
    },
    60_000,
  );
});
