import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources/registry';
import { scopeColumn, type ResourceDef, type ResourceRecord } from '../../domain/resources/resource';
import { call, demoIds, expectError, expectOk, fieldsOf, type DemoIds } from '../test-support/http';
import { login, startTestServer, type Session, type TestServer } from '../test-support/test-server';

/**
 * The contract of every declared resource (domain/resources/registry.ts), generated from its
 * declaration: CRUD, list filter/sort/paging, validation, duplicates, tenancy and permissions.
 */
let server: TestServer;
let ids: DemoIds;
let admin: Session;
let owner: Session;
let rep: Session;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.database.db);
  [admin, owner, rep] = await Promise.all([login(server.app, 'admin'), login(server.app, 'owner'), login(server.app, 'rep')]);
});
afterAll(async () => {
  await server?.close();
});

describe.each(RESOURCES.map((def) => [def.name, def] as const))('%s', (_name, def: ResourceDef) => {
  const key = scopeColumn(def.scope);
  const own = () => (def.scope === 'group' ? ids.demoGroupId : ids.madridId);
  const foreign = () => (def.scope === 'group' ? ids.otherGroupId : ids.lisbonId);
  const byId = (id: number) => `${def.path}${id}/`;
  const list = (session: Session, params: Record<string, string | number> = {}, lang?: string) => {
    const qs = new URLSearchParams(Object.entries({ [key]: own(), ...params }).map(([k, v]) => [k, String(v)]));
    return call(server.app, 'GET', `${def.path}?${qs}`, { token: session.access_token, ...(lang ? { lang } : {}) });
  };
  const create = (session: Session, payload: Record<string, unknown>, lang?: string) =>
    call(server.app, 'POST', def.path, { token: session.access_token, payload: { [key]: own(), ...payload }, ...(lang ? { lang } : {}) });
  const rowCount = async (tenant = own()) => expectOk<ResourceRecord[]>(await list(admin, { [key]: tenant, count: 1 })).total!;

  it('creates, reads, updates (same id) and deletes a record', async () => {
    const created = expectOk<ResourceRecord>(await create(owner, { name: '  Contract one ' })).data;
    expect(created).toMatchObject({ name: 'Contract one', [key]: own(), status: 'A' });
    expect(created.id).toBeTypeOf('number');

    const read = expectOk<ResourceRecord>(await call(server.app, 'GET', byId(created.id), { token: owner.access_token })).data;
    expect(read).toEqual(created);

    const updated = expectOk<ResourceRecord>(await call(server.app, 'PUT', byId(created.id), { token: owner.access_token, payload: { name: 'Contract renamed' } })).data;
    expect(updated).toMatchObject({ id: created.id, name: 'Contract renamed', [key]: own() });
    expect(expectOk<ResourceRecord>(await call(server.app, 'GET', byId(created.id), { token: owner.access_token })).data.name).toBe('Contract renamed');

    expectOk(await call(server.app, 'DELETE', byId(created.id), { token: owner.access_token }));
    expectError(await call(server.app, 'GET', byId(created.id), { token: owner.access_token }), 404, 'E404');
    expectError(await call(server.app, 'DELETE', byId(created.id), { token: owner.access_token }), 404, 'E404');
  });

  it('lists with filter (case-insensitive contains), sort and paging; total counts every match', async () => {
    for (const name of ['Paging Beta', 'paging alpha', 'Paging Gamma']) expectOk(await create(owner, { name }));
    const filter = JSON.stringify({ name: 'PAGING' });
    const first = expectOk<ResourceRecord[]>(await list(owner, { filter, order: '-name', count: 2, page: 1 }));
    expect(first.total).toBe(3);
    expect(first.data.map((r) => r.name)).toEqual(['Paging Gamma', 'Paging Beta']);
    const second = expectOk<ResourceRecord[]>(await list(owner, { filter, order: '-name', count: 2, page: 2 }));
    expect(second.total).toBe(3);
    expect(second.data.map((r) => r.name)).toEqual(['paging alpha']);
    // The tenant as a path segment (SPEC §7: `<path>group/{id}/`, `<path>facility/{id}/`) answers the same.
    const qs = new URLSearchParams({ filter, order: '-name', count: '2', page: '1' });
    const byPath = expectOk<ResourceRecord[]>(await call(server.app, 'GET', `${def.path}${def.scope}/${own()}/?${qs}`, { token: owner.access_token }));
    expect(byPath).toEqual(first);
    expectError(await call(server.app, 'GET', `${def.path}${def.scope}/${foreign()}/`, { token: owner.access_token }), 403, 'E403');
    // LIKE wildcards are searched for literally.
    expect(expectOk<ResourceRecord[]>(await list(owner, { filter: JSON.stringify({ name: '%' }) })).total).toBe(0);
    const ascending = expectOk<ResourceRecord[]>(await list(owner, { filter, order: 'name' }));
    expect(ascending.data.map((r) => r.name)).toEqual(['paging alpha', 'Paging Beta', 'Paging Gamma']);
    // The default sort of the declaration, and only the tenant's rows.
    const all = expectOk<ResourceRecord[]>(await list(owner, { count: 100 }));
    expect(all.data.every((r) => r[key] === own())).toBe(true);
    const names = all.data.map((r) => String(r[def.defaultSort.field]).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (def.defaultSort.direction === 'asc' ? a.localeCompare(b) : b.localeCompare(a))));
    expect(all.total).toBe(all.data.length);
  });

  it('answers E400 for an order or filter it does not declare', async () => {
    expectError(await list(owner, { order: 'password' }), 400, 'E400');
    expectError(await list(owner, { filter: JSON.stringify({ id: '1' }) }), 400, 'E400');
    expectError(await list(owner, { filter: '{not json' }), 400, 'E400');
    expectError(await call(server.app, 'GET', def.path, { token: owner.access_token }), 400, 'E400');
  });

  it('the active/ sub-path lists only active rows', async () => {
    const row = expectOk<ResourceRecord>(await create(owner, { name: 'Soon inactive' })).data;
    await server.database.db.execute(`update ${def.name.replace(/-/g, '_')} set status = 'I' where id = ${row.id}`);
    const active = expectOk<ResourceRecord[]>(await call(server.app, 'GET', `${def.path}active/?${key}=${own()}`, { token: owner.access_token }));
    expect(active.data.length).toBeGreaterThan(0);
    expect(active.data.every((r) => r.status === 'A' && r[key] === own())).toBe(true);
    expect(active.data.some((r) => r.id === row.id)).toBe(false);
    expect(active.total).toBe(active.data.length);
    const byPath = expectOk<ResourceRecord[]>(await call(server.app, 'GET', `${def.path}active/${def.scope}/${own()}/`, { token: owner.access_token }));
    expect(byPath).toEqual(active);
  });

  it('refuses an invalid payload with translated field errors and writes nothing', async () => {
    const before = await rowCount();
    const en = expectError(await create(owner, { name: '' }), 400, 'E400');
    expect(fieldsOf(en).name).toBe('Name is required');
    const es = expectError(await create(owner, { name: '   ' }, 'es'), 400, 'E400');
    expect(fieldsOf(es).name).toBe('Nombre es obligatorio');
    const long = expectError(await create(owner, { name: 'x'.repeat(51) }), 400, 'E400');
    expect(fieldsOf(long).name).toBe('Name must be less than 50 characters');
    expectError(await create(owner, { [key]: undefined, name: 'No tenant' }), 400, 'E400');
    expect(await rowCount()).toBe(before);

    const row = expectOk<ResourceRecord>(await create(owner, { name: 'Valid once' })).data;
    expectError(await call(server.app, 'PUT', byId(row.id), { token: owner.access_token, payload: { name: '' } }), 400, 'E400');
    expect(expectOk<ResourceRecord>(await call(server.app, 'GET', byId(row.id), { token: owner.access_token })).data.name).toBe('Valid once');
  });

  it('answers E409, translated, for a duplicate name (case-insensitive) in the same tenant; another tenant may use it', async () => {
    expectOk(await create(owner, { name: 'Unique name' }));
    const before = await rowCount();
    const en = expectError(await create(owner, { name: 'UNIQUE name' }), 409, 'E409');
    expect(en.message.text).toBe('A record with this name already exists');
    const es = expectError(await create(owner, { name: 'unique name' }, 'es'), 409, 'E409');
    expect(es.message.text).toBe('Ya existe un registro con este nombre');
    expect(fieldsOf(es).name).toBe('Ya existe un registro con este nombre');
    expect(await rowCount()).toBe(before);
    const other = expectOk<ResourceRecord>(await create(owner, { name: 'Other unique' })).data;
    expectError(await call(server.app, 'PUT', byId(other.id), { token: owner.access_token, payload: { name: 'unique NAME' } }), 409, 'E409');
    expectOk(await create(admin, { [key]: foreign(), name: 'Unique name' }));
  });

  it("refuses another organization's records and tenants (E403); role A may act on any", async () => {
    const theirs = expectOk<ResourceRecord>(await create(admin, { [key]: foreign(), name: 'Their record' })).data;
    const token = owner.access_token;
    const before = await rowCount(foreign());
    expectError(await call(server.app, 'GET', byId(theirs.id), { token }), 403, 'E403');
    expectError(await call(server.app, 'PUT', byId(theirs.id), { token, payload: { name: 'Taken over' } }), 403, 'E403');
    expectError(await call(server.app, 'DELETE', byId(theirs.id), { token }), 403, 'E403');
    expectError(await list(owner, { [key]: foreign() }), 403, 'E403');
    expectError(await call(server.app, 'GET', `${def.path}active/?${key}=${foreign()}`, { token }), 403, 'E403');
    expectError(await create(owner, { [key]: foreign(), name: 'Planted' }), 403, 'E403');
    expect(await rowCount(foreign())).toBe(before);
    expect(expectOk<ResourceRecord>(await call(server.app, 'GET', byId(theirs.id), { token: admin.access_token })).data.name).toBe('Their record');
    expectError(await call(server.app, 'GET', byId(theirs.id + 100000), { token: admin.access_token }), 404, 'E404');
  });

  it(`refuses a user without view ${def.view} (the representative) on every route`, async () => {
    const row = expectOk<ResourceRecord>(await create(owner, { name: 'Not for the rep' })).data;
    const token = rep.access_token;
    expect(rep.views_ids).not.toContain(def.view);
    expectError(await list(rep), 403, 'E403');
    expectError(await call(server.app, 'GET', `${def.path}active/?${key}=${own()}`, { token }), 403, 'E403');
    expectError(await call(server.app, 'GET', byId(row.id), { token }), 403, 'E403');
    expectError(await create(rep, { name: 'By the rep' }), 403, 'E403');
    expectError(await call(server.app, 'PUT', byId(row.id), { token, payload: { name: 'By the rep' } }), 403, 'E403');
    expectError(await call(server.app, 'DELETE', byId(row.id), { token }), 403, 'E403');
    expectError(await call(server.app, 'GET', byId(row.id)), 401, 'T002');
  });
});

