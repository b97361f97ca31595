/**
 * Server tests: once on the embedded PGlite, then once more on PostgreSQL when TEST_DATABASE_URL
 * is set (.ci/run sets it). Without it the run says plainly that the PostgreSQL pass did not run.
 */
import { spawnSync } from 'node:child_process';

function vitest(env: NodeJS.ProcessEnv): number {
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

console.log('\n== Server tests on embedded PGlite ==\n');
const pglite = vitest({ SERVER_TEST_DB: 'pglite' });
if (pglite !== 0) process.exit(pglite);

if (process.env.TEST_DATABASE_URL) {
  console.log(`\n== Server tests on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}) ==\n`);
  process.exit(vitest({ SERVER_TEST_DB: 'postgres' }));
} else {
  console.log('\n!! PostgreSQL pass NOT run: TEST_DATABASE_URL is not set (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test).\n');
}
