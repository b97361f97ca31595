import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectStatus, ProviderLink } from '../../domain/organization/card-provider';
import type { ResourceRecord } from '../../domain/resources/resource';
import { consoleUsers, facilities, providerLinks, rolePermissions, roleViews } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';
import { login } from '../test-support/test-server';

/**
 * Organizations and facilities beyond the generated contract: the price plan's range rules, the
 * tenancy of organizations (their own tenant), time zones and the card-provider onboarding link.
 */
let demo: DemoSessions;
const app = () => demo.server.app;
const db = () => demo.server.database.db;

beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

const group = (id: number) => `/group/${id}/`;

describe('price plan ranges (SPEC §5)', () => {
  const plan = async (price_plan: unknown, lang?: string) =>
    call(app(), 'PUT', group(demo.ids.otherGroupId), { token: demo.admin.access_token, payload: { name: 'Other Club', price_plan }, ...(lang ? { lang } : {}) });
  const stored = async () => expectOk<ResourceRecord>(await call(app(), 'GET', group(demo.ids.otherGroupId), { token: demo.admin.access_token })).data.price_plan;

  it("refuses an incomplete range with 'You must complete the range price!', in English and Spanish, and writes nothing", async () => {
    const before = await stored();
    const en = expectError(await plan([{ from: 0, to: 10, price_cents: null }]), 400, 'E400');
    expect(fieldsOf(en).price_plan).toBe('You must complete the range price!');
    const es = expectError(
      await plan(
        [
          { from: 0, to: null, price_cents: 500 },
          { from: 10, to: 20, price_cents: 400 },
        ],
        'es',
      ),
      400,
      'E400',
    );
    expect(fieldsOf(es).price_plan).toBe('¡Debes completar el precio del rango!');
    expectError(await plan([{ from: null, to: 10, price_cents: 500 }]), 400, 'E400');
    expect(await stored()).toEqual(before);
  });

  it('refuses overlapping ranges and a range that ends before it starts', async () => {
    const overlap = expectError(
      await plan([
        { from: 0, to: 10, price_cents: 500 },
        { from: 5, to: null, price_cents: 400 },
      ]),
      400,
      'E400',
    );
    expect(fieldsOf(overlap).price_plan).toBe('Price ranges must not overlap');
    const backwards = expectError(await plan([{ from: 10, to: 5, price_cents: 500 }], 'es'), 400, 'E400');
    expect(fieldsOf(backwards).price_plan).toBe('Un rango debe terminar después de empezar');
  });

  it('saves complete ranges with an open last one ("and up")', async () => {
    const ranges = [
      { from: 0, to: 10, price_cents: 600 },
      { from: 10, to: 40, price_cents: 550 },
      { from: 40, to: null, price_cents: 425 },
    ];
    expect(expectOk<ResourceRecord>(await plan(ranges)).data.price_plan).toEqual(ranges);
    expect(await stored()).toEqual(ranges);
  });
});

