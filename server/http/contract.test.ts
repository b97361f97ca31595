import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../domain/constants';
import { call, demoIds, expectError, expectOk, postLogin, type DemoIds } from '../test-support/http';
import { consoleBasic, login, startTestServer, usingPostgres, type Session, type TestServer } from '../test-support/test-server';

let server: TestServer;
let ids: DemoIds;
let owner: Session;
let staticDir: string;

beforeAll(async () => {
  // A stand-in for the built console, so the contract is checked with the single-page app mounted too.
  staticDir = mkdtempSync(path.join(tmpdir(), 'sideline-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Sideline console</title>');
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("sideline");');
  server = await startTestServer({ staticDir });
  ids = await demoIds(server.database.db);
  owner = await login(server.app, 'owner');
});
afterAll(async () => {
  await server?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

function expectVersion(res: LightMyRequestResponse) {
  expect(res.headers['console-version'], `${res.statusCode} ${res.body.slice(0, 200)}`).toBe('2.3.4');
}

describe('console-version header', () => {
  it('is the product version', () => {
    expect(APP_VERSION).toBe('2.3.4');
  });

  it('is on every answer: successes, every kind of error, unknown paths, the console files', async () => {
    const answers: LightMyRequestResponse[] = [
      await postLogin(server.app, { username: 'owner', password: 'owner123' }), // 200
      await postLogin(server.app, { username: 'owner', password: 'wrong-pass' }), // 401 E401
      await postLogin(server.app, { username: '', password: '' }), // 400 E400
      await postLogin(server.app, { username: 'owner', password: 'owner123' }, { headers: {} }), // 403 E403
      await call(server.app, 'GET', '/user_console/ping/'), // 401 T002
      await call(server.app, 'GET', '/user_console/ping/', { token: owner.access_token }), // 200
      await call(server.app, 'GET', `/facility/group/${ids.otherGroupId}/`, { token: owner.access_token }), // 404 (another organization's, as a missing one)
      await call(server.app, 'GET', '/api/v1/no/such/path'), // 404
      await call(server.app, 'POST', '/api/v1/no/such/path', { token: owner.access_token, payload: {} }), // 404
      await call(server.app, 'GET', '/api/nothing-here'), // 404
      await call(server.app, 'DELETE', '/user_console/login/'), // 404 (no such method)
      await call(server.app, 'GET', '/api/health'),
      await call(server.app, 'GET', '/api/v1/openapi.json'),
      await server.app.inject({ method: 'GET', url: '/' }),
      await server.app.inject({ method: 'GET', url: '/assets/app.js' }),
      await server.app.inject({ method: 'GET', url: '/schedule/day' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 400, 403, 401, 200, 404, 404, 404, 404, 404, 200, 200, 200, 200, 200]);
    for (const res of answers) expectVersion(res);
  });
});

describe('envelopes', () => {
  it('writes errors as exactly {ok:0, code, message:{text}, data}', async () => {
    for (const res of [await call(server.app, 'GET', '/user_console/ping/'), await call(server.app, 'GET', '/api/v1/no/such/path'), await postLogin(server.app, { username: '' })]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message', 'ok']);
      expect(body.ok).toBe(0);
      expect(Object.keys(body.message as object)).toEqual(['text']);
    }
  });

  it('answers unknown API paths with E404 whether or not a token is sent', async () => {
    const anonymous = expectError(await call(server.app, 'GET', '/api/v1/no/such/path'), 404, 'E404');
    expect(anonymous.data).toBeNull();
    expectError(await call(server.app, 'GET', '/api/v1/no/such/path', { token: owner.access_token }), 404, 'E404');
    const es = expectError(await call(server.app, 'GET', '/api/v1/no/such/path', { lang: 'es' }), 404, 'E404');
    expect(es.message.text).toBe('No encontrado');
  });

  it('answers a body that is not JSON with E400', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user_console/login/',
      headers: { authorization: consoleBasic, 'content-type': 'application/json' },
      payload: 'not json',
    });
    expectError(res, 400, 'E400');
    expectVersion(res);
  });

  it('answers a body over the size limit with an error envelope (413)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user_console/login/',
      headers: { authorization: consoleBasic, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'owner', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectError(res, 413, 'E413');
    expect(res.json().message.text).toBe('This request is too large');
  });

  it('puts total beside data on lists', async () => {
    const body = expectOk<unknown[]>(await call(server.app, 'GET', '/group/all/', { token: owner.access_token }));
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.total).toBe(body.data.length);
  });
});

