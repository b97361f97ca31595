import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_BASE } from '../../domain/constants';
import type { Actor } from '../auth/actor';
import { findUserByUsername } from '../auth/users';
import type { Db } from '../db/connect';
import { cancellationReasons, consoleUsers, facilities, fields, organizations } from '../db/schema';
import { consoleBasic, login, startTestServer, type Session, type TestServer, type TestServerOptions } from './test-server';

/** The error envelope of DESIGN.md §2, as a client reads it. */
export interface ErrorBody {
  ok: 0;
  code: string;
  message: { text: string };
  data: unknown;
}

/** The success envelope; `total` on lists. */
export interface OkBody<T> {
  ok: 1;
  data: T;
  total?: number;
}

export interface CallOptions {
  /** Bearer token (access or refresh). */
  token?: string;
  payload?: unknown;
  lang?: string;
  headers?: Record<string, string>;
  /** The client address the server sees (`request.ip`); 127.0.0.1 unless told. */
  remoteAddress?: string;
}

/** One request to the API under `/api/v1` (or an absolute `/...` path when it starts with `/api` or is outside it). */
export function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const url = path.startsWith('/api') ? path : `${API_BASE}${path}`;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.lang !== undefined) headers['accept-language'] = options.lang;
  return app.inject({
    method,
    url,
    headers,
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

/** POST to the login route with the console's Basic client header (unless `headers` replaces it). */
export function postLogin(app: FastifyInstance, payload: unknown, options: { lang?: string; headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return call(app, 'POST', '/user_console/login/', {
    payload,
    ...(options.lang === undefined ? {} : { lang: options.lang }),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    headers: options.headers ?? { authorization: consoleBasic },
  });
}

/** Asserts an error envelope with the given HTTP status and code, and returns it. */
export function expectError(res: LightMyRequestResponse, status: number, code: string): ErrorBody {
  const body = res.json() as ErrorBody;
  expect({ status: res.statusCode, ok: body.ok, code: body.code }, res.body).toEqual({ status, ok: 0, code });
  expect(typeof body.message?.text).toBe('string');
  expect(body.message.text.length).toBeGreaterThan(0);
  expect(body).toHaveProperty('data');
  return body;
}

/** Asserts a 200 success envelope and returns it. */
export function expectOk<T = unknown>(res: LightMyRequestResponse): OkBody<T> {
  const body = res.json() as OkBody<T>;
  expect({ status: res.statusCode, ok: body.ok }, res.body).toEqual({ status: 200, ok: 1 });
  expect(body).toHaveProperty('data');
  return body;
}

/** Field errors of an E400 answer. */
export function fieldsOf(body: ErrorBody): Record<string, string> {
  const data = body.data as { fields?: Record<string, string> } | null;
  expect(data?.fields, 'E400 answers carry data.fields').toBeTypeOf('object');
  return data!.fields!;
}

export interface DemoIds {
  demoGroupId: number;
  otherGroupId: number;
  madridId: number;
  brooklynId: number;
  lisbonId: number;
}

/** Ids of the seeded demo organizations and facilities, read from the database. */
export async function demoIds(db: Db): Promise<DemoIds> {
  const groups = await db.select({ id: organizations.id, name: organizations.name }).from(organizations);
  const places = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(inArray(facilities.name, ['Madrid Padel Center', 'Brooklyn Courts', 'Lisbon Arena']));
  const id = (rows: { id: number; name: string }[], name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`demo row "${name}" missing`);
    return row.id;
  };
  return {
    demoGroupId: id(groups, 'Demo Sports Club'),
    otherGroupId: id(groups, 'Other Club'),
    madridId: id(places, 'Madrid Padel Center'),
    brooklynId: id(places, 'Brooklyn Courts'),
    lisbonId: id(places, 'Lisbon Arena'),
  };
}

/** Changes a console user's row directly, as an administrator's tool (or a database operator) would. */
export async function updateUser(db: Db, username: string, set: Partial<typeof consoleUsers.$inferInsert>): Promise<void> {
  const rows = await db.update(consoleUsers).set(set).where(eq(consoleUsers.username, username)).returning({ id: consoleUsers.id });
  if (rows.length !== 1) throw new Error(`user "${username}" not found`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface DemoSessions {
  server: TestServer;
  ids: DemoIds;
  admin: Session;
  owner: Session;
  rep: Session;
  client: Session;
}

/** A demo server with every demo account signed in (a test file's usual start). */
export async function startDemoSessions(options: TestServerOptions = {}): Promise<DemoSessions> {
  const server = await startTestServer(options);
  const ids = await demoIds(server.database.db);
  const [admin, owner, rep, client] = await Promise.all(['admin', 'owner', 'rep', 'client'].map((u) => login(server.app, u)));
  return { server, ids, admin: admin!, owner: owner!, rep: rep!, client: client! };
}

/** The fields of a demo facility by name (e.g. Madrid's 'Pista 1' … 'Pista Central'). */
export async function fieldIdsByName(demo: DemoSessions, facilityId: number): Promise<Record<string, number>> {
  const rows = await demo.server.database.db.select({ id: fields.id, name: fields.name }).from(fields).where(eq(fields.facility_id, facilityId));
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

/** The id of one of the demo organization's cancellation reasons, by its name ('Rain'). */
export async function demoReasonId(demo: DemoSessions, name: string): Promise<number> {
  const [reason] = await demo.server.database.db
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(and(eq(cancellationReasons.group_id, demo.ids.demoGroupId), eq(cancellationReasons.name, name)));
  if (!reason) throw new Error(`cancellation reason "${name}" not found`);
  return reason.id;
}

/** A demo user as the booking services' actor (to call a service at another instant than now, e.g. a booking made last month). */
export async function actorFor(db: Db, username: string): Promise<Actor> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new Error(`user "${username}" not found`);
  return { userId: user.id, user };
}
