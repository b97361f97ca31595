import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUsers, outbox } from '../db/schema';
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

  const register = (payload: Record<string, unknown>, remoteAddress: string, lang?: string) => call(server.app, 'POST', '/user_console/register/', { payload, remoteAddress, ...(lang ? { lang } : {}) });
  const userCount = async () => (await server.database.db.select({ id: consoleUsers.id }).from(consoleUsers)).length;
  const outboxOf = (recipient: string) => server.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  const emailOf = async (username: string) => (await server.database.db.select({ email: consoleUsers.email }).from(consoleUsers).where(eq(consoleUsers.username, username)))[0]!.email!;

  it('answers a taken username exactly as a new one, changes nothing, and tells the owner through the outbox', async () => {
    const fresh = await register({ ...valid, username: 'fresh.one', email: 'fresh.one@example.test' }, '10.1.0.1');
    const freshEs = await register({ ...valid, username: 'fresh.two', email: 'fresh.two@example.test' }, '10.1.0.1', 'es');
    const before = await userCount();
    const ownerEmail = (await emailOf('owner')).toLowerCase();
    const taken = await register({ ...valid, username: 'OWNER', email: 'someone.else@example.test' }, '10.1.0.2');
    const takenEs = await register({ ...valid, username: 'owner', email: 'someone.else@example.test', new_password: 'other123', confirm_password: 'other123' }, '10.1.0.2', 'es');
    expect([taken.statusCode, taken.json()]).toEqual([fresh.statusCode, fresh.json()]);
    expect([takenEs.statusCode, takenEs.json()]).toEqual([freshEs.statusCode, freshEs.json()]);
    expect(expectOk<{ message: string }>(taken).data.message).toBe('Your account is ready. You can sign in now.');
    expect(await userCount()).toBe(before);
    // The owner keeps their password, and hears of the attempts (in English and Spanish: the account keeps no language).
    expectOk(await postLogin(server.app, { username: 'owner', password: 'owner123' }));
    const told = await outboxOf(ownerEmail);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ kind: 'registration_attempt', subject: 'Someone tried to register with your details / Alguien intentó registrarse con tus datos' });
    expect(told[0]!.body).toContain('"owner"');
    expect(told[0]!.body).toContain('No account was created');
    expect(told[0]!.body).toContain('No se creó ninguna cuenta');
  });

  it('answers a taken e-mail address exactly as a new one, makes no account, and tells the address by the outbox', async () => {
    const fresh = await register({ ...valid, username: 'fresh.three', email: 'fresh.three@example.test' }, '10.1.0.3');
    const repEmail = await emailOf('rep');
    const before = await userCount();
    const taken = await register({ ...valid, username: 'not.rep', email: repEmail.toUpperCase() }, '10.1.0.4');
    expect([taken.statusCode, taken.json()]).toEqual([fresh.statusCode, fresh.json()]);
    expect(await userCount()).toBe(before);
    expect((await server.database.db.select().from(consoleUsers).where(eq(consoleUsers.username, 'not.rep'))).length).toBe(0);
    const told = await outboxOf(repEmail.toLowerCase());
    expect(told.map((m) => m.kind)).toEqual(['registration_attempt']);
    expect(told[0]!.body).toContain('"not.rep"');
  });

  it('throttles registrations per client address: the sixth in an hour answers E429 with the wait, translated, writing nothing', async () => {
    const address = '10.2.0.1';
    // New and taken usernames count alike (the answer does not tell them apart).
    for (let i = 0; i < 5; i++) expectOk(await register({ ...valid, username: i % 2 ? 'owner' : `burst.${i}`, email: `burst.${i}@example.test` }, address));
    const before = await userCount();
    const refused = await register({ ...valid, username: 'burst.late', email: 'burst.late@example.test' }, address, 'es');
    const body = expectError(refused, 429, 'E429');
    const wait = (body.data as { retry_after: number }).retry_after;
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(body.message.text).toBe(`Demasiados registros desde esta dirección. Inténtalo de nuevo en ${wait} segundos.`);
    expect(await userCount()).toBe(before);
    // Another address is not held back.
    expectOk(await register({ ...valid, username: 'burst.elsewhere', email: 'burst.elsewhere@example.test' }, '10.2.0.2'));
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
    expectError(await call(server.app, 'PUT', `/user_console/${await idOf('admin')}/status/`, { token: owner.access_token, payload: { status: 'I' } }), 404, 'E404');
    expectError(await call(server.app, 'PUT', `/user_console/${await idOf('nora')}/status/`, { token: owner.access_token, payload: { status: 'I' } }), 404, 'E404');
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