describe('trailing slashes', () => {
  it.each([
    ['/api/v1/user_console/ping/', '/api/v1/user_console/ping'],
    ['/api/v1/group/all/', '/api/v1/group/all'],
    ['/api/v1/facility/group/{demo}/', '/api/v1/facility/group/{demo}'],
    ['/api/health/', '/api/health'],
  ])('GET %s and %s answer the same', async (withSlash, withoutSlash) => {
    const url = (u: string) => u.replace('{demo}', String(ids.demoGroupId));
    const a = await call(server.app, 'GET', url(withSlash), { token: owner.access_token });
    const b = await call(server.app, 'GET', url(withoutSlash), { token: owner.access_token });
    expectOk(a);
    expectOk(b);
    expect(b.json()).toEqual(a.json());
  });

  it('POST login, refresh and logout answer without the trailing slash', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user_console/login',
      headers: { authorization: consoleBasic },
      payload: { username: 'owner', password: 'owner123' },
    });
    const session = expectOk<Session>(res).data;
    expectOk(await call(server.app, 'POST', '/api/v1/auth/refresh/console', { token: session.refresh_token }));
    expectOk(await call(server.app, 'POST', '/api/v1/user_console/logout', { payload: { refresh_token: session.refresh_token } }));
    expectError(await call(server.app, 'POST', '/api/v1/auth/refresh/console/', { token: session.refresh_token }), 401, 'T004');
  });
});

describe('GET /api/health', () => {
  it('answers ok and names the database', async () => {
    const body = expectOk<{ status: string; database: string }>(await call(server.app, 'GET', '/api/health'));
    expect(body.data).toEqual({ status: 'ok', database: usingPostgres ? 'postgres' : 'pglite' });
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('is a public OpenAPI 3 document listing the login, refresh and facility paths', async () => {
    const res = await call(server.app, 'GET', '/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json() as { openapi: string; info: { version: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('2.3.4');
    const paths = Object.keys(doc.paths);
    const has = (fragment: string) => paths.find((p) => p.replace(/\/$/, '') === fragment);
    expect(has('/api/v1/user_console/login'), paths.join('\n')).toBeDefined();
    expect(has('/api/v1/auth/refresh/console'), paths.join('\n')).toBeDefined();
    expect(has('/api/v1/facility/group/{group_id}'), paths.join('\n')).toBeDefined();
    expect(doc.paths[has('/api/v1/user_console/login')!]).toHaveProperty('post');
    expect(doc.paths[has('/api/v1/auth/refresh/console')!]).toHaveProperty('post');
    expect(doc.paths[has('/api/v1/facility/group/{group_id}')!]).toHaveProperty('get');
  });

  it('describes the login body from the same schema the route validates with', async () => {
    const doc = (await call(server.app, 'GET', '/api/v1/openapi.json')).json() as {
      paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: { required?: string[]; properties?: Record<string, unknown> } }> } } }>;
    };
    const login = Object.entries(doc.paths).find(([p]) => p.startsWith('/api/v1/user_console/login'))?.[1];
    const schema = login?.post?.requestBody?.content?.['application/json']?.schema;
    expect(schema?.required?.sort()).toEqual(['password', 'username']);
    expect(schema?.properties?.password).toMatchObject({ minLength: 6, maxLength: 20 });
  });
});

describe('the console files beside the API', () => {
  it('serves index.html and assets without a token', async () => {
    const index = await server.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.body).toContain('Sideline console');
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('sideline');
  });

  it("answers the single-page app's deep links with index.html, but unknown API paths with E404", async () => {
    const deep = await server.app.inject({ method: 'GET', url: '/views/sideline-payment/list' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/^text\/html/);
    expect(deep.body).toContain('Sideline console');
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/views/sideline-payment/list' }), 404, 'E404');
  });
});