describe("money: cents in the organization's currency", () => {
  const read = async () => expectOk<ResourceRecord>(await call(app(), 'GET', group(demo.ids.otherGroupId), { token: demo.admin.access_token })).data;

  it('answers amounts in cents with the currency; role A changes the currency to another ISO 4217 code', async () => {
    expect(await read()).toMatchObject({ currency: 'EUR' });
    const saved = expectOk<ResourceRecord>(
      await call(app(), 'PUT', group(demo.ids.otherGroupId), { token: demo.admin.access_token, payload: { name: 'Other Club', currency: 'USD', monthly_charge_cents: 8950 } }),
    ).data;
    expect(saved).toMatchObject({ currency: 'USD', monthly_charge_cents: 8950 });
    // Fields and products of its facilities carry its currency.
    const fieldsList = expectOk<ResourceRecord[]>(await call(app(), 'GET', `/field/?facility_id=${demo.ids.lisbonId}`, { token: demo.admin.access_token })).data;
    expect(fieldsList.length).toBeGreaterThan(0);
    for (const f of fieldsList) expect(f).toMatchObject({ currency: 'USD', hourly_price_cents: 6000 });
    await call(app(), 'PUT', group(demo.ids.otherGroupId), { token: demo.admin.access_token, payload: { name: 'Other Club', currency: 'EUR', monthly_charge_cents: 7900 } });
  });

  it('refuses a currency that is not an ISO 4217 code and an amount that is not whole cents, in English and Spanish, and writes nothing', async () => {
    expectOk(await call(app(), 'PUT', group(demo.ids.otherGroupId), { token: demo.admin.access_token, payload: { name: 'Other Club', currency: 'EUR', monthly_charge_cents: 7900 } }));
    for (const currency of ['eur', 'EURO', 'ZZZ', '']) {
      const en = expectError(await call(app(), 'PUT', group(demo.ids.otherGroupId), { token: demo.admin.access_token, payload: { name: 'Other Club', currency } }), 400, 'E400');
      expect(fieldsOf(en).currency).toBe('Invalid Format');
    }
    const es = expectError(await call(app(), 'PUT', group(demo.ids.otherGroupId), { token: demo.admin.access_token, payload: { name: 'Other Club', currency: 'eur' }, lang: 'es' }), 400, 'E400');
    expect(fieldsOf(es).currency).toBe('Formato no válido');
    const fraction = expectError(await call(app(), 'PUT', group(demo.ids.otherGroupId), { token: demo.admin.access_token, payload: { name: 'Other Club', monthly_charge_cents: 12.5 } }), 400, 'E400');
    expect(fieldsOf(fraction).monthly_charge_cents).toBe('Invalid Format');
    expectError(await call(app(), 'PUT', group(demo.ids.otherGroupId), { token: demo.admin.access_token, payload: { name: 'Other Club', monthly_charge_cents: -1 } }), 400, 'E400');
    expect(await read()).toMatchObject({ currency: 'EUR', monthly_charge_cents: 7900 });
  });
});

describe('organizations are their own tenant', () => {
  beforeAll(async () => {
    // Give the owner's role view 15 (platform section), as an administrator might by mistake.
    const [owner] = await db().select({ role_id: consoleUsers.role_id }).from(consoleUsers).where(eq(consoleUsers.username, 'owner'));
    await db().insert(roleViews).values({ role_id: owner!.role_id!, view_id: 15 });
    await db().insert(rolePermissions).values({ role_id: owner!.role_id!, permission_id: 15 });
  });
  const token = () => demo.owner.access_token;

  it('the owner of Demo Sports Club reads only Demo Sports Club', async () => {
    expect(expectOk<ResourceRecord>(await call(app(), 'GET', group(demo.ids.demoGroupId), { token: token() })).data.name).toBe('Demo Sports Club');
    expectError(await call(app(), 'GET', group(demo.ids.otherGroupId), { token: token() }), 404, 'E404');
    const list = expectOk<ResourceRecord[]>(await call(app(), 'GET', '/group/?count=100', { token: token() }));
    expect(list.data.map((g) => g.name)).toEqual(['Demo Sports Club']);
    expect(list.total).toBe(1);
    const active = expectOk<ResourceRecord[]>(await call(app(), 'GET', '/group/all/active/', { token: token() }));
    expect(active.data.map((g) => g.id)).toEqual([demo.ids.demoGroupId]);
    // Role A reads them all.
    expect(expectOk<ResourceRecord[]>(await call(app(), 'GET', '/group/?count=100', { token: demo.admin.access_token })).total).toBeGreaterThanOrEqual(2);
  });

  it('the owner may not write organizations, not even their own', async () => {
    const own = group(demo.ids.demoGroupId);
    expectError(await call(app(), 'PUT', own, { token: token(), payload: { name: 'Taken over' } }), 403, 'E403');
    expectError(await call(app(), 'POST', '/group/', { token: token(), payload: { name: 'Planted club' } }), 403, 'E403');
    expectError(await call(app(), 'DELETE', group(demo.ids.otherGroupId), { token: token() }), 403, 'E403');
    expectError(await call(app(), 'DELETE', own, { token: token() }), 403, 'E403');
    expect(expectOk<ResourceRecord>(await call(app(), 'GET', own, { token: token() })).data.name).toBe('Demo Sports Club');
  });

  it('an organization with facilities cannot be deleted (E409): deactivate it instead', async () => {
    const body = expectError(await call(app(), 'DELETE', group(demo.ids.demoGroupId), { token: demo.admin.access_token }), 409, 'E409');
    expect(body.message.text).toBe('This record is in use elsewhere; deactivate it instead');
  });
});

