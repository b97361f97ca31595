import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, es } from '../../domain/i18n/messages';
import { bodyOf } from '../../domain/resources/schemas';
import { RESOURCES, getResource } from '../../domain/resources/registry';
import { writtenByPlatformOnly } from '../../domain/access/can-act';
import { scopeColumn, type ResourceDef, type ResourceRecord } from '../../domain/resources/resource';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';
import type { Session } from '../test-support/test-server';
import { TABLES } from './tables';

/**
 * The contract of every declared resource (domain/resources/registry.ts), generated from its
 * declaration: CRUD, list filter/sort/paging, validation, duplicates, tenancy and permissions.
 * Tenant resources are written by the organization's owner; platform resources and organizations
 * themselves by role A (organizations' own tenancy: server/routes/organizations-resource.test.ts).
 */
let demo: DemoSessions;

beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

const label = (lang: typeof en | typeof es, field: string) => (lang.fields as Record<string, string>)[field] ?? field;

describe.each(RESOURCES.map((def) => [def.name, def] as const))('%s', (_name, def: ResourceDef) => {
  const key = scopeColumn(def.scope);
  const app = () => demo.server.app;
  const own = () => (def.scope === 'group' ? demo.ids.demoGroupId : demo.ids.madridId);
  const foreign = () => (def.scope === 'group' ? demo.ids.otherGroupId : demo.ids.lisbonId);
  const tenantOf = (tenant?: number) => (key ? { [key]: tenant ?? own() } : {});
  /** Who writes the records: the organization's owner, or role A for platform records and organizations. */
  const writer = () => (writtenByPlatformOnly(def.scope) ? demo.admin : demo.owner);
  /** A signed-in user without the view: the representative when it lacks it, else the client. */
  const outsider = () => [demo.rep, demo.owner, demo.client].find((s) => !s.views_ids.some((v) => def.readViews.includes(v)))!;
  const byId = (id: number) => `${def.path}${id}/`;
  const maxLabel = (bodyOf(def).create.shape[def.labelField] as { maxLength?: number | null }).maxLength ?? 50;

  /** The referenced rows a valid payload needs, picked from the tenant's active rows. */
  const refValues = async (tenant?: number): Promise<Record<string, number>> => {
    const out: Record<string, number> = {};
    for (const [field, name] of Object.entries(def.refs)) {
      if (field === key || name === 'facilities') continue;
      const target = getResource(name);
      const qs = key ? `?${key}=${tenant ?? own()}` : '';
      // The writer picks from what it sees in its own tenant; another tenant's rows are read by role A.
      const reader = tenant === undefined ? writer() : demo.admin;
      const rows = expectOk<ResourceRecord[]>(await call(app(), 'GET', `${target.path}active/${qs}`, { token: reader.access_token })).data;
      if (rows[0]) out[field] = rows[0].id;
    }
    return out;
  };
  /** A unique field other than the label (a console username) follows the label, so every named row is distinct. */
  const uniqueValue = (text: string) => (def.uniqueField && def.uniqueField !== def.labelField ? { [def.uniqueField]: text.trim().toLowerCase().replace(/\s+/g, '.') } : {});
  const payload = async (text: string, tenant?: number) => ({ ...def.sample, ...(await refValues(tenant)), [def.labelField]: text, ...uniqueValue(text) });
  const list = (session: Session, params: Record<string, string | number> = {}, lang?: string) => {
    const qs = new URLSearchParams(Object.entries({ ...tenantOf(), ...params }).map(([k, v]) => [k, String(v)]));
    return call(app(), 'GET', `${def.path}?${qs}`, { token: session.access_token, ...(lang ? { lang } : {}) });
  };
  const create = async (session: Session, body: Record<string, unknown>, lang?: string) =>
    call(app(), 'POST', def.path, { token: session.access_token, payload: { ...tenantOf(), ...body }, ...(lang ? { lang } : {}) });
  const createNamed = async (session: Session, text: string, tenant?: number) => create(session, { ...tenantOf(tenant), ...(await payload(text, tenant)) });
  const rowCount = async (tenant?: number, session: Session = demo.admin) => expectOk<ResourceRecord[]>(await list(session, { ...tenantOf(tenant), count: 1 })).total!;

  it('creates, reads, updates (same id) and deletes a record', async () => {
    const w = writer();
    const created = expectOk<ResourceRecord>(await createNamed(w, '  Contract one ')).data;
    expect(created).toMatchObject({ [def.labelField]: 'Contract one', ...tenantOf(), status: 'A' });
    expect(created.id).toBeTypeOf('number');
    for (const hidden of def.hidden) expect(created).not.toHaveProperty(hidden);

    const read = expectOk<ResourceRecord>(await call(app(), 'GET', byId(created.id), { token: w.access_token })).data;
    expect(read).toEqual(created);

    const update = { ...(await payload('Contract renamed')) };
    for (const f of Object.keys(update)) if (!(f in bodyOf(def).update.shape)) delete update[f];
    const updated = expectOk<ResourceRecord>(await call(app(), 'PUT', byId(created.id), { token: w.access_token, payload: update })).data;
    expect(updated).toMatchObject({ id: created.id, [def.labelField]: 'Contract renamed', ...tenantOf() });
    expect(expectOk<ResourceRecord>(await call(app(), 'GET', byId(created.id), { token: w.access_token })).data[def.labelField]).toBe('Contract renamed');

    expectOk(await call(app(), 'DELETE', byId(created.id), { token: w.access_token }));
    expectError(await call(app(), 'GET', byId(created.id), { token: w.access_token }), 404, 'E404');
    expectError(await call(app(), 'DELETE', byId(created.id), { token: w.access_token }), 404, 'E404');
  });

  it('lists with filter (case-insensitive contains), sort and paging; total counts every match', async () => {
    const w = writer();
    for (const text of ['Zpaging Beta', 'zpaging alpha', 'Zpaging Gamma']) expectOk(await createNamed(w, text));
    const field = def.labelField;
    const filter = JSON.stringify({ [field]: 'ZPAGING' });
    const first = expectOk<ResourceRecord[]>(await list(w, { filter, order: `-${field}`, count: 2, page: 1 }));
    expect(first.total).toBe(3);
    expect(first.data.map((r) => r[field])).toEqual(['Zpaging Gamma', 'Zpaging Beta']);
    const second = expectOk<ResourceRecord[]>(await list(w, { filter, order: `-${field}`, count: 2, page: 2 }));
    expect(second.total).toBe(3);
    expect(second.data.map((r) => r[field])).toEqual(['zpaging alpha']);
    if (key) {
      // SPEC §7 names the tenant as a path segment too: `<path>group/{id}/`, `<path>facility/{id}/`.
      const qs = new URLSearchParams({ filter, order: `-${field}`, count: '2', page: '1' });
      // Unless a route of its own answers that path (the top bar's facility selector).
      if (!def.bespoke.includes(`${def.scope}/:tenant/`)) {
        const byPath = expectOk<ResourceRecord[]>(await call(app(), 'GET', `${def.path}${def.scope}/${own()}/?${qs}`, { token: w.access_token }));
        expect(byPath).toEqual(first);
      }
      expectError(await call(app(), 'GET', `${def.path}${def.scope}/${foreign()}/`, { token: demo.owner.access_token }), 404, 'E404');
    }
    // LIKE wildcards are searched for literally.
    expect(expectOk<ResourceRecord[]>(await list(w, { filter: JSON.stringify({ [field]: '%' }) })).total).toBe(0);
    const ascending = expectOk<ResourceRecord[]>(await list(w, { filter, order: field }));
    expect(ascending.data.map((r) => r[field])).toEqual(['zpaging alpha', 'Zpaging Beta', 'Zpaging Gamma']);
    // The default sort of the declaration, and only the tenant's rows.
    const all = expectOk<ResourceRecord[]>(await list(w, { count: 100 }));
    if (key) expect(all.data.every((r) => r[key] === own())).toBe(true);
    const sortField = def.refs[def.defaultSort.field] ? `${def.defaultSort.field}_name` : def.defaultSort.field;
    const values = all.data.map((r) => r[sortField]);
    const sorted = [...values].sort((a, b) => {
      const cmp =
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : String(a ?? '')
              .toLowerCase()
              .localeCompare(String(b ?? '').toLowerCase());
      return def.defaultSort.direction === 'asc' ? cmp : -cmp;
    });
    expect(values).toEqual(sorted);
    expect(all.total).toBe(all.data.length);
  });

  it('answers E400 for an order or filter it does not declare', async () => {
    const w = writer();
    expectError(await list(w, { order: 'password' }), 400, 'E400');
    expectError(await list(w, { filter: JSON.stringify({ id: '1' }) }), 400, 'E400');
    expectError(await list(w, { filter: '{not json' }), 400, 'E400');
    if (key) expectError(await call(app(), 'GET', def.path, { token: w.access_token }), 400, 'E400');
  });

  it('the active/ and all/ sub-paths list the active and all rows', async () => {
    const w = writer();
    const row = expectOk<ResourceRecord>(await createNamed(w, 'Soon inactive')).data;
    const table = TABLES[def.name];
    const cols = getTableColumns(table) as Record<string, PgColumn>;
    await demo.server.database.db
      .update(table)
      .set({ [def.statusField]: 'I' })
      .where(eq(cols.id!, row.id));
    const qs = key ? `?${key}=${own()}` : '';
    const active = expectOk<ResourceRecord[]>(await call(app(), 'GET', `${def.path}active/${qs}`, { token: w.access_token }));
    expect(active.data.length).toBeGreaterThan(0);
    expect(active.data.every((r) => r.status === 'A' && (!key || r[key] === own()))).toBe(true);
    expect(active.data.some((r) => r.id === row.id)).toBe(false);
    expect(active.total).toBe(active.data.length);
    const everything = expectOk<ResourceRecord[]>(await call(app(), 'GET', `${def.path}all/${qs}`, { token: w.access_token }));
    expect(everything.data.some((r) => r.id === row.id)).toBe(true);
    expect(everything.total).toBe(await rowCount(undefined, w));
    if (key) {
      const byPath = expectOk<ResourceRecord[]>(await call(app(), 'GET', `${def.path}active/${def.scope}/${own()}/`, { token: w.access_token }));
      expect(byPath).toEqual(active);
    }
  });

  it('refuses an invalid payload with translated field errors and writes nothing', async () => {
    const w = writer();
    const before = await rowCount();
    const en1 = expectError(await create(w, await payload('')), 400, 'E400');
    expect(fieldsOf(en1)[def.labelField]).toBe(`${label(en, def.labelField)} is required`);
    const es1 = expectError(await create(w, await payload('   '), 'es'), 400, 'E400');
    expect(fieldsOf(es1)[def.labelField]).toBe(`${label(es, def.labelField)} es obligatorio`);
    const long = expectError(await create(w, await payload('x'.repeat(maxLabel + 1))), 400, 'E400');
    expect(fieldsOf(long)[def.labelField]).toBe(`${label(en, def.labelField)} must be less than ${maxLabel} characters`);
    if (key) expectError(await create(w, { ...(await payload('No tenant')), [key]: undefined }), 400, 'E400');
    expect(await rowCount()).toBe(before);

    const row = expectOk<ResourceRecord>(await createNamed(w, 'Valid once')).data;
    expectError(await call(app(), 'PUT', byId(row.id), { token: w.access_token, payload: { ...(await payload('')) } }), 400, 'E400');
    expect(expectOk<ResourceRecord>(await call(app(), 'GET', byId(row.id), { token: w.access_token })).data[def.labelField]).toBe('Valid once');
  });

  it.skipIf(def.uniqueField === null)('answers E409, translated, for a duplicate (case-insensitive) in the same tenant; another tenant may use it', async () => {
    const w = writer();
    expectOk(await createNamed(w, 'Unique name'));
    const before = await rowCount();
    const en1 = expectError(await createNamed(w, 'UNIQUE name'), 409, 'E409');
    const message = (lang: typeof en | typeof es) => (lang.records as Record<string, string>)[def.duplicateKey.split('.')[1]!];
    expect(en1.message.text).toBe(message(en));
    const es1 = expectError(await create(w, { ...tenantOf(), ...(await payload('unique name')) }, 'es'), 409, 'E409');
    expect(es1.message.text).toBe(message(es));
    expect(fieldsOf(es1)[def.uniqueField!]).toBe(message(es));
    expect(await rowCount()).toBe(before);
    const other = expectOk<ResourceRecord>(await createNamed(w, 'Other unique')).data;
    expectError(await call(app(), 'PUT', byId(other.id), { token: w.access_token, payload: await payload('unique NAME') }), 409, 'E409');
    if (key && def.uniqueScope === 'tenant') expectOk(await createNamed(demo.admin, 'Unique name', foreign()));
  });

  it.skipIf(writtenByPlatformOnly(def.scope))("answers another organization's records and tenants exactly as missing ones (E404); role A may act on any", async () => {
    const theirs = expectOk<ResourceRecord>(await createNamed(demo.admin, 'Their record', foreign())).data;
    const token = demo.owner.access_token;
    const before = await rowCount(foreign());
    const missing = expectError(await call(app(), 'GET', byId(theirs.id + 100000), { token, lang: 'es' }), 404, 'E404');
    expect(expectError(await call(app(), 'GET', byId(theirs.id), { token, lang: 'es' }), 404, 'E404')).toEqual(missing);
    expectError(await call(app(), 'GET', byId(theirs.id), { token }), 404, 'E404');
    expectError(await call(app(), 'PUT', byId(theirs.id), { token, payload: await payload('Taken over') }), 404, 'E404');
    expectError(await call(app(), 'DELETE', byId(theirs.id), { token }), 404, 'E404');
    expectError(await list(demo.owner, { [key!]: foreign() }), 404, 'E404');
    expectError(await call(app(), 'GET', `${def.path}active/?${key}=${foreign()}`, { token }), 404, 'E404');
    expectError(await create(demo.owner, { ...(await payload('Planted', foreign())), [key!]: foreign() }), 404, 'E404');
    expect(await rowCount(foreign())).toBe(before);
    expect(expectOk<ResourceRecord>(await call(app(), 'GET', byId(theirs.id), { token: demo.admin.access_token })).data[def.labelField]).toBe('Their record');
    expectError(await call(app(), 'GET', byId(theirs.id + 100000), { token: demo.admin.access_token }), 404, 'E404');
  });

  it.skipIf(Object.keys(def.refs).every((f) => f === key) || writtenByPlatformOnly(def.scope))("refuses a reference to another organization's row", async () => {
    const theirs = await refValues(foreign());
    const before = await rowCount();
    const body = await payload('Crossed reference');
    const res = expectError(await create(writer(), { ...body, ...theirs }), 400, 'E400');
    expect(Object.keys(fieldsOf(res)).some((f) => f in def.refs)).toBe(true);
    expect(await rowCount()).toBe(before);
  });

  it(`refuses a user without view ${def.view} on every route`, async () => {
    const row = expectOk<ResourceRecord>(await createNamed(writer(), 'Not for them')).data;
    const who = outsider();
    const token = who.access_token;
    expect(who.views_ids).not.toContain(def.view);
    for (const v of def.readViews) expect(who.views_ids).not.toContain(v);
    const qs = key ? `?${key}=${own()}` : '';
    expectError(await list(who), 403, 'E403');
    expectError(await call(app(), 'GET', `${def.path}active/${qs}`, { token }), 403, 'E403');
    expectError(await call(app(), 'GET', byId(row.id), { token }), 403, 'E403');
    expectError(await create(who, await payload('By them')), 403, 'E403');
    expectError(await call(app(), 'PUT', byId(row.id), { token, payload: await payload('By them') }), 403, 'E403');
    expectError(await call(app(), 'DELETE', byId(row.id), { token }), 403, 'E403');
    expectError(await call(app(), 'GET', byId(row.id)), 401, 'T002');
  });
});

