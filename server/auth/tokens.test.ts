import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, sleep } from '../test-support/http';
import { login, startTestServer, type Session, type TestServer } from '../test-support/test-server';

const PING = '/user_console/ping/';
const REFRESH = '/auth/refresh/console/';
const LOGOUT = '/user_console/logout/';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The session id (`sid`) an access token carries. */
const sidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;

function signWith(secret: string, claims: Record<string, unknown>, subject: string, expiresInSeconds = 600) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer('sideline')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
}

describe('access tokens on GET /api/v1/user_console/ping/', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await login(server.app, 'owner');
  });

  it('answers the signed-in profile for a valid access token', async () => {
    const body = expectOk<{ username: string; role: string }>(await call(server.app, 'GET', PING, { token: owner.access_token }));
    expect(body.data).toMatchObject({ username: 'owner', role: 'F' });
    expect(body.data).not.toHaveProperty('access_token');
    expect(body.data).not.toHaveProperty('password_hash');
  });

  it('answers T002 without a token', async () => {
    const body = expectError(await call(server.app, 'GET', PING), 401, 'T002');
    expect(body.message.text).toBe('The session token is not valid');
  });

  it('answers T002 in Spanish when asked', async () => {
    const body = expectError(await call(server.app, 'GET', PING, { lang: 'es' }), 401, 'T002');
    expect(body.message.text).toBe('El token de sesión no es válido');
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['three garbage segments', 'aaa.bbb.ccc'],
    ['a tampered signature', () => `${owner.access_token.slice(0, -4)}AAAA`],
    [
      'a tampered payload',
      () => {
        const [h, , s] = owner.access_token.split('.');
        const payload = Buffer.from(JSON.stringify({ typ: 'access', sid: sidOf(owner.access_token), sub: '1', iss: 'sideline', exp: 9999999999 })).toString('base64url');
        return `${h}.${payload}.${s}`;
      },
    ],
  ])('answers T002 for a malformed token (%s)', async (_label, token) => {
    const value = typeof token === 'function' ? token() : token;
    expectError(await call(server.app, 'GET', PING, { token: value }), 401, 'T002');
  });

  it('answers T002 for a Basic header instead of a bearer', async () => {
    expectError(await call(server.app, 'GET', PING, { headers: { authorization: 'Basic c2lkZWxpbmU6eA==' } }), 401, 'T002');
  });

  it('answers T002 for a refresh token used as an access token', async () => {
    expectError(await call(server.app, 'GET', PING, { token: owner.refresh_token }), 401, 'T002');
  });

  it('answers T002 for a token signed with another secret', async () => {
    const claims = { typ: 'access', sid: sidOf(owner.access_token) };
    const forged = await signWith('another-secret-'.padEnd(48, 'y'), claims, String(owner.id));
    expectError(await call(server.app, 'GET', PING, { token: forged }), 401, 'T002');
    // The same claims signed with the server's secret are accepted: the secret is what was rejected.
    const genuine = await signWith(server.config.jwtSecret!, claims, String(owner.id));
    expectOk(await call(server.app, 'GET', PING, { token: genuine }));
  });

  it('answers E004 for a token of a user that no longer exists (deleted), with the logout header', async () => {
    const stranger = await signWith(server.config.jwtSecret!, { typ: 'access', sid: sidOf(owner.access_token) }, '987654');
    const res = await call(server.app, 'GET', PING, { token: stranger });
    expectError(res, 403, 'E004');
    expect(res.headers.logout).toBe('true');
  });

  it('answers T001 for a token signed before sessions existed (no sid): the console refreshes it', async () => {
    const legacy = await signWith(server.config.jwtSecret!, { typ: 'access', sv: 0 }, String(owner.id));
    expectError(await call(server.app, 'GET', PING, { token: legacy }), 401, 'T001');
  });
});

