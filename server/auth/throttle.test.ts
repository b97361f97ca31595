import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, postLogin } from '../test-support/http';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginMaxAttempts: 3, loginLockSeconds: 60 });
});
afterAll(async () => {
  await server?.close();
});

const wrong = (username: string, lang?: string) => postLogin(server.app, { username, password: 'not-the-password' }, lang ? { lang } : {});

/** The seconds a lock message tells, checked to lie within the configured lock. */
function secondsIn(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  expect(match, text).not.toBeNull();
  const seconds = Number(match![1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  return seconds;
}

describe('login throttling (3 attempts, 60 s lock)', () => {
  it('locks the username at the 3rd wrong password and says how many seconds to wait', async () => {
    expectError(await wrong('owner'), 401, 'E401');
    expectError(await wrong('owner'), 401, 'E401');
    const answer = await wrong('owner');
    const locked = expectError(answer, 429, 'E429');
    const seconds = secondsIn(locked.message.text, /^Too many failed sign-in attempts\. Try again in (\d+) seconds\.$/);
    expect(locked.data).toEqual({ retry_after: seconds });
    expect(answer.headers['retry-after']).toBe(String(seconds));
  });

  it('refuses even the correct password while locked, in the asked language', async () => {
    const body = expectError(await postLogin(server.app, { username: 'owner', password: 'owner123' }), 429, 'E429');
    secondsIn(body.message.text, /Try again in (\d+) seconds/);
    const es = expectError(await postLogin(server.app, { username: 'owner', password: 'owner123' }, { lang: 'es' }), 429, 'E429');
    secondsIn(es.message.text, /^Demasiados intentos fallidos de inicio de sesión\. Inténtalo de nuevo en (\d+) segundos\.$/);
  });

  it('locks the username whatever its letter case', async () => {
    expectError(await postLogin(server.app, { username: 'OWNER', password: 'owner123' }), 429, 'E429');
  });

  it('leaves other usernames alone', async () => {
    const body = expectOk<{ username: string }>(await postLogin(server.app, { username: 'rep', password: 'rep123' }));
    expect(body.data.username).toBe('rep');
  });

  it('counts failures with different letter cases as the same username', async () => {
    expectError(await wrong('Client'), 401, 'E401');
    expectError(await wrong('CLIENT'), 401, 'E401');
    expectError(await wrong('client'), 429, 'E429');
  });

  it('starts the count afresh after a successful sign-in', async () => {
    expectError(await wrong('admin'), 401, 'E401');
    expectError(await wrong('admin'), 401, 'E401');
    expectOk(await postLogin(server.app, { username: 'admin', password: 'admin123' }));
    // Two more failures are again below the limit ...
    expectError(await wrong('admin'), 401, 'E401');
    expectError(await wrong('admin'), 401, 'E401');
    // ... and the count still works: the third one locks.
    expectError(await wrong('admin'), 429, 'E429');
  });

  it('throttles unknown usernames too, without telling them apart', async () => {
    expectError(await wrong('ghost'), 401, 'E401');
    expectError(await wrong('ghost'), 401, 'E401');
    expectError(await wrong('ghost'), 429, 'E429');
  });
});
