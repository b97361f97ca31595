/**
 * One end-to-end server (playwright.config.ts): the product's own `startServer` on a copy of a demo
 * database seeded once per run. Each Playwright worker has its own servers, so seeding each one
 * afresh would cost the run a seed per server; a copy of a closed PGlite folder is the same
 * database. E2E_FRESH_TEMPLATE=1 (the run's first server) seeds the template anew: demo data is
 * relative to today.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { prepareDatabase } from '../server/db/prepare';
import { startServer } from '../server/main';

const template = path.resolve('.e2e-data', 'template');
const ready = path.join(template, '.seeded');

if (process.env.E2E_FRESH_TEMPLATE === '1' || !existsSync(ready)) {
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  const database = await connectDatabase({ dataDir: template });
  await prepareDatabase(database, loadConfig());
  await database.close();
  writeFileSync(ready, new Date().toISOString());
}

const config = loadConfig();
rmSync(config.dataDir, { recursive: true, force: true });
cpSync(template, config.dataDir, { recursive: true, filter: (from) => from !== ready });
await startServer(config);