describe('facility time zones', () => {
  const put = (id: number, payload: Record<string, unknown>, lang?: string) => call(app(), 'PUT', `/facility/${id}/`, { token: demo.owner.access_token, payload, ...(lang ? { lang } : {}) });

  it("GET /facility/timezones lists IANA zones, including the demo facilities' ones", async () => {
    const body = expectOk<string[]>(await call(app(), 'GET', '/facility/timezones', { token: demo.owner.access_token }));
    expect(body.data).toEqual(expect.arrayContaining(['Europe/Madrid', 'America/New_York', 'Europe/Lisbon', 'UTC']));
    expect(body.total).toBe(body.data.length);
    for (const zone of body.data) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });

  it('refuses a zone that is not in the list, and saves one that is, with a 12-hour clock', async () => {
    const bad = expectError(await put(demo.ids.brooklynId, { name: 'Brooklyn Courts', timezone: 'Mars/Olympus_Mons' }, 'es'), 400, 'E400');
    expect(fieldsOf(bad).timezone).toBe('Formato no válido');
    const missing = expectError(await put(demo.ids.brooklynId, { name: 'Brooklyn Courts', timezone: '' }), 400, 'E400');
    expect(fieldsOf(missing).timezone).toBe('Time zone is required');
    const saved = expectOk<ResourceRecord>(await put(demo.ids.brooklynId, { name: 'Brooklyn Courts', timezone: 'America/Chicago', time_format: '12' })).data;
    expect(saved).toMatchObject({ timezone: 'America/Chicago', time_format: '12' });
    // The top bar's selector sees the change.
    const selector = expectOk<{ id: number; timezone: string }[]>(await call(app(), 'GET', `/facility/group/${demo.ids.demoGroupId}/`, { token: demo.owner.access_token }));
    expect(selector.data.find((f) => f.id === demo.ids.brooklynId)?.timezone).toBe('America/Chicago');
  });

  it('a user limited to some facilities reads and edits only those through /facility/, even with the facilities view', async () => {
    const role = expectOk<{ id: number }>(
      await call(app(), 'POST', '/console_role/', { token: demo.owner.access_token, payload: { group_id: demo.ids.demoGroupId, name: 'Madrid manager', code: 'R', permissions_ids: [9] } }),
    ).data;
    expectOk(
      await call(app(), 'POST', '/user_console/', {
        token: demo.owner.access_token,
        payload: { group_id: demo.ids.demoGroupId, username: 'madrid.manager', first_name: 'Ana', role_id: role.id, password: 'secret12', confirm_password: 'secret12', facilities_ids: [demo.ids.madridId] },
      }),
    );
    const manager = await login(app(), 'madrid.manager', 'secret12');
    const as = (method: 'GET' | 'PUT', path: string, payload?: Record<string, unknown>) => call(app(), method, path, { token: manager.access_token, ...(payload ? { payload } : {}) });
    const listed = expectOk<ResourceRecord[]>(await as('GET', `/facility/?group_id=${demo.ids.demoGroupId}`));
    expect(listed.data.map((f) => f.id)).toEqual([demo.ids.madridId]);
    expect(listed.total).toBe(1);
    expect(expectOk<ResourceRecord[]>(await as('GET', `/facility/all/?group_id=${demo.ids.demoGroupId}`)).data.map((f) => f.id)).toEqual([demo.ids.madridId]);
    expectOk(await as('GET', `/facility/${demo.ids.madridId}/`));
    expectError(await as('GET', `/facility/${demo.ids.brooklynId}/`), 404, 'E404');
    expectError(await as('PUT', `/facility/${demo.ids.brooklynId}/`, { name: 'Taken over', timezone: 'America/New_York' }), 404, 'E404');
    const [brooklyn] = await db().select({ name: facilities.name }).from(facilities).where(eq(facilities.id, demo.ids.brooklynId));
    expect(brooklyn!.name).not.toBe('Taken over');
  });

  it('refuses a second facility of the same name in one organization (E409)', async () => {
    const body = expectError(
      await call(app(), 'POST', '/facility/', { token: demo.owner.access_token, payload: { group_id: demo.ids.demoGroupId, name: 'madrid padel center', timezone: 'Europe/Madrid' } }),
      409,
      'E409',
    );
    expect(fieldsOf(body).name).toBe('A record with this name already exists');
  });
});

