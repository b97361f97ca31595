/**
 * One API process's job queue, alone in its own OS process (server/jobs/queue.test.ts starts two on
 * one PostgreSQL database): it works the queue's `two-processes` job, each run writing one row of
 * `queue_runs` with its process id, when it started and ended, until its stdin closes. Prints
 * `ready` once it works; sends the job's slots when told (`send`).
 */
import { connectDatabase } from '../db/connect';
import { startQueue } from '../jobs/queue';

const database = await connectDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' });
const queue = await startQueue(database, {
  jobs: [
    {
      name: 'two-processes',
      cron: null,
      run: async (data) => {
        await database.executeSql('insert into queue_runs (run, pid, started_at) values ($1, $2, clock_timestamp())', [String(data.run), process.pid]);
        await new Promise((r) => setTimeout(r, 150));
        await database.executeSql('update queue_runs set ended_at = clock_timestamp() where run = $1', [String(data.run)]);
      },
    },
  ],
  log: (err) => {
    console.error(err);
    process.exit(1);
  },
  pollingIntervalSeconds: 0.5,
  schedule: false,
});
// `send` on stdin: this process sends the slots 0–5 of the job, as each process's timekeeper sends a
// cron's slot (a singleton key per slot): the other process sends the same ones.
process.stdin.on('data', (chunk: Buffer) => {
  if (!chunk.toString().includes('send')) return;
  void (async () => {
    for (let i = 0; i < 6; i++) await queue.boss.send('two-processes', { run: `slot-${i}` }, { singletonKey: `slot-${i}`, singletonSeconds: 60 });
    process.stdout.write('sent\n');
  })();
});
process.stdout.write('ready\n');
process.stdin.on('end', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
process.stdin.resume();
