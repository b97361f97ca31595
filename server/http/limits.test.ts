import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../auth/tokens';
import { loadConfig, type RateLimits } from '../config';
import { call, expectError, expectOk, postLogin } from '../test-support/http';
import { consoleBasic, login, startTestServer, type Session, type TestServer } from '../test-support/test-server';

/** Issue 14 (7): request limits per address and per user, and the body size limit. */
describe('request limits (the defaults, per minute)', () => {
  let server: TestServer;
  const defaults = loadConfig({}).rateLimit as RateLimits;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: defaults });
  });
  afterAll(async () => server?.close());

  it('are on by default and off with RATE_LIMIT=off', () => {
    expect(defaults).toEqual({ signIn: 60, anonymous: 1200, user: 1200, publicPages: 120, windowSeconds: 60 });
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBe(false);
    expect(loadConfig({ RATE_LIMIT_SIGN_IN: '5', RATE_LIMIT_USER: '0' }).rateLimit).toMatchObject({ signIn: 5, user: 0 });
  });

  it('refuse the 61st sign-in attempt in a minute from one address with E429 and retry-after; another address is unaffected', async () => {
    const flood = '203.0.113.7';
    for (let i = 0; i < 60; i++) {
      // Incomplete bodies: refused by validation (no password hashing), counted all the same.
      expectError(await postLogin(server.app, {}, { remoteAddress: flood }), 400, 'E400');
    }
    const refused = await postLogin(server.app, { username: 'owner', password: 'owner123' }, { remoteAddress: flood, lang: 'es' });
    const body = expectError(refused, 429, 'E429');
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(body.message.text).toBe(`Demasiadas peticiones. Inténtalo de nuevo en ${seconds} segundos.`);
    expect(body.data).toEqual({ retry_after: seconds });
    expect(refused.headers['console-version']).toBe('2.3.4');

    // The same address's other anonymous calls and another address's sign-in go on.
    expect((await call(server.app, 'GET', '/openapi.json', { remoteAddress: flood })).statusCode).toBe(200);
    expectOk(await postLogin(server.app, { username: 'owner', password: 'owner123' }, { remoteAddress: '198.51.100.2' }));
  });

  it('count the sign-in routes together, apart from the health check', async () => {
    const address = '203.0.113.8';
    for (let i = 0; i < 60; i++) {
      const res = await call(server.app, 'POST', '/user_console/forgot_password/', { payload: {}, remoteAddress: address });
      expect(res.statusCode).not.toBe(429);
    }
    expectError(await postLogin(server.app, {}, { remoteAddress: address }), 429, 'E429');
    expect((await server.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode).toBe(200);
  });
});

describe('request limits per signed-in user', () => {
  let server: TestServer;
  let owner: Session;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: { signIn: 100, anonymous: 100, user: 5, publicPages: 100, windowSeconds: 60 } });
    owner = await login(server.app, 'owner');
    admin = await login(server.app, 'admin');
  });
  afterAll(async () => server?.close());

  it('count per user whatever the address; other users, and a forged token, count apart', async () => {
    for (let i = 0; i < 5; i++) expectOk(await call(server.app, 'GET', '/user_console/ping/', { token: owner.access_token, remoteAddress: `192.0.2.${i + 1}` }));
    const refused = await call(server.app, 'GET', '/user_console/ping/', { token: owner.access_token, remoteAddress: '192.0.2.99' });
    expectError(refused, 429, 'E429');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectOk(await call(server.app, 'GET', '/user_console/ping/', { token: admin.access_token }));
    // A token whose signature does not hold counts against its address (not the user it names).
    const forged = `${owner.access_token.slice(0, -4)}AAAA`;
    expectError(await call(server.app, 'GET', '/user_console/ping/', { token: forged, remoteAddress: '192.0.2.50' }), 401, 'T002');
  });

  it('with a limit of 0 for a kind, that kind is not limited', async () => {
    const unlimited = await startTestServer({ rateLimit: { signIn: 0, anonymous: 0, user: 0, publicPages: 0, windowSeconds: 60 } });
    try {
      for (let i = 0; i < 70; i++) expect((await postLogin(unlimited.app, {}, { remoteAddress: '203.0.113.9' })).statusCode).toBe(400);
    } finally {
      await unlimited.close();
    }
  });
});

describe('body size limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ bodyLimitBytes: 64 * 1024 });
  });
  afterAll(async () => server?.close());

  it('answers a JSON body over BODY_LIMIT_BYTES with a translated E413 envelope', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user_console/login/',
      headers: { authorization: consoleBasic, 'content-type': 'application/json', 'accept-language': 'es' },
      payload: JSON.stringify({ username: 'owner', password: 'x'.repeat(65 * 1024) }),
    });
    expect(expectError(res, 413, 'E413').message.text).toBe('Esta petición es demasiado grande');
    expect(loadConfig({}).bodyLimitBytes).toBe(1024 * 1024);
    expect(loadConfig({ BODY_LIMIT_BYTES: '2048' }).bodyLimitBytes).toBe(2048);
  });
});

describe('the per-user key', () => {
  it("is the subject of an access token signed with the server's secret, expired or not; anything else is no user", async () => {
    const secret = 'k'.repeat(48);
    const tokens = new TokenService(secret, 60, 60);
    const expired = new TokenService(secret, -10, 60);
    expect(tokens.accessSubject(await tokens.signAccess({ userId: 42, sessionId: 's' }))).toBe(42);
    expect(tokens.accessSubject(await expired.signAccess({ userId: 43, sessionId: 's' }))).toBe(43);
    expect(tokens.accessSubject(await tokens.signRefresh({ userId: 42, sessionId: 's', jti: 'x' }, new Date(Date.now() + 60_000)))).toBeNull();
    expect(tokens.accessSubject(await new TokenService('o'.repeat(48), 60, 60).signAccess({ userId: 42, sessionId: 's' }))).toBeNull();
    expect(tokens.accessSubject('not.a.token')).toBeNull();
    expect(tokens.accessSubject('')).toBeNull();
  });
});

describe('sign-ins beyond SIGN_IN_CONCURRENCY', () => {
  it('wait their turn: ten at once with one slot all answer', async () => {
    const server = await startTestServer({ signInConcurrency: 1 });
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => postLogin(server.app, { username: i % 2 ? 'owner' : `nobody${i}`, password: 'owner123' })));
      expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 ? 200 : 401)));
      // The slot is free again afterwards.
      expectOk(await postLogin(server.app, { username: 'owner', password: 'owner123' }));
    } finally {
      await server.close();
    }
  });
});
