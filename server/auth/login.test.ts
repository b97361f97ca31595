import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_VIEW_IDS } from '../../domain/access/views';
import { loginAttempts, refreshTokens } from '../db/schema';
import { demoIds, expectError, expectOk, fieldsOf, postLogin, type DemoIds } from '../test-support/http';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
let ids: DemoIds;

beforeAll(async () => {
  // Many deliberate failures below share usernames; throttling has its own file (throttle.test.ts).
  server = await startTestServer({ loginMaxAttempts: 50 });
  ids = await demoIds(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const PROFILE_KEYS = ['fullName', 'username', 'avatar', 'role', 'role_name', 'group_id', 'facilities_ids', 'views_ids', 'permissions_ids'];

async function refreshTokenCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(refreshTokens);
  return row?.n ?? 0;
}

async function attemptsOf(username: string) {
  return server.database.db.select().from(loginAttempts).where(eq(loginAttempts.username, username));
}

describe('POST /api/v1/user_console/login/ — success', () => {
  it('answers ok:1 with the profile and both tokens', async () => {
    const res = await postLogin(server.app, { username: 'owner', password: 'owner123' });
    const body = expectOk<Record<string, unknown>>(res);
    for (const key of [...PROFILE_KEYS, 'access_token', 'refresh_token']) expect(body.data).toHaveProperty(key);
    expect(body.data).toMatchObject({
      fullName: 'Olivia Martín',
      username: 'owner',
      avatar: null,
      role: 'F',
      role_name: 'Facility owner',
      group_id: ids.demoGroupId,
      facilities_ids: [],
    });
    expect(body.data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.refresh_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.access_token).not.toBe(body.data.refresh_token);
    // Server-only columns never leave the server.
    for (const secret of ['password_hash', 'status', 'session_version']) expect(body.data).not.toHaveProperty(secret);
  });

  it('gives the representative exactly the Madrid facility and views 1, 5, 23, 24, 26, 31, 35, 36 (the front desk sells and reads its payments)', async () => {
    const body = expectOk<Record<string, unknown>>(await postLogin(server.app, { username: 'rep', password: 'rep123' }));
    expect(body.data).toMatchObject({
      fullName: 'Raúl Gómez',
      username: 'rep',
      role: 'R',
      role_name: 'Representative',
      group_id: ids.demoGroupId,
      facilities_ids: [ids.madridId],
      views_ids: [1, 5, 23, 24, 26, 31, 35, 36],
      permissions_ids: [1, 5, 23, 24, 26, 31, 35, 36],
    });
  });

  it('gives the administrator every view and no organization', async () => {
    const body = expectOk<Record<string, unknown>>(await postLogin(server.app, { username: 'admin', password: 'admin123' }));
    expect(body.data).toMatchObject({ username: 'admin', role: 'A', group_id: null, facilities_ids: [] });
    expect(body.data.views_ids).toEqual([...ALL_VIEW_IDS].sort((a, b) => a - b));
  });

  it('reads the username case-insensitively (and trims it)', async () => {
    const body = expectOk<Record<string, unknown>>(await postLogin(server.app, { username: '  ReP ', password: 'rep123' }));
    expect(body.data.username).toBe('rep');
    const upper = expectOk<Record<string, unknown>>(await postLogin(server.app, { username: 'OWNER', password: 'owner123' }));
    expect(upper.data.username).toBe('owner');
  });

  it('does not read the password case-insensitively', async () => {
    expectError(await postLogin(server.app, { username: 'client', password: 'CLIENT123' }), 401, 'E401');
  });

  it('issues a refresh token that is stored (one row per sign-in)', async () => {
    const before = await refreshTokenCount();
    await postLogin(server.app, { username: 'client', password: 'client123' });
    expect(await refreshTokenCount()).toBe(before + 1);
  });
});

describe('POST /api/v1/user_console/login/ — failures', () => {
  it('answers E401 for a wrong password, translated by Accept-Language', async () => {
    const en = expectError(await postLogin(server.app, { username: 'owner', password: 'wrong-password' }), 401, 'E401');
    expect(en.message.text).toBe('Incorrect username or password');
    const es = expectError(await postLogin(server.app, { username: 'owner', password: 'wrong-password' }, { lang: 'es-ES,es;q=0.9' }), 401, 'E401');
    expect(es.message.text).toBe('Usuario o contraseña incorrectos');
    // Without Accept-Language (or with an unsupported one) the answer is English.
    const other = expectError(await postLogin(server.app, { username: 'owner', password: 'wrong-password' }, { lang: 'fr-FR' }), 401, 'E401');
    expect(other.message.text).toBe('Incorrect username or password');
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const unknown = expectError(await postLogin(server.app, { username: 'nobody-here', password: 'whatever1' }), 401, 'E401');
    const wrong = expectError(await postLogin(server.app, { username: 'rep', password: 'whatever1' }), 401, 'E401');
    expect(unknown).toEqual(wrong);
  });

  it.each([
    ['missing', undefined],
    ['of another client', `Basic ${Buffer.from('someone-else:sideline-console-secret').toString('base64')}`],
    ['with the wrong secret', `Basic ${Buffer.from('sideline-console:not-the-secret').toString('base64')}`],
    ['not base64 credentials', 'Basic !!!'],
    ['a bearer instead of Basic', 'Bearer abc.def.ghi'],
  ])('answers E403 when the Basic client header is %s', async (_label, authorization) => {
    const res = await postLogin(server.app, { username: 'owner', password: 'owner123' }, { headers: authorization ? { authorization } : {} });
    const body = expectError(res, 403, 'E403');
    expect(body.message.text).toBe('This console is not allowed to sign in (client credentials rejected)');
  });

  it('translates the rejected-client message to Spanish', async () => {
    const body = expectError(await postLogin(server.app, { username: 'owner', password: 'owner123' }, { lang: 'es', headers: {} }), 403, 'E403');
    expect(body.message.text).toBe('Esta consola no puede iniciar sesión (credenciales de cliente rechazadas)');
  });

  const validationCases = [
    {
      label: 'an empty username',
      payload: { username: '', password: 'owner123' },
      en: { username: 'Username is required' },
      es: { username: 'Usuario es obligatorio' },
    },
    {
      label: 'a blank username',
      payload: { username: '   ', password: 'owner123' },
      en: { username: 'Username is required' },
      es: { username: 'Usuario es obligatorio' },
    },
    {
      label: 'a 3-character password',
      payload: { username: 'owner', password: 'abc' },
      en: { password: 'Password must be at least 6 characters' },
      es: { password: 'Contraseña debe tener al menos 6 caracteres' },
    },
    {
      label: 'a 21-character password',
      payload: { username: 'owner', password: 'a'.repeat(21) },
      en: { password: 'Password must be less than 20 characters' },
      es: { password: 'Contraseña debe tener menos de 20 caracteres' },
    },
    {
      label: 'no fields at all',
      payload: {},
      en: { username: 'Username is required', password: 'Password is required' },
      es: { username: 'Usuario es obligatorio' },
    },
  ];

  it.each(validationCases)('answers E400 with field messages in English and Spanish for $label', async ({ payload, en, es }) => {
    const enBody = expectError(await postLogin(server.app, payload), 400, 'E400');
    expect(enBody.message.text).toBe('Missing data to add, please complete them');
    expect(fieldsOf(enBody)).toMatchObject(en);
    const esBody = expectError(await postLogin(server.app, payload, { lang: 'es' }), 400, 'E400');
    expect(esBody.message.text).toBe('Faltan datos por añadir, por favor complétalos');
    expect(fieldsOf(esBody)).toMatchObject(es);
  });

  it('accepts passwords of exactly 6 and 20 characters as valid input (E401, not E400)', async () => {
    expectError(await postLogin(server.app, { username: 'owner', password: 'a'.repeat(6) }), 401, 'E401');
    expectError(await postLogin(server.app, { username: 'owner', password: 'a'.repeat(20) }), 401, 'E401');
  });

  it('writes nothing when validation fails, while a wrong password is recorded', async () => {
    const tokensBefore = await refreshTokenCount();
    expectError(await postLogin(server.app, { username: 'validation-only', password: 'abc' }), 400, 'E400');
    expectError(await postLogin(server.app, { username: 'validation-only', password: '' }), 400, 'E400');
    expect(await attemptsOf('validation-only')).toEqual([]);
    expect(await refreshTokenCount()).toBe(tokensBefore);

    // The same username with a well-formed wrong password is counted: the check above can fail.
    expectError(await postLogin(server.app, { username: 'validation-only', password: 'abcdef' }), 401, 'E401');
    const rows = await attemptsOf('validation-only');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.failures).toBe(1);
    expect(await refreshTokenCount()).toBe(tokensBefore);
  });
});
