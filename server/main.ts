import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { connectDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS } from './db/seed';
import { startCameraSimulator } from './cameras/simulator';
import { serverJobs } from './jobs/jobs';
import { startQueue, type Queue } from './jobs/queue';
import { RECORDING_JOB } from './videos/recording-job';

/** Starts the product: database, migrations, first data, then the API and console on one port. */
export async function startServer(config: ServerConfig = loadConfig()) {
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await prepareDatabase(database, config);
  const app = await buildApp(config, database);
  // The job queue on the same database (DESIGN §8); stopped, its runs in progress finished, before the database closes.
  const queue: Queue | null = config.jobs ? await startQueue(database, { jobs: serverJobs(database.db, config), log: (err) => app.log.error(err) }) : null;
  // The simulated camera fleet (demo cameras only): on with the demo data, CAMERA_SIMULATOR=false turns it off.
  const stopCameras = config.cameraSimulator ? startCameraSimulator(database.db, (err) => app.log.error(err)) : () => {};
  // Test only (VIDEO_FOLLOW_EVERY_SECONDS): the recording job sent to the queue every few seconds too (singleton: never two at once, never twice in two processes).
  const follow = queue && config.videoFollowEverySeconds ? setInterval(() => void queue.send(RECORDING_JOB).catch((err: unknown) => app.log.error(err)), config.videoFollowEverySeconds * 1000) : null;
  app.addHook('onClose', async () => {
    if (follow) clearInterval(follow);
    stopCameras();
    await queue?.stop();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = ['', `  Sideline is running at http://localhost:${config.port}`, `  Database: ${where}${seeded === 'demo' ? ' (demo data seeded)' : seeded === 'admin' ? ' (first administrator created)' : ''}`];
  if (config.seedDemo) {
    lines.push('  Demo accounts (username / password):');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.username.padEnd(7)} / ${a.password.padEnd(10)} role ${a.role}: ${a.description}`);
  }
  console.log(lines.join('\n') + '\n');

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
