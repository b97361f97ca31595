import PgBoss from 'pg-boss';
import type { Database } from '../db/connect';

/**
 * The server's timed work on a PostgreSQL job queue (DESIGN §8): pg-boss on the server's own
 * database — a PostgreSQL server (DATABASE_URL) or the embedded PGlite, through its `db` adapter
 * (`Database.executeSql`). Each job is a queue of the `singleton` policy worked by every API
 * process: a scheduled run is sent once per cron slot (pg-boss's timekeeper) and fetched by one
 * worker (`FOR UPDATE SKIP LOCKED`), so two processes on one database never run it twice.
 *
 * Test servers start no queue (server/test-support/test-server.ts builds the app only); a test that
 * wants one calls `startQueue` and stops it. `JOBS=off` keeps a server from starting it.
 */

/** A job: its queue name, when it runs (a cron of pg-boss, UTC, minute resolution) and what it does. */
export interface JobDefinition {
  name: string;
  /** null: run only when sent (`Queue.send`). */
  cron: string | null;
  run(data: Record<string, unknown>): Promise<unknown>;
}

export interface Queue {
  readonly boss: PgBoss;
  /** Sends one run of a job now (answers the job id, or null when one is already queued: singleton). */
  send(name: string, data?: Record<string, unknown>): Promise<string | null>;
  /** Stops fetching, waits for the runs in progress (up to `timeoutMs`), stops the timekeeper. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface QueueOptions {
  jobs: readonly JobDefinition[];
  log: (err: unknown) => void;
  /** Seconds between a worker's fetches (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Run the cron schedules (off: jobs run only when sent). */
  schedule?: boolean;
}

/** pg-boss's tables live in their own schema, apart from the product's. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Creates a job's queue unless it exists. Two API processes starting at once on a fresh database both
 * create it: pg-boss's `create_queue` (an insert, then the queue's partition attached to the job table)
 * can deadlock against the other's; PostgreSQL aborts one, which finds the queue there on its retry.
 */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 0, expireInSeconds: 15 * 60 });
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      // 40P01 deadlock detected, 23505 the other process's insert won the race.
      if ((code !== '40P01' && code !== '23505') || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}

export async function startQueue(database: Database, options: QueueOptions): Promise<Queue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    schedule: options.schedule ?? true,
    // Completed runs are kept a day (what ran, when), failed ones a week.
    archiveCompletedAfterSeconds: 24 * 3600,
    retryLimit: 0,
    expireInMinutes: 15,
  });
  boss.on('error', options.log);
  await boss.start();
  for (const job of options.jobs) {
    await createQueueOnce(boss, job.name);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    else await boss.unschedule(job.name).catch(() => undefined);
    await boss.work<Record<string, unknown>>(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async (batch) => {
      for (const item of batch) {
        try {
          await job.run(item.data ?? {});
        } catch (err) {
          options.log(err);
          throw err;
        }
      }
    });
  }
  return {
    boss,
    send: (name, data = {}) => boss.send(name, data),
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false }),
  };
}
