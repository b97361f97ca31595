import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupByView, type PermissionDef } from '../../domain/access/permissions';
import { VIEWS } from '../../domain/access/views';
import { consoleUsers } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';
import { login, type Session } from '../test-support/test-server';

/** Roles, console users and app users (issue 5): the rules beyond the generated contract. */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

type Row = Record<string, unknown> & { id: number };
const app = () => demo.server.app;
const get = <T = Row>(s: Session, path: string) => call(app(), 'GET', path, { token: s.access_token }).then((r) => expectOk<T>(r).data);
const post = (s: Session, path: string, payload: Record<string, unknown>, lang?: string) => call(app(), 'POST', path, { token: s.access_token, payload, ...(lang ? { lang } : {}) });
const put = (s: Session, path: string, payload: Record<string, unknown>) => call(app(), 'PUT', path, { token: s.access_token, payload });

const roleBody = (name: string, permissions_ids: number[], extra: Record<string, unknown> = {}) => ({ group_id: demo.ids.demoGroupId, name, code: 'R', permissions_ids, ...extra });
const userBody = (username: string, role_id: number, extra: Record<string, unknown> = {}) => ({
  group_id: demo.ids.demoGroupId,
  username,
  first_name: 'Test',
  role_id,
  password: 'secret12',
  confirm_password: 'secret12',
  ...extra,
});
const demoRoles = () => get<Row[]>(demo.owner, `/console_role/all/?group_id=${demo.ids.demoGroupId}`);

describe('/console_permission/all/', () => {
  it('answers every permission with its view, which the role form groups by view; only to users with view 16', async () => {
    const rows = await get<PermissionDef[]>(demo.owner, '/console_permission/all/');
    expect(rows.length).toBe(VIEWS.length);
    expect(rows.find((p) => p.id === 8)).toEqual({ id: 8, view_id: 8, key: 'camera.manage' });
    const groups = groupByView(rows);
    expect(groups.map((g) => g.view_id)).toEqual(VIEWS.map((v) => v.id));
    expect(groups.find((g) => g.view_id === 16)).toMatchObject({ view_key: 'role', permissions: [{ id: 16, view_id: 16, key: 'role.manage' }] });
    expectError(await call(app(), 'GET', '/console_permission/all/', { token: demo.rep.access_token }), 403, 'E403');
  });
});

describe('roles', () => {
  it("a role's views follow from its permissions, and its users sign in with exactly those", async () => {
    const role = expectOk<Row>(await post(demo.owner, '/console_role/', roleBody('Front desk late', [36, 23, 31]))).data;
    expect(role).toMatchObject({ group_id: demo.ids.demoGroupId, permissions_ids: [23, 31, 36], views_ids: [23, 31, 36], code: 'R' });
    expectOk(await post(demo.owner, '/user_console/', userBody('late.desk', role.id, { facilities_ids: [demo.ids.madridId] })));
    const session = await login(app(), 'late.desk', 'secret12');
    expect(session.views_ids).toEqual([23, 31, 36]);
    expect(session.facilities_ids).toEqual([demo.ids.madridId]);
    const changed = expectOk<Row>(await put(demo.owner, `/console_role/${role.id}/`, { name: 'Front desk late', code: 'R', permissions_ids: [36] })).data;
    expect(changed.views_ids).toEqual([36]);
    expect((await login(app(), 'late.desk', 'secret12')).views_ids).toEqual([36]);
  });

  it('cannot grant what its author lacks (views and permissions), nor change a role that gives more', async () => {
    // A manager who may manage users and roles and contacts, nothing else.
    const managerRole = expectOk<Row>(await post(demo.owner, '/console_role/', roleBody('Manager', [6, 16, 36]))).data;
    expectOk(await post(demo.owner, '/user_console/', userBody('manager', managerRole.id)));
    const manager = await login(app(), 'manager', 'secret12');
    const before = (await demoRoles()).length;
    const refused = expectError(await post(manager, '/console_role/', roleBody('Camera boss', [36, 8])), 403, 'E403');
    expect(fieldsOf(refused).permissions_ids).toBe('You cannot give access you do not have yourself');
    expect((await demoRoles()).length).toBe(before);
    const own = expectOk<Row>(await post(manager, '/console_role/', roleBody('Contacts only', [36]))).data;
    expectError(await put(manager, `/console_role/${own.id}/`, { name: 'Contacts only', code: 'R', permissions_ids: [36, 23] }), 403, 'E403');
    // Nor give a user a role with more than they have (the facility owner's role).
    const ownerRole = (await demoRoles()).find((r) => r.name === 'Facility owner')!;
    const escalate = expectError(await post(manager, '/user_console/', userBody('sneaky', ownerRole.id)), 403, 'E403');
    expect(Object.keys(fieldsOf(escalate))).toEqual(['role_id']);
    // The owner's own tech role holds cameras and fields, which the manager lacks: it is read-only to them (issue 14).
    const tech = (await demoRoles()).find((r) => r.name === 'Camera technician')!;
    const beyond = expectError(await put(manager, `/console_role/${tech.id}/`, { name: 'Camera technicians', code: 'R', permissions_ids: [8, 10] }), 403, 'E403');
    expect(beyond.message.text).toBe('You cannot change a user or role that sees more than you do');
    // Keeping what a role had is allowed to one who reaches it.
    expectOk(await put(manager, `/console_role/${own.id}/`, { name: 'Contacts', code: 'R', permissions_ids: [36] }));
  });

  it("an organization's role is F or R and holds no platform views; platform roles are role A's only", async () => {
    const code = expectError(await post(demo.owner, '/console_role/', roleBody('Super', [36], { code: 'A' })), 400, 'E400');
    expect(Object.keys(fieldsOf(code))).toEqual(['code']);
    const platformView = expectError(await post(demo.admin, '/console_role/', roleBody('App staff', [7])), 400, 'E400');
    expect(fieldsOf(platformView).permissions_ids).toBe('An organization role cannot hold platform views');
    // Role A makes a platform role (no organization) by its code.
    const support = expectOk<Row>(await post(demo.admin, '/console_role/', roleBody('Support admin', [7, 12], { code: 'A' }))).data;
    expect(support).toMatchObject({ group_id: null, views_ids: [7, 12] });
    // The owner neither sees nor touches platform roles; role A sees them with any organization's.
    expect((await get<Row[]>(demo.owner, `/console_role/?group_id=${demo.ids.demoGroupId}&count=100`)).every((r) => r.group_id === demo.ids.demoGroupId)).toBe(true);
    const adminList = await get<Row[]>(demo.admin, `/console_role/?group_id=${demo.ids.demoGroupId}&count=100`);
    expect(adminList.some((r) => r.id === support.id)).toBe(true);
    expect(adminList.every((r) => r.group_id === null || r.group_id === demo.ids.demoGroupId)).toBe(true);
    expectError(await call(app(), 'GET', `/console_role/${support.id}/`, { token: demo.owner.access_token }), 404, 'E404');
    expectError(await put(demo.owner, `/console_role/${support.id}/`, { name: 'Mine', code: 'R', permissions_ids: [] }), 404, 'E404');
    // Duplicate names in one organization, case-insensitive.
    const dup = expectError(await post(demo.owner, '/console_role/', roleBody('facility OWNER', [36])), 409, 'E409');
    expect(fieldsOf(dup).name).toBe('A record with this name already exists');
  });
});

