/**
 * `npm start`: builds the console when its sources are newer than the last build, then starts the
 * server (migrations, first data, API and console on one port).
 */
import { startServer } from '../server/main';
import { buildConsoleIfStale } from './console-build';

buildConsoleIfStale();
startServer().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
