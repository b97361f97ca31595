import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUsers, outbox } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, postLogin, updateUser } from '../test-support/http';
import { login, startTestServer, type TestServer } from '../test-support/test-server';

const CHANGE = '/user_console/change_password/';
const FORGOT = '/user_console/forgot_password/';
const RESET = '/user_console/reset_password/';
const REFRESH = '/auth/refresh/console/';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function outboxCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}

/** The newest outbox message and the reset code it carries. */
async function latestResetCode(recipient: string): Promise<string> {
  const [row] = await server.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  expect(row).toBeDefined();
  expect(row).toMatchObject({ kind: 'password_reset', recipient });
  const match = /reset code is ([\w-]+)/.exec(row!.body);
  expect(match, row!.body).not.toBeNull();
  return match![1]!;
}

describe('POST /api/v1/user_console/change_password/', () => {
  it('needs a signed-in user (T002 without a token)', async () => {
    expectError(await call(server.app, 'POST', CHANGE, { payload: { current_password: 'owner123', new_password: 'abcdef1', confirm_password: 'abcdef1' } }), 401, 'T002');
  });

  it('answers E400 on current_password when the current password is wrong, and changes nothing', async () => {
    const owner = await login(server.app, 'owner');
    const res = await call(server.app, 'POST', CHANGE, {
      token: owner.access_token,
      payload: { current_password: 'not-mine', new_password: 'brandnew1', confirm_password: 'brandnew1' },
    });
    const body = expectError(res, 400, 'E400');
    expect(fieldsOf(body)).toEqual({ current_password: 'The current password is incorrect' });
    const es = expectError(
      await call(server.app, 'POST', CHANGE, {
        token: owner.access_token,
        lang: 'es',
        payload: { current_password: 'not-mine', new_password: 'brandnew1', confirm_password: 'brandnew1' },
      }),
      400,
      'E400',
    );
    expect(fieldsOf(es)).toEqual({ current_password: 'La contraseña actual no es correcta' });
    expectError(await postLogin(server.app, { username: 'owner', password: 'brandnew1' }), 401, 'E401');
    expectOk(await postLogin(server.app, { username: 'owner', password: 'owner123' }));
  });

  it("answers E400 'passwords do not match' on confirm_password", async () => {
    const owner = await login(server.app, 'owner');
    const payload = { current_password: 'owner123', new_password: 'brandnew1', confirm_password: 'brandnew2' };
    const body = expectError(await call(server.app, 'POST', CHANGE, { token: owner.access_token, payload }), 400, 'E400');
    expect(fieldsOf(body)).toEqual({ confirm_password: 'passwords do not match' });
    const es = expectError(await call(server.app, 'POST', CHANGE, { token: owner.access_token, payload, lang: 'es' }), 400, 'E400');
    expect(fieldsOf(es)).toEqual({ confirm_password: 'las contraseñas no coinciden' });
    expectError(await postLogin(server.app, { username: 'owner', password: 'brandnew1' }), 401, 'E401');
  });

  it('answers E400 on new_password when it is too short', async () => {
    const owner = await login(server.app, 'owner');
    const payload = { current_password: 'owner123', new_password: 'abc', confirm_password: 'abc' };
    const body = expectError(await call(server.app, 'POST', CHANGE, { token: owner.access_token, payload }), 400, 'E400');
    expect(fieldsOf(body).new_password).toBe('New password must be at least 6 characters');
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const client = await login(server.app, 'client');
    const res = await call(server.app, 'POST', CHANGE, {
      token: client.access_token,
      payload: { current_password: 'client123', new_password: 'fresh-pass9', confirm_password: 'fresh-pass9' },
    });
    expect(expectOk<{ message: string }>(res).data).toEqual({ message: 'Password changed' });
    expectError(await postLogin(server.app, { username: 'client', password: 'client123' }), 401, 'E401');
    const again = expectOk<{ username: string }>(await postLogin(server.app, { username: 'client', password: 'fresh-pass9' }));
    expect(again.data.username).toBe('client');
  });
});

describe("an administrator resets a staff member's password (issue 20 item 7)", () => {
  const userId = async (username: string) => (await server.database.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, username)))[0]!.id;

  it('sends the staff member a reset code through the outbox; their password works until they use it', async () => {
    const owner = await login(server.app, 'owner');
    const tech = await userId('tech');
    const res = await call(server.app, 'POST', `/user_console/${tech}/reset_password/`, { token: owner.access_token, lang: 'es' });
    expect(expectOk<{ message: string }>(res).data).toEqual({ message: 'Se envió un código para restablecer la contraseña a tech' });
    const code = await latestResetCode('tech');
    expect(res.body).not.toContain(code);
    expectOk(await postLogin(server.app, { username: 'tech', password: 'tech123' }));
    expectOk(await call(server.app, 'POST', RESET, { payload: { token: code, new_password: 'tech-new1', confirm_password: 'tech-new1' } }));
    expectOk(await postLogin(server.app, { username: 'tech', password: 'tech-new1' }));
  });

  it('is refused without the users view, for a platform administrator, and for a disabled user; nothing is sent', async () => {
    const before = await outboxCount();
    const owner = await login(server.app, 'owner');
    const rep = await login(server.app, 'rep');
    expectError(await call(server.app, 'POST', `/user_console/${await userId('owner')}/reset_password/`, { token: rep.access_token }), 403, 'E403');
    expectError(await call(server.app, 'POST', `/user_console/${await userId('admin')}/reset_password/`, { token: owner.access_token }), 404, 'E404');
    await updateUser(server.database.db, 'tech', { status: 'I' });
    const refused = expectError(await call(server.app, 'POST', `/user_console/${await userId('tech')}/reset_password/`, { token: owner.access_token }), 400, 'E400');
    expect(refused.message.text).toBe('This user is disabled: enable them before resetting their password');
    await updateUser(server.database.db, 'tech', { status: 'A' });
    expect(await outboxCount()).toBe(before);
  });
});

