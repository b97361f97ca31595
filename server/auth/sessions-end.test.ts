import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, refreshTokens, roles } from '../db/schema';
import { call, expectError, expectOk, postLogin, startDemoSessions, type DemoSessions } from '../test-support/http';
import { login, type Session } from '../test-support/test-server';
import { SessionMemory } from './guard';
import { REFRESH_REUSE_GRACE_MS } from './sessions';

/**
 * Sessions end when they should (issue 14): sign-out, a password change or reset, disabling,
 * deleting and ending sessions stop the ended sessions' access tokens at their next call (E004) and
 * their refresh tokens (T004); a refresh replaces the refresh token, and a replaced one presented
 * again ends its session.
 */
let demo: DemoSessions;
beforeAll(async () => {
  // With the guard's session memory on, and long: every rule below must hold through its forgetting
  // on each write request, never through its expiry.
  demo = await startDemoSessions({ sessionMemoryMs: 60_000 });
});
afterAll(async () => {
  await demo?.server.close();
});

const PING = '/user_console/ping/';
const REFRESH = '/auth/refresh/console/';
const app = () => demo.server.app;
const ping = (token: string, lang?: string) => call(app(), 'GET', PING, { token, ...(lang ? { lang } : {}) });
const refresh = (token: string) => call(app(), 'POST', REFRESH, { token });
const asOwner = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) => call(app(), method, path, { token: demo.owner.access_token, ...(payload ? { payload } : {}) });

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string; jti?: string; exp: number };

let made = 0;
/** A fresh representative of the demo organization (password secret12), signed in twice: two sessions. */
async function userWithTwoSessions() {
  const [role] = await demo.server.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, 'Representative'), eq(roles.group_id, demo.ids.demoGroupId)));
  const username = `sessions.${++made}`;
  const body = { group_id: demo.ids.demoGroupId, username, first_name: 'Session', role_id: role!.id, password: 'secret12', confirm_password: 'secret12' };
  const user = expectOk<{ id: number }>(await asOwner('POST', '/user_console/', body)).data;
  const current = await login(app(), username, 'secret12');
  const other = await login(app(), username, 'secret12');
  return { id: user.id, username, body, current, other };
}

const ENDED = 'Your session has ended, please sign in again';
const BY_ADMIN = 'Your session was ended by an administrator. Please sign in again.';
const DISABLED = 'Your account has been disabled. Contact your administrator.';

/** The session's access token answers E004 (with `message`, the logout header, and reauth only when an administrator ended it) and its refresh token T004. */
async function expectEnded(session: Session, message: string) {
  const res = await ping(session.access_token);
  expect(expectError(res, 403, 'E004').message.text).toBe(message);
  expect(res.headers.logout).toBe('true');
  expect(res.headers.reauth).toBe(message === BY_ADMIN ? 'true' : undefined);
  expectError(await refresh(session.refresh_token), 401, 'T004');
}

async function expectLive(session: Session) {
  expectOk(await ping(session.access_token));
  const next = expectOk<{ access_token: string; refresh_token: string }>(await refresh(session.refresh_token)).data;
  expectOk(await ping(next.access_token));
}