describe('seeded rows', () => {
  it('every declared resource has demo rows in the demo organization', async () => {
    for (const def of RESOURCES) {
      const key = scopeColumn(def.scope);
      const tenant = def.scope === 'group' ? demo.ids.demoGroupId : demo.ids.madridId;
      const qs = key ? `?${key}=${tenant}` : '';
      const body = expectOk<ResourceRecord[]>(await call(demo.server.app, 'GET', `${def.path}${qs}`, { token: demo.admin.access_token }));
      expect(body.total, def.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('a cancellation reason keeps its id when renamed, and can be deactivated', async () => {
    const list = expectOk<ResourceRecord[]>(
      await call(demo.server.app, 'GET', `/cancellation_reason/?group_id=${demo.ids.demoGroupId}&filter=${encodeURIComponent('{"name":"rain"}')}`, { token: demo.owner.access_token }),
    );
    const rain = list.data.find((r) => r.name === 'Rain')!;
    const renamed = expectOk<ResourceRecord>(await call(demo.server.app, 'PUT', `/cancellation_reason/${rain.id}`, { token: demo.owner.access_token, payload: { name: 'Heavy rain', status: 'I' } })).data;
    expect(renamed).toMatchObject({ id: rain.id, name: 'Heavy rain', status: 'I' });
    expectError(await call(demo.server.app, 'PUT', `/cancellation_reason/${rain.id}`, { token: demo.owner.access_token, payload: { name: 'Rain', status: 'X' } }), 400, 'E400');
  });
});