describe('forgot and reset password', () => {
  it('writes a reset code to the outbox, never to the answer, and the code resets the password once', async () => {
    const before = await outboxCount();
    const res = await call(server.app, 'POST', FORGOT, { payload: { username: 'rep' } });
    const body = expectOk<{ message: string }>(res);
    expect(body.data).toEqual({ message: 'If the account exists, a reset code has been sent' });
    expect(await outboxCount()).toBe(before + 1);
    const code = await latestResetCode('rep');
    expect(res.body).not.toContain(code);

    const reset = await call(server.app, 'POST', RESET, { payload: { token: code, new_password: 'reset-pass1', confirm_password: 'reset-pass1' } });
    expect(expectOk<{ message: string }>(reset).data).toEqual({ message: 'Your password has been reset. You can sign in now.' });
    expectOk(await postLogin(server.app, { username: 'rep', password: 'reset-pass1' }));
    expectError(await postLogin(server.app, { username: 'rep', password: 'rep123' }), 401, 'E401');

    const reuse = await call(server.app, 'POST', RESET, { payload: { token: code, new_password: 'second-try1', confirm_password: 'second-try1' } });
    const reused = expectError(reuse, 400, 'E400');
    expect(fieldsOf(reused)).toEqual({ token: 'This reset code is invalid or has expired' });
    expectError(await postLogin(server.app, { username: 'rep', password: 'second-try1' }), 401, 'E401');
    expectOk(await postLogin(server.app, { username: 'rep', password: 'reset-pass1' }));
  });

  it('gives an unknown username the same answer and writes nothing', async () => {
    const before = await outboxCount();
    const known = await call(server.app, 'POST', FORGOT, { payload: { username: 'admin' } });
    expect(await outboxCount()).toBe(before + 1);
    const unknown = await call(server.app, 'POST', FORGOT, { payload: { username: 'no-such-user' } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxCount()).toBe(before + 1);
  });

  it('answers in Spanish when asked', async () => {
    const body = expectOk<{ message: string }>(await call(server.app, 'POST', FORGOT, { payload: { username: 'no-such-user' }, lang: 'es' }));
    expect(body.data.message).toBe('Si la cuenta existe, se ha enviado un código de restablecimiento');
  });

  it('finds the username case-insensitively', async () => {
    const before = await outboxCount();
    expectOk(await call(server.app, 'POST', FORGOT, { payload: { username: '  ADMIN ' } }));
    expect(await outboxCount()).toBe(before + 1);
    await latestResetCode('admin');
  });

  it('writes nothing for a disabled account', async () => {
    await updateUser(server.database.db, 'admin', { status: 'I' });
    try {
      const before = await outboxCount();
      expectOk(await call(server.app, 'POST', FORGOT, { payload: { username: 'admin' } }));
      expect(await outboxCount()).toBe(before);
    } finally {
      await updateUser(server.database.db, 'admin', { status: 'A' });
    }
  });

  it('answers E400 for an empty username', async () => {
    const body = expectError(await call(server.app, 'POST', FORGOT, { payload: { username: '' } }), 400, 'E400');
    expect(fieldsOf(body)).toEqual({ username: 'Username is required' });
  });

  it('answers E400 for an unknown code', async () => {
    const body = expectError(await call(server.app, 'POST', RESET, { payload: { token: 'made-up-code', new_password: 'whatever1', confirm_password: 'whatever1' } }), 400, 'E400');
    expect(fieldsOf(body)).toEqual({ token: 'This reset code is invalid or has expired' });
  });

  it('does not spend the code on a request that fails validation', async () => {
    expectOk(await call(server.app, 'POST', FORGOT, { payload: { username: 'admin' } }));
    const code = await latestResetCode('admin');
    const mismatch = expectError(await call(server.app, 'POST', RESET, { payload: { token: code, new_password: 'admin-new1', confirm_password: 'admin-new2' } }), 400, 'E400');
    expect(fieldsOf(mismatch)).toEqual({ confirm_password: 'passwords do not match' });
    expectOk(await call(server.app, 'POST', RESET, { payload: { token: code, new_password: 'admin-new1', confirm_password: 'admin-new1' } }));
    expectOk(await postLogin(server.app, { username: 'admin', password: 'admin-new1' }));
  });

  it('revokes the refresh tokens the user already had', async () => {
    const session = await login(server.app, 'owner');
    expectOk(await call(server.app, 'POST', REFRESH, { token: session.refresh_token }));
    expectOk(await call(server.app, 'POST', FORGOT, { payload: { username: 'owner' } }));
    const code = await latestResetCode('owner');
    expectOk(await call(server.app, 'POST', RESET, { payload: { token: code, new_password: 'owner-new1', confirm_password: 'owner-new1' } }));
    expectError(await call(server.app, 'POST', REFRESH, { token: session.refresh_token }), 401, 'T004');
    const fresh = await login(server.app, 'owner', 'owner-new1');
    expectOk(await call(server.app, 'POST', REFRESH, { token: fresh.refresh_token }));
  });
});