describe('console users', () => {
  const repRole = async () => (await demoRoles()).find((r) => r.name === 'Representative')!;

  it('usernames are unique across the platform, case-insensitively, on the username input', async () => {
    const role = await repRole();
    const created = expectOk<Row>(await post(demo.owner, '/user_console/', userBody('New.Guy', role.id))).data;
    expect(created.username).toBe('new.guy');
    for (const username of ['NEW.guy', 'Admin']) {
      const res = expectError(await post(demo.owner, '/user_console/', userBody(username, role.id)), 409, 'E409');
      expect(fieldsOf(res).username).toBe('This username is already taken');
    }
    const es = expectError(await post(demo.owner, '/user_console/', userBody('new.GUY', role.id), 'es'), 409, 'E409');
    expect(fieldsOf(es).username).toBe('Este usuario ya existe');
  });

  it('the password follows the rules (6–20 characters, confirmed), is hashed, and is never answered', async () => {
    const role = await repRole();
    const short = expectError(await post(demo.owner, '/user_console/', userBody('pw.short', role.id, { password: 'abc', confirm_password: 'abc' })), 400, 'E400');
    expect(fieldsOf(short).password).toBe('Password must be at least 6 characters');
    const long = expectError(await post(demo.owner, '/user_console/', userBody('pw.long', role.id, { password: 'x'.repeat(21), confirm_password: 'x'.repeat(21) })), 400, 'E400');
    expect(fieldsOf(long).password).toBe('Password must be less than 20 characters');
    const mismatch = expectError(await post(demo.owner, '/user_console/', userBody('pw.mismatch', role.id, { confirm_password: 'secret13' })), 400, 'E400');
    expect(fieldsOf(mismatch).confirm_password).toBe('passwords do not match');

    const created = expectOk<Row>(await post(demo.owner, '/user_console/', userBody('pw.ok', role.id))).data;
    const answers = [created, await get(demo.owner, `/user_console/${created.id}/`), ...(await get<Row[]>(demo.owner, `/user_console/?group_id=${demo.ids.demoGroupId}&count=100`))];
    for (const row of answers) for (const key of ['password', 'password_hash', 'confirm_password']) expect(row).not.toHaveProperty(key);
    const [stored] = await demo.server.database.db.select({ hash: consoleUsers.password_hash }).from(consoleUsers).where(eq(consoleUsers.id, created.id));
    expect(stored!.hash).toMatch(/^scrypt\$/);
    expect((await login(app(), 'pw.ok', 'secret12')).id).toBe(created.id);
    // An update never sets a password.
    expectOk(await put(demo.owner, `/user_console/${created.id}/`, { username: 'pw.ok', first_name: 'Changed', role_id: role.id, password: 'another1' }));
    expect((await login(app(), 'pw.ok', 'secret12')).id).toBe(created.id);
  });

  it('an organization sees and edits only its users, and gives only its roles and facilities', async () => {
    const role = await repRole();
    const list = await get<Row[]>(demo.owner, `/user_console/?group_id=${demo.ids.demoGroupId}&count=100`);
    expect(list.map((u) => u.username)).toEqual(expect.arrayContaining(['owner', 'rep', 'tech']));
    expect(list.some((u) => u.username === 'admin')).toBe(false);
    expect(list.every((u) => u.group_id === demo.ids.demoGroupId)).toBe(true);
    const adminRow = (await get<Row[]>(demo.admin, `/user_console/?group_id=${demo.ids.demoGroupId}&count=100`)).find((u) => u.username === 'admin')!;
    expectError(await call(app(), 'GET', `/user_console/${adminRow.id}/`, { token: demo.owner.access_token }), 404, 'E404');
    expectError(await call(app(), 'GET', `/user_console/?group_id=${demo.ids.otherGroupId}`, { token: demo.owner.access_token }), 404, 'E404');

    const otherRole = (await get<Row[]>(demo.admin, `/console_role/all/?group_id=${demo.ids.otherGroupId}`)).find((r) => r.group_id === demo.ids.otherGroupId)!;
    expect(Object.keys(fieldsOf(expectError(await post(demo.owner, '/user_console/', userBody('cross.role', otherRole.id)), 400, 'E400')))).toEqual(['role_id']);
    const platformRole = adminRow.role_id as number;
    expect(Object.keys(fieldsOf(expectError(await post(demo.owner, '/user_console/', userBody('cross.admin', platformRole)), 400, 'E400')))).toEqual(['role_id']);
    const lisbon = expectError(await post(demo.owner, '/user_console/', userBody('cross.facility', role.id, { facilities_ids: [demo.ids.lisbonId] })), 400, 'E400');
    expect(Object.keys(fieldsOf(lisbon))).toEqual(['facilities_ids']);
    // Role A makes a platform user with a platform role: no organization, no facilities.
    const platformUser = expectOk<Row>(await post(demo.admin, '/user_console/', userBody('second.admin', platformRole, { facilities_ids: [demo.ids.madridId] }))).data;
    expect(platformUser).toMatchObject({ group_id: null, facilities_ids: [] });
  });

  it('the status and end-sessions routes keep working on users the resource created', async () => {
    const role = await repRole();
    const user = expectOk<Row>(await post(demo.owner, '/user_console/', userBody('to.disable', role.id))).data;
    const first = await login(app(), 'to.disable', 'secret12');
    expectOk(await call(app(), 'POST', `/user_console/${user.id}/end_sessions/`, { token: demo.owner.access_token }));
    expectError(await call(app(), 'GET', '/user_console/ping/', { token: first.access_token }), 403, 'E004');
    const session = await login(app(), 'to.disable', 'secret12');
    expectOk(await put(demo.owner, `/user_console/${user.id}/status/`, { status: 'I' }));
    expectError(await call(app(), 'GET', '/user_console/ping/', { token: session.access_token }), 403, 'E004');
    expect((await get(demo.owner, `/user_console/${user.id}/`)).status).toBe('I');
  });
});

