import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUsers, roles } from '../db/schema';
import { call, expectError, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';
import { login, type Session } from '../test-support/test-server';

/**
 * Issue 14, defect 1: nobody creates, edits, disables, deletes or ends the sessions of a console
 * user, or changes a role, that sees more than they do (facilities, views, permissions). Role A may.
 */
let demo: DemoSessions;
let madrid: Session;
let ownerId: number;
let ownerRoleId: number;
type Row = Record<string, unknown> & { id: number };

const app = () => demo.server.app;
const send = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>, lang?: string) =>
  call(app(), method, path, { token: s.access_token, ...(payload ? { payload } : {}), ...(lang ? { lang } : {}) });
const read = async (path: string) => expectOk<Row>(await send(demo.admin, 'GET', path)).data;
/** The fields a user form sends back on save. */
const userForm = (row: Row, change: Record<string, unknown> = {}) => ({
  username: row.username,
  first_name: row.first_name,
  last_name: row.last_name,
  role_id: row.role_id,
  facilities_ids: row.facilities_ids,
  status: row.status,
  ...change,
});
const roleForm = (row: Row, change: Record<string, unknown> = {}) => ({ name: row.name, code: row.code, description: row.description, permissions_ids: row.permissions_ids, status: row.status, ...change });

beforeAll(async () => {
  demo = await startDemoSessions();
  const db = demo.server.database.db;
  [{ id: ownerId }] = (await db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, 'owner'))) as [{ id: number }];
  [{ id: ownerRoleId }] = (await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.group_id, demo.ids.demoGroupId), eq(roles.code, 'F')))) as [{ id: number }];
  // A facility owner limited to Madrid: the owner's own role, one facility.
  expectOk(
    await send(demo.admin, 'POST', '/user_console/', {
      group_id: demo.ids.demoGroupId,
      username: 'madrid.owner',
      first_name: 'Marta',
      role_id: ownerRoleId,
      facilities_ids: [demo.ids.madridId],
      password: 'secret12',
      confirm_password: 'secret12',
    }),
  );
  madrid = await login(app(), 'madrid.owner', 'secret12');
});
afterAll(async () => {
  await demo?.server.close();
});

describe('reach: a user limited to Madrid and the organization-wide owner (issue 14)', () => {
  it('cannot re-scope, rename, disable, delete or end the sessions of the owner; nothing changes', async () => {
    const before = await read(`/user_console/${ownerId}/`);
    const refused = expectError(await send(madrid, 'PUT', `/user_console/${ownerId}/`, userForm(before, { facilities_ids: [demo.ids.madridId] })), 403, 'E403');
    expect(refused.message.text).toBe('You cannot change a user or role that sees more than you do');
    expectError(await send(madrid, 'PUT', `/user_console/${ownerId}/`, userForm(before, { last_name: 'Renamed' })), 403, 'E403');
    const es = expectError(await send(madrid, 'PUT', `/user_console/${ownerId}/status/`, { status: 'I' }, 'es'), 403, 'E403');
    expect(es.message.text).toBe('No puedes cambiar un usuario o un rol que ve más que tú');
    expectError(await send(madrid, 'POST', `/user_console/${ownerId}/end_sessions/`), 403, 'E403');
    expectError(await send(madrid, 'DELETE', `/user_console/${ownerId}/`), 403, 'E403');
    expect(await read(`/user_console/${ownerId}/`)).toEqual(before);
    // The owner is still signed in.
    expectOk(await send(demo.owner, 'GET', '/user_console/ping/'));
  });

  it("cannot edit, strip or delete the owner role's permissions; nothing changes", async () => {
    const before = await read(`/console_role/${ownerRoleId}/`);
    expectError(await send(madrid, 'PUT', `/console_role/${ownerRoleId}/`, roleForm(before, { permissions_ids: [6] })), 403, 'E403');
    expectError(await send(madrid, 'PUT', `/console_role/${ownerRoleId}/`, roleForm(before, { description: 'Mine now' })), 403, 'E403');
    expectError(await send(madrid, 'DELETE', `/console_role/${ownerRoleId}/`), 403, 'E403');
    expect(await read(`/console_role/${ownerRoleId}/`)).toEqual(before);
    expect((await login(app(), 'owner')).views_ids).toEqual(before.views_ids);
  });

  it('cannot give a new user more facilities than their own', async () => {
    const body = { group_id: demo.ids.demoGroupId, username: 'wide.user', first_name: 'W', role_id: ownerRoleId, facilities_ids: [], password: 'secret12', confirm_password: 'secret12' };
    expectError(await send(madrid, 'POST', '/user_console/', body), 403, 'E403');
    expectError(await send(madrid, 'POST', '/user_console/', { ...body, facilities_ids: [demo.ids.madridId, demo.ids.brooklynId] }), 403, 'E403');
  });

  it('still manages the users and roles within reach: Madrid only, no view or permission beyond their own', async () => {
    const rep = await read(`/user_console/${demo.rep.id}/`);
    expect(expectOk<Row>(await send(madrid, 'PUT', `/user_console/${rep.id}/`, userForm(rep, { last_name: 'Gómez Ruiz' }))).data.last_name).toBe('Gómez Ruiz');
    expectOk(await send(madrid, 'PUT', `/user_console/${rep.id}/status/`, { status: 'I' }));
    expectOk(await send(madrid, 'PUT', `/user_console/${rep.id}/status/`, { status: 'A' }));
    expectOk(await send(madrid, 'POST', `/user_console/${rep.id}/end_sessions/`));

    const role = expectOk<Row>(await send(madrid, 'POST', '/console_role/', { group_id: demo.ids.demoGroupId, name: 'Madrid desk', code: 'R', permissions_ids: [23, 31] })).data;
    const user = expectOk<Row>(
      await send(madrid, 'POST', '/user_console/', {
        group_id: demo.ids.demoGroupId,
        username: 'madrid.desk',
        first_name: 'Dani',
        role_id: role.id,
        facilities_ids: [demo.ids.madridId],
        password: 'secret12',
        confirm_password: 'secret12',
      }),
    ).data;
    expect(expectOk<Row>(await send(madrid, 'PUT', `/console_role/${role.id}/`, roleForm(role, { permissions_ids: [23] }))).data.permissions_ids).toEqual([23]);
    expectOk(await send(madrid, 'DELETE', `/user_console/${user.id}/`));
    expectOk(await send(madrid, 'DELETE', `/console_role/${role.id}/`));
  });

  it('role A does everything to the owner and the owner role', async () => {
    const owner = await read(`/user_console/${ownerId}/`);
    expectOk(await send(demo.admin, 'PUT', `/user_console/${ownerId}/`, userForm(owner, { last_name: 'Martín López' })));
    expectOk(await send(demo.admin, 'PUT', `/user_console/${ownerId}/status/`, { status: 'I' }));
    expectOk(await send(demo.admin, 'PUT', `/user_console/${ownerId}/status/`, { status: 'A' }));
    expectOk(await send(demo.admin, 'POST', `/user_console/${ownerId}/end_sessions/`));
    const role = await read(`/console_role/${ownerRoleId}/`);
    expectOk(await send(demo.admin, 'PUT', `/console_role/${ownerRoleId}/`, roleForm(role, { description: 'Runs everything' })));
    const wide = expectOk<Row>(
      await send(demo.admin, 'POST', '/user_console/', { group_id: demo.ids.demoGroupId, username: 'wide.owner', first_name: 'W', role_id: ownerRoleId, password: 'secret12', confirm_password: 'secret12' }),
    ).data;
    expectOk(await send(demo.admin, 'DELETE', `/user_console/${wide.id}/`));
  });
});