describe('seeded rows', () => {
  it('every declared resource has demo rows in the demo organization', async () => {
    for (const def of RESOURCES) {
      const key = scopeColumn(def.scope);
      const tenant = def.scope === 'group' ? ids.demoGroupId : ids.madridId;
      const body = expectOk<ResourceRecord[]>(await call(server.app, 'GET', `${def.path}?${key}=${tenant}`, { token: owner.access_token }));
      expect(body.total, def.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('a cancellation reason keeps its id when renamed, and can be deactivated', async () => {
    const list = expectOk<ResourceRecord[]>(await call(server.app, 'GET', `/cancellation_reason/?group_id=${ids.demoGroupId}&filter=${encodeURIComponent('{"name":"rain"}')}`, { token: owner.access_token }));
    const rain = list.data.find((r) => r.name === 'Rain')!;
    const renamed = expectOk<ResourceRecord>(await call(server.app, 'PUT', `/cancellation_reason/${rain.id}`, { token: owner.access_token, payload: { name: 'Heavy rain', status: 'I' } })).data;
    expect(renamed).toMatchObject({ id: rain.id, name: 'Heavy rain', status: 'I' });
    expectError(await call(server.app, 'PUT', `/cancellation_reason/${rain.id}`, { token: owner.access_token, payload: { name: 'Rain', status: 'X' } }), 400, 'E400');
  });
});
