import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { DEFAULT_CONSOLE_CLIENT_ID, DEFAULT_CONSOLE_CLIENT_SECRET } from '../../domain/constants';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { connectDatabase, type Database } from '../db/connect';
import { prepareDatabase } from '../db/prepare';

/**
 * Server tests run against a real database, never a mock: an in-memory PGlite of their own by
 * default, or, when the run sets SERVER_TEST_DB=postgres, a fresh database on the PostgreSQL
 * server of TEST_DATABASE_URL, dropped afterwards.
 */
export const usingPostgres = process.env.SERVER_TEST_DB === 'postgres';

/** A fresh PostgreSQL database on the server of `admin` (TEST_DATABASE_URL by default), empty or a copy of `template`. */
export async function scratchPostgres(template?: string, admin = process.env.TEST_DATABASE_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!admin) throw new Error('SERVER_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `sideline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** Stops the app and closes the database (dropping a scratch PostgreSQL database). */
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<ServerConfig> {
  /** Reuse a database (for restart tests); the caller closes it. */
  database?: Database;
}

/** The demo database the run prepared once (server/test-support/global-setup.ts), if any. */
function seeded(): { tar: string; template: string } {
  try {
    return { tar: inject('seededPglite'), template: inject('seededTemplate') };
  } catch {
    return { tar: '', template: '' }; // outside a vitest run of the server project
  }
}

let seededTar: Blob | undefined;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database: given, ...overrides } = options;
  const config = loadConfig(
    {},
    // Request limits stay off (suites send thousands of requests from one address) unless a test sets them;
    // so does the guard's session memory (tests change users and roles in the database directly).
    { staticDir: undefined, logger: false, jwtSecret: 'test-secret-'.padEnd(48, 'x'), rateLimit: false, sessionMemoryMs: 0, ...overrides },
  );
  // A server on the demo data starts from a copy of the demo database prepared once for the run;
  // prepareDatabase below still runs on it (migrations and reference data are idempotent).
  const copy = config.seedDemo ? seeded() : { tar: '', template: '' };
  let drop = async () => {};
  let database = given;
  if (!database) {
    if (usingPostgres) {
      const scratch = await scratchPostgres(copy.template || undefined);
      drop = scratch.drop;
      database = await connectDatabase({ databaseUrl: scratch.url, dataDir: '' });
    } else if (overrides.dataDir !== undefined) {
      database = await connectDatabase({ dataDir: overrides.dataDir });
    } else {
      if (copy.tar && !seededTar) seededTar = new Blob([readFileSync(copy.tar)]);
      database = await connectDatabase({ dataDir: 'memory://', loadDataDir: copy.tar ? seededTar : undefined });
    }
  }
  const owned = !given;
  let app: FastifyInstance;
  try {
    await prepareDatabase(database, config);
    app = await buildApp(config, database);
    await app.ready();
  } catch (err) {
    // A start that fails (e.g. SEED_DEMO=false without ADMIN_PASSWORD) must not leak its database.
    if (owned) {
      await database.close().catch(() => undefined);
      await drop().catch(() => undefined);
    }
    throw err;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (owned) {
        await database.close();
        await drop();
      }
    },
  };
}

export const consoleBasic = `Basic ${Buffer.from(`${DEFAULT_CONSOLE_CLIENT_ID}:${DEFAULT_CONSOLE_CLIENT_SECRET}`).toString('base64')}`;

export interface Session {
  access_token: string;
  refresh_token: string;
  id: number;
  group_id: number | null;
  facilities_ids: number[];
  views_ids: number[];
}

/** Signs in through the real login route and returns the answer's data. */
export async function login(app: FastifyInstance, username: string, password = `${username}123`): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user_console/login/',
    headers: { authorization: consoleBasic },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Session;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