describe('app users', () => {
  it('consent_at is set by the server when consent turns true, kept while it stays, cleared when withdrawn', async () => {
    const body = { username: 'consent.test', first_name: 'Con', consent: false };
    const created = expectOk<Row>(await post(demo.admin, '/user/', body)).data;
    expect(created.consent_at).toBeNull();
    expect(created.created_at).toEqual(expect.any(String));
    const given = expectOk<Row>(await put(demo.admin, `/user/${created.id}/`, { ...body, consent: true, consent_at: '2000-01-01T00:00:00Z' })).data;
    expect(Date.parse(given.consent_at as string)).toBeGreaterThan(Date.now() - 60_000);
    const again = expectOk<Row>(await put(demo.admin, `/user/${created.id}/`, { ...body, consent: true, first_name: 'Connie' })).data;
    expect(again.consent_at).toBe(given.consent_at);
    expect(expectOk<Row>(await put(demo.admin, `/user/${created.id}/`, body)).data.consent_at).toBeNull();
    expectError(await post(demo.owner, '/user/', { username: 'not.theirs' }), 403, 'E403');
  });

  it('user activity names the app user and is newest first', async () => {
    const rows = await get<Row[]>(demo.admin, '/user/activity/?count=5');
    expect(rows.length).toBe(5);
    expect(rows[0]!.app_user_id_name).toEqual(expect.stringMatching(/\S+ \S+/));
    const dates = rows.map((r) => Date.parse(r.created_at as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});
