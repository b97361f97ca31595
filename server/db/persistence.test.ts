import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, postLogin } from '../test-support/http';
import { login, startTestServer, usingPostgres, type TestServer } from '../test-support/test-server';
import { consoleUsers, facilities, organizations } from './schema';
import type { Db } from './connect';
import { DEMO_ACCOUNTS } from './seed';

async function countsOf(db: Db) {
  const [orgs] = await db.select({ n: count() }).from(organizations);
  const [places] = await db.select({ n: count() }).from(facilities);
  const [users] = await db.select({ n: count() }).from(consoleUsers);
  return { organizations: orgs?.n, facilities: places?.n, users: users?.n };
}

describe('PGlite data folder survives a restart', () => {
  const dirs: string[] = [];
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close().catch(() => undefined);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it.skipIf(usingPostgres)('keeps a changed password and seeds the demo data only once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sideline-data-'));
    dirs.push(dataDir);

    const first = await startTestServer({ dataDir });
    servers.push(first);
    expect(await countsOf(first.database.db)).toEqual({ organizations: 2, facilities: 3, users: DEMO_ACCOUNTS.length });
    const owner = await login(first.app, 'owner');
    expectOk(
      await call(first.app, 'POST', '/user_console/change_password/', {
        token: owner.access_token,
        payload: { current_password: 'owner123', new_password: 'kept-pass1', confirm_password: 'kept-pass1' },
      }),
    );
    await first.close();
    servers.pop();

    const second = await startTestServer({ dataDir });
    servers.push(second);
    expectOk(await postLogin(second.app, { username: 'owner', password: 'kept-pass1' }));
    expectError(await postLogin(second.app, { username: 'owner', password: 'owner123' }), 401, 'E401');
    // Not seeded a second time.
    expect(await countsOf(second.database.db)).toEqual({ organizations: 2, facilities: 3, users: DEMO_ACCOUNTS.length });
    const admin = await login(second.app, 'admin');
    const groups = expectOk<unknown[]>(await call(second.app, 'GET', '/group/all/', { token: admin.access_token }));
    expect(groups.total).toBe(2);
  });
});

describe('SEED_DEMO=false', () => {
  it('creates only the first administrator, who signs in and sees no organization', async () => {
    const server = await startTestServer({ seedDemo: false, adminUsername: 'root', adminPassword: 'rootpass1' });
    try {
      expect(await countsOf(server.database.db)).toEqual({ organizations: 0, facilities: 0, users: 1 });
      const res = await postLogin(server.app, { username: 'root', password: 'rootpass1' });
      const body = expectOk<{ username: string; role: string; group_id: number | null; views_ids: number[]; access_token: string }>(res);
      expect(body.data).toMatchObject({ username: 'root', role: 'A', group_id: null });
      expect(body.data.views_ids.length).toBeGreaterThan(30);
      const groups = expectOk<unknown[]>(await call(server.app, 'GET', '/group/all/', { token: body.data.access_token }));
      expect(groups).toEqual({ ok: 1, data: [], total: 0 });
      // No demo account exists.
      expectError(await postLogin(server.app, { username: 'admin', password: 'admin123' }), 401, 'E401');
      expectError(await postLogin(server.app, { username: 'owner', password: 'owner123' }), 401, 'E401');
    } finally {
      await server.close();
    }
  });

  it('refuses to start on an empty database without ADMIN_PASSWORD, saying so', async () => {
    await expect(startTestServer({ seedDemo: false, adminUsername: 'root' })).rejects.toThrow(/SEED_DEMO=false.*ADMIN_PASSWORD.*"root"/);
  });

  it('refuses an ADMIN_PASSWORD shorter than 6 characters', async () => {
    await expect(startTestServer({ seedDemo: false, adminUsername: 'root', adminPassword: 'abc' })).rejects.toThrow(/ADMIN_PASSWORD \(6-20 characters\)/);
  });
});