describe('card-provider onboarding link (simulated provider)', () => {
  const status = async (id: number) => expectOk<ConnectStatus>(await call(app(), 'GET', `/facility/connect_status/${id}/`, { token: demo.owner.access_token })).data;
  const connect = async (id: number, lang?: string) => expectOk<ProviderLink>(await call(app(), 'POST', `/facility/connect/${id}/`, { token: demo.owner.access_token, ...(lang ? { lang } : {}) })).data;
  /** The provider's page, as the browser opening the link sees it. */
  const open = (url: string, method: 'GET' | 'POST' = 'GET') => app().inject({ method, url, ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' } : {}) });

  it('connects a facility: a link valid 5 minutes, its page completes onboarding once', async () => {
    expect(await status(demo.ids.madridId)).toEqual({ connected: false, account_id: null, link: null });
    const before = Date.now();
    const link = await connect(demo.ids.madridId);
    const ttl = new Date(link.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect(link.url).toMatch(/^\/api\/v1\/card_provider\/onboarding\/[\w-]{20,}\/\?lang=en$/);
    expect((await status(demo.ids.madridId)).link).toEqual(link);

    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Madrid Padel Center');
    expect(page.body).toContain('Complete onboarding');

    const done = await open(link.url, 'POST');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Card payments are connected for Madrid Padel Center');
    const after = await status(demo.ids.madridId);
    expect(after.connected).toBe(true);
    expect(after.account_id).toMatch(/^acct_sim_/);
    expect(after.link).toBeNull();

    // A used link does not work twice.
    const again = await open(link.url, 'POST');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This onboarding link was already used.');
    expect((await status(demo.ids.madridId)).account_id).toBe(after.account_id);
  });

  it('a link expires after 5 minutes: its page says so, translated, and onboarding does not happen', async () => {
    const link = await connect(demo.ids.brooklynId, 'es');
    expect(link.url).toMatch(/\?lang=es$/);
    const token = /onboarding\/([^/]+)\//.exec(link.url)![1]!;
    // Five minutes and a second later.
    await db()
      .update(providerLinks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(providerLinks.token, token));
    const page = await open(link.url);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Este enlace de alta ha caducado. Pide uno nuevo en la consola.');
    const english = await open(link.url.replace('lang=es', 'lang=en'));
    expect(english.body).toContain('This onboarding link has expired. Ask for a new one in the console.');
    expect((await open(link.url, 'POST')).statusCode).toBe(410);
    const [row] = await db().select({ account: facilities.provider_account_id }).from(facilities).where(eq(facilities.id, demo.ids.brooklynId));
    expect(row!.account).toBeNull();
    expect(await status(demo.ids.brooklynId)).toEqual({ connected: false, account_id: null, link: null });
    // An unknown token reads as expired too.
    expect((await open('/api/v1/card_provider/onboarding/not-a-real-token/')).statusCode).toBe(410);
  });

  it("refuses another organization's facility and a user without view 9", async () => {
    expectError(await call(app(), 'POST', `/facility/connect/${demo.ids.lisbonId}/`, { token: demo.owner.access_token }), 404, 'E404');
    expectError(await call(app(), 'GET', `/facility/connect_status/${demo.ids.lisbonId}/`, { token: demo.owner.access_token }), 404, 'E404');
    expectError(await call(app(), 'POST', `/facility/connect/${demo.ids.madridId}/`, { token: demo.rep.access_token }), 403, 'E403');
    expectError(await call(app(), 'POST', `/facility/connect/${demo.ids.lisbonId + 1000}/`, { token: demo.admin.access_token }), 404, 'E404');
    expectError(await call(app(), 'POST', `/facility/connect/${demo.ids.madridId}/`), 401, 'T002');
  });
});
