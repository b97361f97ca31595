import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUsers } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, postLogin } from '../test-support/http';
import { login, startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const idOf = async (username: string) => (await server.database.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, username)))[0]!.id;

describe('register', () => {
  const valid = { first_name: 'Nora', last_name: 'Nueva', username: 'Nora', email: 'nora@example.test', new_password: 'secret12', confirm_password: 'secret12' };

  it('creates a client-role account that can sign in', async () => {
    expectOk(await call(server.app, 'POST', '/user_console/register/', { payload: valid }));
    const res = await postLogin(server.app, { username: 'nora', password: 'secret12' });
    const data = expectOk<{ role: string; group_id: number | null; views_ids: number[] }>(res).data;
    expect(data).toMatchObject({ role: 'client', group_id: null, views_ids: [] });
  });

  it('refuses a taken username with E409 on the field, and writes nothing', async () => {
    const before = (await server.database.db.select().from(consoleUsers)).length;
    const body = expectError(await call(server.app, 'POST', '/user_console/register/', { payload: { ...valid, username: 'owner' } }), 409, 'E409');
    expect(fieldsOf(body).username).toBe('This username is already taken');
    expect((await server.database.db.select().from(consoleUsers)).length).toBe(before);
  });

  it("refuses mismatched passwords with 'passwords do not match', in Spanish too", async () => {
    const en = expectError(await call(server.app, 'POST', '/user_console/register/', { payload: { ...valid, username: 'x1', confirm_password: 'other12' } }), 400, 'E400');
    expect(fieldsOf(en).confirm_password).toBe('passwords do not match');
    const es = expectError(await call(server.app, 'POST', '/user_console/register/', { payload: { ...valid, username: 'x1', email: 'bad' }, lang: 'es' }), 400, 'E400');
    expect(fieldsOf(es).email).toBe('El correo electrónico debe ser válido');
  });
});

describe('an administrator disables a user or ends their sessions', () => {
  it('a disabled user is refused at the next call with E004 and the logout header; enabling lets them sign in again, not revive the old session', async () => {
    const owner = await login(server.app, 'owner');
    const rep = await login(server.app, 'rep');
    const repId = await idOf('rep');
    expectOk(await call(server.app, 'PUT', `/user_console/${repId}/status/`, { token: owner.access_token, payload: { status: 'I' } }));
    const res = await call(server.app, 'GET', '/user_console/ping/', { token: rep.access_token });
    expectError(res, 403, 'E004');
    expect(res.headers.logout).toBe('true');
    expectOk(await call(server.app, 'PUT', `/user_console/${repId}/status/`, { token: owner.access_token, payload: { status: 'A' } }));
    expectError(await call(server.app, 'GET', '/user_console/ping/', { token: rep.access_token }), 403, 'E004');
    expectError(await call(server.app, 'POST', '/auth/refresh/console/', { token: rep.refresh_token }), 401, 'T004');
    const again = await login(server.app, 'rep');
    expectOk(await call(server.app, 'GET', '/user_console/ping/', { token: again.access_token }));
  });

  it('ending sessions makes the access token answer E004 and the refresh token T004', async () => {
    const owner = await login(server.app, 'owner');
    const rep = await login(server.app, 'rep');
    expectOk(await call(server.app, 'POST', `/user_console/${await idOf('rep')}/end_sessions/`, { token: owner.access_token }));
    const ended = await call(server.app, 'GET', '/user_console/ping/', { token: rep.access_token });
    expectError(ended, 403, 'E004');
    expect(ended.headers.logout).toBe('true');
    expect(ended.headers.reauth).toBe('true');
    expectError(await call(server.app, 'POST', '/auth/refresh/console/', { token: rep.refresh_token }), 401, 'T004');
    await login(server.app, 'rep');
  });

  it('needs view 6 and the same organization; only role A may act on role A', async () => {
    const rep = await login(server.app, 'rep');
    const owner = await login(server.app, 'owner');
    expectError(await call(server.app, 'PUT', `/user_console/${await idOf('owner')}/status/`, { token: rep.access_token, payload: { status: 'I' } }), 403, 'E403');
    expectError(await call(server.app, 'PUT', `/user_console/${await idOf('admin')}/status/`, { token: owner.access_token, payload: { status: 'I' } }), 403, 'E403');
    expectError(await call(server.app, 'PUT', `/user_console/${await idOf('nora')}/status/`, { token: owner.access_token, payload: { status: 'I' } }), 403, 'E403');
    const [admin] = await server.database.db.select({ status: consoleUsers.status }).from(consoleUsers).where(eq(consoleUsers.username, 'admin'));
    expect(admin!.status).toBe('A');
  });
});

describe('development outbox', () => {
  it('shows the reset code sent to a user, newest first', async () => {
    expectOk(await call(server.app, 'POST', '/user_console/forgot_password/', { payload: { username: 'client' } }));
    const list = expectOk<{ recipient: string; body: string }[]>(await call(server.app, 'GET', '/dev/outbox/?recipient=client'));
    expect(list.data[0]?.recipient).toBe('client');
    expect(list.data[0]?.body).toMatch(/Your reset code is \S+\./);
  });

  it('is not served when DEV_OUTBOX is off', async () => {
    const prod = await startTestServer({ devOutbox: false });
    try {
      expectError(await call(prod.app, 'GET', '/dev/outbox/?recipient=client'), 404, 'E404');
    } finally {
      await prod.close();
    }
  });
});
