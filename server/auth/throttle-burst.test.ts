import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { call, expectError, expectOk, postLogin } from '../test-support/http';
import { startTestServer, type TestServer } from '../test-support/test-server';

const MAX_ATTEMPTS = 5;
const STRANGER = '203.0.113.7';
const HOME = '198.51.100.20';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginMaxAttempts: MAX_ATTEMPTS, loginLockSeconds: 60 });
});
afterAll(async () => {
  await server?.close();
});

/** The reset code of the newest outbox message, which must be a password reset for `recipient`. */
async function latestResetCode(recipient: string): Promise<string> {
  const [row] = await server.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  expect(row).toMatchObject({ kind: 'password_reset', recipient });
  const match = /reset code is ([\w-]+)/.exec(row!.body);
  expect(match, row!.body).not.toBeNull();
  return match![1]!;
}

describe('a parallel burst of wrong passwords (5 attempts)', () => {
  it('verifies at most LOGIN_MAX_ATTEMPTS of 30 parallel guesses and then refuses the right password too', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => postLogin(server.app, { username: 'owner', password: 'not-the-password' }, { remoteAddress: STRANGER })));
    const codes = answers.map((res) => (res.json() as { code: string }).code);
    // The first MAX_ATTEMPTS - 1 guesses answer E401; the one that reaches the limit is verified and answers E429, as does every other.
    expect(codes.filter((code) => code === 'E401').length).toBe(MAX_ATTEMPTS - 1);
    expect(codes.filter((code) => code === 'E429').length).toBe(30 - (MAX_ATTEMPTS - 1));
    const locked = expectError(await postLogin(server.app, { username: 'owner', password: 'owner123' }, { remoteAddress: STRANGER }), 429, 'E429');
    // Each counted failure past the limit doubles the lock, so a lock of one LOGIN_LOCK_SECONDS shows no guess past the limit was counted.
    expect((locked.data as { retry_after: number }).retry_after).toBeLessThanOrEqual(60);
  });

  it('locks only the guessing address: the user signs in from another one', async () => {
    const body = expectOk<{ username: string }>(await postLogin(server.app, { username: 'owner', password: 'owner123' }, { remoteAddress: HOME }));
    expect(body.data.username).toBe('owner');
  });

  it('lets a locked user reset the password from the locked address and then sign in there', async () => {
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await postLogin(server.app, { username: 'rep', password: 'not-the-password' }, { remoteAddress: STRANGER });
    }
    expectError(await postLogin(server.app, { username: 'rep', password: 'rep123' }, { remoteAddress: STRANGER }), 429, 'E429');

    expectOk(await call(server.app, 'POST', '/user_console/forgot_password/', { payload: { username: 'rep' }, remoteAddress: STRANGER }));
    const code = await latestResetCode('rep');
    const reset = await call(server.app, 'POST', '/user_console/reset_password/', {
      payload: { token: code, new_password: 'after-lock1', confirm_password: 'after-lock1' },
      remoteAddress: STRANGER,
    });
    expectOk(reset);
    expectOk(await postLogin(server.app, { username: 'rep', password: 'after-lock1' }, { remoteAddress: STRANGER }));
  });
});

describe('lock length by address (3 attempts, 10-minute first lock)', () => {
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startTestServer({ loginMaxAttempts: 3, loginLockSeconds: 600 });
  });
  afterAll(async () => {
    await slow?.close();
  });

  const lockAfterThreeWrong = async (remoteAddress: string): Promise<number> => {
    let last = await postLogin(slow.app, { username: 'admin', password: 'not-the-password' }, { remoteAddress });
    for (let i = 1; i < 3; i++) last = await postLogin(slow.app, { username: 'admin', password: 'not-the-password' }, { remoteAddress });
    return (expectError(last, 429, 'E429').data as { retry_after: number }).retry_after;
  };

  it('locks an address that never signed in as the user for at most 5 minutes', async () => {
    expect(await lockAfterThreeWrong(STRANGER)).toBeLessThanOrEqual(300);
  });

  it('locks an address the user signed in from for the configured lock', async () => {
    expectOk(await postLogin(slow.app, { username: 'admin', password: 'admin123' }, { remoteAddress: HOME }));
    expect(await lockAfterThreeWrong(HOME)).toBeGreaterThan(300);
  });
});