describe('what ends a session', () => {
  it('signing out ends that session at once, access token too; the other sessions go on', async () => {
    const { current, other } = await userWithTwoSessions();
    expectOk(await call(app(), 'POST', '/user_console/logout/', { payload: { refresh_token: other.refresh_token } }));
    await expectEnded(other, ENDED);
    const es = await ping(other.access_token, 'es');
    expect(expectError(es, 403, 'E004').message.text).toBe('Tu sesión ha terminado, vuelve a iniciar sesión');
    await expectLive(current);
  });

  it("a password change by the user ends the user's other sessions; the one that changed it goes on with the same tokens", async () => {
    const { username, current, other } = await userWithTwoSessions();
    const payload = { current_password: 'secret12', new_password: 'secret34', confirm_password: 'secret34' };
    expectOk(await call(app(), 'POST', '/user_console/change_password/', { token: current.access_token, payload }));
    await expectEnded(other, ENDED);
    await expectLive(current);
    expectError(await postLogin(app(), { username, password: 'secret12' }), 401, 'E401');
    await expectLive(await login(app(), username, 'secret34'));
  });

  it('a password reset ends every session of the user', async () => {
    const { username, current, other } = await userWithTwoSessions();
    expectOk(await call(app(), 'POST', '/user_console/forgot_password/', { payload: { username } }));
    const [mail] = await demo.server.database.db.select().from(outbox).where(eq(outbox.recipient, username)).orderBy(desc(outbox.id)).limit(1);
    const token = /reset code is (\S+)\./.exec(mail!.body)![1]!;
    expectOk(await call(app(), 'POST', '/user_console/reset_password/', { payload: { token, new_password: 'secret56', confirm_password: 'secret56' } }));
    await expectEnded(current, ENDED);
    await expectEnded(other, ENDED);
    await expectLive(await login(app(), username, 'secret56'));
  });

  it('disabling (the status call) ends every session: enabling again lets the user sign in, it does not revive them', async () => {
    const { id, username, current, other } = await userWithTwoSessions();
    expectOk(await asOwner('PUT', `/user_console/${id}/status/`, { status: 'I' }));
    for (const session of [current, other]) {
      const res = await ping(session.access_token);
      expect(expectError(res, 403, 'E004').message.text).toBe(DISABLED);
      expect(res.headers.logout).toBe('true');
      // A disabled account's refresh says so too (E004 with the logout header), as before.
      expect(expectError(await refresh(session.refresh_token), 403, 'E004').message.text).toBe(DISABLED);
    }
    expectOk(await asOwner('PUT', `/user_console/${id}/status/`, { status: 'A' }));
    await expectEnded(current, BY_ADMIN);
    await expectEnded(other, BY_ADMIN);
    await expectLive(await login(app(), username, 'secret12'));
  });

  it('disabling through the user form (PUT /user_console/{id}/ with status I) ends every session too', async () => {
    const { id, body, current, other } = await userWithTwoSessions();
    const { password: _p, confirm_password: _c, ...profile } = body;
    expectOk(await asOwner('PUT', `/user_console/${id}/`, { ...profile, status: 'I' }));
    expect(expectError(await ping(current.access_token), 403, 'E004').message.text).toBe(DISABLED);
    expectOk(await asOwner('PUT', `/user_console/${id}/`, { ...profile, status: 'A' }));
    await expectEnded(current, BY_ADMIN);
    await expectEnded(other, BY_ADMIN);
  });

  it('deleting the user ends every session: E004 with the logout header, not a token error', async () => {
    const { id, current, other } = await userWithTwoSessions();
    expectOk(await asOwner('DELETE', `/user_console/${id}/`));
    await expectEnded(current, BY_ADMIN);
    await expectEnded(other, BY_ADMIN);
  });

  it("ending a user's sessions ends all of them (reauth header); other users are untouched", async () => {
    const { id, username, current, other } = await userWithTwoSessions();
    expectOk(await asOwner('POST', `/user_console/${id}/end_sessions/`));
    await expectEnded(current, BY_ADMIN);
    await expectEnded(other, BY_ADMIN);
    await expectLive(await login(app(), username, 'secret12'));
    expectOk(await ping(demo.rep.access_token));
  });

  it("changing the user's role, views or facilities needs no new session: the next call sees the new rights", async () => {
    const { id, body, current } = await userWithTwoSessions();
    const { password: _p, confirm_password: _c, ...profile } = body;
    expectOk(await asOwner('PUT', `/user_console/${id}/`, { ...profile, facilities_ids: [demo.ids.madridId] }));
    expect(expectOk<{ facilities_ids: number[] }>(await ping(current.access_token)).data.facilities_ids).toEqual([demo.ids.madridId]);
  });
});

