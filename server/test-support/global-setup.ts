import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { loadConfig } from '../config';
import { connectDatabase, pgliteDatabase } from '../db/connect';
import { prepareDatabase } from '../db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder (tar) migrated and seeded with the demo data, for SERVER_TEST_DB=pglite. */
    seededPglite: string;
    /** A PostgreSQL database migrated and seeded with the demo data, copied as a template, for SERVER_TEST_DB=postgres. */
    seededTemplate: string;
  }
}

/**
 * The server suite starts ~150 test servers, each on a database of its own. Migrating and seeding
 * one (the demo users' scrypt hashes above all) costs ~2 s; copying a database prepared once costs a
 * fraction. This runs once per `vitest run`: it prepares the demo database as a fresh server would
 * (`prepareDatabase`, the same code), and `startTestServer` starts each default server from a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const config = loadConfig({}, { logger: false });
  if (process.env.SERVER_TEST_DB === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('SERVER_TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `sideline_template_${process.pid}`;
    const run = async (sql: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await run(`drop database if exists ${name} with (force)`);
    await run(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = await connectDatabase({ databaseUrl: url.toString(), dataDir: '' });
    try {
      await prepareDatabase(database, config);
    } finally {
      await database.close();
    }
    project.provide('seededTemplate', name);
    project.provide('seededPglite', '');
    return () => run(`drop database if exists ${name} with (force)`);
  }
  const client = await PGlite.create('memory://', { extensions: { btree_gist, pg_trgm } });
  const dir = mkdtempSync(path.join(tmpdir(), 'sideline-seeded-'));
  try {
    await prepareDatabase(pgliteDatabase(client), config);
    const tar = await client.dumpDataDir('none');
    writeFileSync(path.join(dir, 'seeded.tar'), Buffer.from(await tar.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('seededPglite', path.join(dir, 'seeded.tar'));
  project.provide('seededTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