describe('POST /api/v1/auth/refresh/console/', () => {
  it('answers {ok:1, data:{access_token, refresh_token}} for a refresh token, with no body, and the new tokens work', async () => {
    const rep = await login(server.app, 'rep');
    const res = await call(server.app, 'POST', REFRESH, { token: rep.refresh_token });
    const body = expectOk<{ access_token: string; refresh_token: string }>(res);
    expect(Object.keys(body.data)).toEqual(['access_token', 'refresh_token']);
    expect(body.data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.refresh_token).not.toBe(rep.refresh_token);
    const ping = expectOk<{ username: string }>(await call(server.app, 'GET', PING, { token: body.data.access_token }));
    expect(ping.data.username).toBe('rep');
    expectOk(await call(server.app, 'POST', REFRESH, { token: body.data.refresh_token }));
  });

  it('answers T002 for garbage, a missing token and an access token', async () => {
    const rep = await login(server.app, 'rep');
    expectError(await call(server.app, 'POST', REFRESH, { token: 'garbage' }), 401, 'T002');
    expectError(await call(server.app, 'POST', REFRESH), 401, 'T002');
    expectError(await call(server.app, 'POST', REFRESH, { token: rep.access_token }), 401, 'T002');
  });

  it('answers T004 after logout revoked the refresh token', async () => {
    const owner = await login(server.app, 'owner');
    expectOk(await call(server.app, 'POST', REFRESH, { token: owner.refresh_token }));
    const out = expectOk<{ message: string }>(await call(server.app, 'POST', LOGOUT, { payload: { refresh_token: owner.refresh_token } }));
    expect(out.data.message).toBe('Signed out');
    const body = expectError(await call(server.app, 'POST', REFRESH, { token: owner.refresh_token }), 401, 'T004');
    expect(body.message.text).toBe('Your session has ended, please sign in again');
    // Logging out twice is harmless.
    expectOk(await call(server.app, 'POST', LOGOUT, { payload: { refresh_token: owner.refresh_token } }));
  });

  it('revokes only the session that logged out', async () => {
    const first = await login(server.app, 'client');
    const second = await login(server.app, 'client');
    expectOk(await call(server.app, 'POST', LOGOUT, { payload: { refresh_token: first.refresh_token } }));
    expectError(await call(server.app, 'POST', REFRESH, { token: first.refresh_token }), 401, 'T004');
    expectOk(await call(server.app, 'POST', REFRESH, { token: second.refresh_token }));
  });

  it('refuses a logout body without a refresh token (E400) and with garbage (T002)', async () => {
    expectError(await call(server.app, 'POST', LOGOUT, { payload: {} }), 400, 'E400');
    expectError(await call(server.app, 'POST', LOGOUT, { payload: { refresh_token: 'garbage' } }), 401, 'T002');
  });
});

describe('expired tokens (ACCESS_TOKEN_TTL=1, REFRESH_TOKEN_TTL=1)', () => {
  let shortLived: TestServer;
  let session: Session;

  beforeAll(async () => {
    shortLived = await startTestServer({ accessTokenTtl: 1, refreshTokenTtl: 1 });
    session = await login(shortLived.app, 'owner');
    // Lifetimes are whole seconds from the second of issue: after 2.1 s both have certainly expired.
    await sleep(2100);
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  it('answers T001 for an expired access token', async () => {
    const body = expectError(await call(shortLived.app, 'GET', PING, { token: session.access_token }), 401, 'T001');
    expect(body.message.text).toBe('Your session has expired');
    const es = expectError(await call(shortLived.app, 'GET', PING, { token: session.access_token, lang: 'es' }), 401, 'T001');
    expect(es.message.text).toBe('Tu sesión ha caducado');
  });

  it('answers T004 for an expired refresh token', async () => {
    expectError(await call(shortLived.app, 'POST', REFRESH, { token: session.refresh_token }), 401, 'T004');
  });

  it('still signs out with an expired refresh token', async () => {
    expectOk(await call(shortLived.app, 'POST', LOGOUT, { payload: { refresh_token: session.refresh_token } }));
  });

  it('still tells a forged token (T002) from an expired one', async () => {
    const forged = await signWith('another-secret-'.padEnd(48, 'y'), { typ: 'access', sid: sidOf(session.access_token) }, String(session.id), -10);
    expectError(await call(shortLived.app, 'GET', PING, { token: forged }), 401, 'T002');
  });
});