describe('refresh token rotation', () => {
  it('a refresh replaces the refresh token, within the lifetime of the sign-in (refreshing does not extend it)', async () => {
    const { current } = await userWithTwoSessions();
    const next = expectOk<{ access_token: string; refresh_token: string }>(await refresh(current.refresh_token)).data;
    expect(claimsOf(next.refresh_token).jti).not.toBe(claimsOf(current.refresh_token).jti);
    expect(claimsOf(next.refresh_token).sid).toBe(claimsOf(current.refresh_token).sid);
    expect(claimsOf(next.access_token).sid).toBe(claimsOf(current.access_token).sid);
    expect(claimsOf(next.refresh_token).exp).toBe(claimsOf(current.refresh_token).exp);
  });

  it("reuse of a replaced refresh token answers T004 and ends its session: the family's current tokens die; the user's other session goes on", async () => {
    const { current, other } = await userWithTwoSessions();
    const second = expectOk<Session>(await refresh(current.refresh_token)).data;
    const third = expectOk<Session>(await refresh(second.refresh_token)).data;
    // A session keeps only its last two refresh tokens on record.
    const kept = await demo.server.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.session_id, claimsOf(current.refresh_token).sid));
    expect(kept.map((r) => r.id).sort()).toEqual([claimsOf(second.refresh_token).jti, claimsOf(third.refresh_token).jti].sort());
    // The first token's successor has been used (and the first is no longer on record): this is reuse, not a lost answer.
    expectError(await refresh(current.refresh_token), 401, 'T004');
    await expectEnded(third, ENDED);
    await expectLive(other);
  });

  it('a replaced token presented again at once (two tabs, a lost answer) gets the same successor; after the grace it is reuse', async () => {
    const { current } = await userWithTwoSessions();
    const first = expectOk<Session>(await refresh(current.refresh_token)).data;
    const again = expectOk<Session>(await refresh(current.refresh_token)).data;
    expect(claimsOf(again.refresh_token).jti).toBe(claimsOf(first.refresh_token).jti);
    expectOk(await ping(again.access_token));

    await demo.server.database.db
      .update(refreshTokens)
      .set({ revoked_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.id, claimsOf(current.refresh_token).jti!));
    expectError(await refresh(current.refresh_token), 401, 'T004');
    await expectEnded(first, ENDED);
  });

  it('two refreshes of one token at once both answer, with one successor: the session goes on', async () => {
    const { current } = await userWithTwoSessions();
    const [a, b] = await Promise.all([refresh(current.refresh_token), refresh(current.refresh_token)]);
    const [x, y] = [expectOk<Session>(a!).data, expectOk<Session>(b!).data];
    expect(claimsOf(x.refresh_token).jti).toBe(claimsOf(y.refresh_token).jti);
    await expectLive(x);
  });
});

describe("the guard's session memory", () => {
  const found = (status: string) => ({ user: { status } as never, session: undefined });

  it('answers what it read within its time, reads again after it, and forgets everything on a write', async () => {
    const memory = new SessionMemory(50);
    let reads = 0;
    const load = async () => found(`read ${++reads}`);
    expect((await memory.read('1:a', load))?.user.status).toBe('read 1');
    expect((await memory.read('1:a', load))?.user.status).toBe('read 1');
    memory.forget();
    expect((await memory.read('1:a', load))?.user.status).toBe('read 2');
    await new Promise((r) => setTimeout(r, 60));
    expect((await memory.read('1:a', load))?.user.status).toBe('read 3');
  });

  it('does not keep a read that a write overtook (it may be older than the write)', async () => {
    const memory = new SessionMemory(60_000);
    let release = () => {};
    const slow = memory.read('1:a', () => new Promise((resolve) => (release = () => resolve(found('before the write')))));
    memory.forget();
    release();
    expect((await slow)?.user.status).toBe('before the write');
    expect((await memory.read('1:a', async () => found('after the write')))?.user.status).toBe('after the write');
  });
});
