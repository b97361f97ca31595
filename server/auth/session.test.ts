import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consoleUsers } from '../db/schema';
import { endSessions } from './sessions';
import { call, expectError, expectOk, postLogin, updateUser } from '../test-support/http';
import { login, startTestServer, type TestServer } from '../test-support/test-server';

const PING = '/user_console/ping/';
const REFRESH = '/auth/refresh/console/';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a disabled account (console_users.status = I)', () => {
  afterEach(async () => {
    await updateUser(server.database.db, 'owner', { status: 'A' });
  });

  it('cannot sign in: E004, translated', async () => {
    await updateUser(server.database.db, 'owner', { status: 'I' });
    const body = expectError(await postLogin(server.app, { username: 'owner', password: 'owner123' }), 403, 'E004');
    expect(body.message.text).toBe('Your account has been disabled. Contact your administrator.');
    const es = expectError(await postLogin(server.app, { username: 'owner', password: 'owner123' }, { lang: 'es' }), 403, 'E004');
    expect(es.message.text).toBe('Tu cuenta ha sido desactivada. Contacta con tu administrador.');
  });

  it('still gets E401, not E004, for a wrong password (the status is not revealed)', async () => {
    await updateUser(server.database.db, 'owner', { status: 'I' });
    expectError(await postLogin(server.app, { username: 'owner', password: 'wrong-pass' }), 401, 'E401');
  });

  it('loses its live session: the access token answers E004 with `logout: true`, the refresh token E004', async () => {
    const owner = await login(server.app, 'owner');
    const before = await call(server.app, 'GET', PING, { token: owner.access_token });
    expectOk(before);
    expect(before.headers.logout).toBeUndefined();

    await updateUser(server.database.db, 'owner', { status: 'I' });

    const ping = await call(server.app, 'GET', PING, { token: owner.access_token });
    const body = expectError(ping, 403, 'E004');
    expect(body.message.text).toBe('Your account has been disabled. Contact your administrator.');
    expect(ping.headers.logout).toBe('true');

    const refresh = await call(server.app, 'POST', REFRESH, { token: owner.refresh_token });
    expectError(refresh, 403, 'E004');
    expect(refresh.headers.logout).toBe('true');

    // Re-enabled, the same session works again (nothing else ended it).
    await updateUser(server.database.db, 'owner', { status: 'A' });
    expectOk(await call(server.app, 'GET', PING, { token: owner.access_token }));
    expectOk(await call(server.app, 'POST', REFRESH, { token: owner.refresh_token }));
  });
});

/** Ends every session of a user, as the end-sessions call does. */
const endAll = async (username: string) => {
  const [user] = await server.database.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, username));
  await endSessions(server.database.db, user!.id, 'admin');
};

describe('a session ended by an administrator', () => {
  it('refuses the old access token with E004 (sessionEnded) and the old refresh token with T004', async () => {
    const rep = await login(server.app, 'rep');
    expectOk(await call(server.app, 'GET', PING, { token: rep.access_token }));

    await endAll('rep');

    const ping = await call(server.app, 'GET', PING, { token: rep.access_token });
    const body = expectError(ping, 403, 'E004');
    expect(body.message.text).toBe('Your session was ended by an administrator. Please sign in again.');
    const es = expectError(await call(server.app, 'GET', PING, { token: rep.access_token, lang: 'es' }), 403, 'E004');
    expect(es.message.text).toBe('Un administrador ha cerrado tu sesión. Vuelve a iniciar sesión.');

    expectError(await call(server.app, 'POST', REFRESH, { token: rep.refresh_token }), 401, 'T004');

    // Signing in again starts a session that works.
    const again = await login(server.app, 'rep');
    expectOk(await call(server.app, 'GET', PING, { token: again.access_token }));
    const refreshed = expectOk<{ access_token: string }>(await call(server.app, 'POST', REFRESH, { token: again.refresh_token }));
    expectOk(await call(server.app, 'GET', PING, { token: refreshed.data.access_token }));
  });

  it("leaves other users' sessions alone", async () => {
    const client = await login(server.app, 'client');
    await endAll('admin');
    expectOk(await call(server.app, 'GET', PING, { token: client.access_token }));
    expectOk(await call(server.app, 'POST', REFRESH, { token: client.refresh_token }));
  });
});
