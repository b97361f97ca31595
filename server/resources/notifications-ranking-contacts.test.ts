import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/api/paths';
import type { ConsoleNotification } from '../../domain/notifications/console-notification';
import type { ResourceRecord } from '../../domain/resources/resource';
import { appUsers, consoleNotifications } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';
import type { Session } from '../test-support/test-server';

/**
 * Server rules of issue 5's platform resources beyond the generated contract: console notifications
 * managed at `/console_notification/admin/` while the staff feed `/console_notification/` answers as
 * before, last_update on every write, groups_ids targeting; ranking groups' min < max; contacts'
 * is_app_user flag.
 */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

const ADMIN_PATH = '/console_notification/admin/';
const feed = async (session: Session) => expectOk<ConsoleNotification[]>(await call(demo.server.app, 'GET', API_PATHS.consoleNotifications, { token: session.access_token })).data;
const create = (session: Session, body: Record<string, unknown>, lang?: string) => call(demo.server.app, 'POST', ADMIN_PATH, { token: session.access_token, payload: body, ...(lang ? { lang } : {}) });

describe('console notifications: management beside the feed', () => {
  it('the feed still answers without parameters, exactly its fields, while the management list pages every row', async () => {
    const rows = await feed(demo.owner);
    expect(rows.map((n) => n.notification_title).sort()).toEqual(['Camera maintenance on Sunday', 'Welcome to the new Sideline console']);
    for (const n of rows) expect(Number.isInteger(n.last_update)).toBe(true);
    const managed = expectOk<ResourceRecord[]>(await call(demo.server.app, 'GET', `${ADMIN_PATH}?count=10`, { token: demo.admin.access_token }));
    expect(managed.total).toBe(3);
    // The owner reads the feed, but may not manage notifications (view 18 is the platform's).
    expectError(await call(demo.server.app, 'GET', ADMIN_PATH, { token: demo.owner.access_token }), 403, 'E403');
    expectError(await create(demo.owner, { notification_title: 'Not mine' }), 403, 'E403');
  });

  it('a notification for one organization reaches only it; one for everyone reaches all', async () => {
    const theirs = expectOk<ResourceRecord>(await create(demo.admin, { notification_title: 'Only Other Club', groups_ids: [demo.ids.otherGroupId] })).data;
    const ours = expectOk<ResourceRecord>(await create(demo.admin, { notification_title: 'Only Demo', groups_ids: [demo.ids.demoGroupId, demo.ids.demoGroupId] })).data;
    expect(ours.groups_ids).toEqual([demo.ids.demoGroupId]);
    const everyone = expectOk<ResourceRecord>(await create(demo.admin, { notification_title: 'For everyone', html_code: '<b>hi</b>' })).data;
    const seen = (await feed(demo.owner)).map((n) => n.id);
    expect(seen).toContain(ours.id);
    expect(seen).toContain(everyone.id);
    expect(seen).not.toContain(theirs.id);
    // Inactive ones leave the feed.
    expectOk(await call(demo.server.app, 'PUT', `${ADMIN_PATH}${ours.id}/`, { token: demo.admin.access_token, payload: { notification_title: 'Only Demo', groups_ids: [demo.ids.demoGroupId], status: 'I' } }));
    expect((await feed(demo.owner)).map((n) => n.id)).not.toContain(ours.id);
  });

  it('refuses an organization that does not exist, on its field, and writes nothing', async () => {
    const before = (await feed(demo.admin)).length;
    const res = expectError(await create(demo.admin, { notification_title: 'Ghost', groups_ids: [999_999] }, 'es'), 400, 'E400');
    expect(fieldsOf(res).groups_ids).toBe('Formato no válido');
    expect((await feed(demo.admin)).length).toBe(before);
  });

  it('sets last_update on create and on every edit: a dismissed notification shows again', async () => {
    const db = demo.server.database.db;
    const created = expectOk<ResourceRecord>(await create(demo.admin, { notification_title: 'Edited later', groups_ids: [] })).data;
    expect(Date.parse(String(created.last_update))).toBeGreaterThan(Date.now() - 60_000);
    // As if written an hour ago: the feed's Unix seconds must move on the edit.
    await db
      .update(consoleNotifications)
      .set({ last_update: sql`now() - interval '1 hour'` })
      .where(eq(consoleNotifications.id, created.id));
    const before = (await feed(demo.owner)).find((n) => n.id === created.id)!;
    const edited = expectOk<ResourceRecord>(
      await call(demo.server.app, 'PUT', `${ADMIN_PATH}${created.id}/`, {
        token: demo.admin.access_token,
        payload: { notification_title: 'Edited later', notification_text: 'New text', last_update: '2000-01-01T00:00:00Z' },
      }),
    ).data;
    const after = (await feed(demo.owner)).find((n) => n.id === created.id)!;
    expect(after.notification_text).toBe('New text');
    expect(after.last_update).toBeGreaterThanOrEqual(before.last_update + 3500);
    // The body cannot set it: the server does.
    expect(Date.parse(String(edited.last_update))).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('ranking groups', () => {
  const path = '/ranking_group/';
  const sportId = async () => expectOk<ResourceRecord[]>(await call(demo.server.app, 'GET', '/sport/active/', { token: demo.admin.access_token })).data[0]!.id;

  it('refuses a minimum rating that is not below the maximum, on max_rating, in the request language', async () => {
    const sport_id = await sportId();
    const equal = expectError(await call(demo.server.app, 'POST', path, { token: demo.admin.access_token, payload: { sport_id, name: 'Flat band', min_rating: 1500, max_rating: 1500 } }), 400, 'E400');
    expect(fieldsOf(equal).max_rating).toBe('The minimum must be less than the maximum');
    const inverted = expectError(
      await call(demo.server.app, 'POST', path, { token: demo.admin.access_token, lang: 'es', payload: { sport_id, name: 'Inverted', min_rating: 2000, max_rating: 1000 } }),
      400,
      'E400',
    );
    expect(fieldsOf(inverted).max_rating).toBe('El mínimo debe ser menor que el máximo');
    const list = expectOk<ResourceRecord[]>(await call(demo.server.app, 'GET', `${path}?filter=${encodeURIComponent('{"name":"band"}')}`, { token: demo.admin.access_token }));
    expect(list.total).toBe(0);

    const ok = expectOk<ResourceRecord>(await call(demo.server.app, 'POST', path, { token: demo.admin.access_token, payload: { sport_id, name: 'Good band', min_rating: 1000, max_rating: 1001 } })).data;
    expect(ok).toMatchObject({ name: 'Good band', min_rating: 1000, max_rating: 1001, sport_id });
    expect(typeof ok.sport_id_name).toBe('string');
    expectError(await call(demo.server.app, 'PUT', `${path}${ok.id}/`, { token: demo.admin.access_token, payload: { sport_id, name: 'Good band', min_rating: 1001, max_rating: 1001 } }), 400, 'E400');
  });

  it('is read by role A (view 40) and not by a facility owner', async () => {
    expect(expectOk<ResourceRecord[]>(await call(demo.server.app, 'GET', path, { token: demo.admin.access_token })).total).toBeGreaterThanOrEqual(4);
    expectError(await call(demo.server.app, 'GET', path, { token: demo.owner.access_token }), 403, 'E403');
  });
});

describe('contacts: the app-user flag', () => {
  const contactsOf = async (filter: Record<string, string>) =>
    expectOk<ResourceRecord[]>(
      await call(demo.server.app, 'GET', `/contact/?facility_id=${demo.ids.madridId}&count=100&filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: demo.owner.access_token }),
    ).data;
  const flag = async (name: string) => (await contactsOf({ name })).find((c) => c.name === name)?.is_app_user;

  it('flags seeded contacts by phone or by e-mail (any case), and not the others', async () => {
    expect(await flag('Lucía Fernández')).toBe(true); // phone
    expect(await flag('Javier Ruiz')).toBe(true); // e-mail in another case
    expect(await flag('Elena Torres')).toBe(true); // both
    expect(await flag('Marta Sánchez')).toBe(false);
    expect(await flag('Carlos Navarro')).toBe(false); // no e-mail: an empty one matches nobody
  });

  it('answers the flag on read, create and update, and follows app users as they change', async () => {
    const app = demo.server.app;
    const token = demo.owner.access_token;
    const created = expectOk<ResourceRecord>(await call(app, 'POST', '/contact/', { token, payload: { facility_id: demo.ids.madridId, name: 'Nico Vidal', phone: '', email: 'NICO@example.com' } })).data;
    expect(created.is_app_user).toBe(true);
    const updated = expectOk<ResourceRecord>(await call(app, 'PUT', `/contact/${created.id}/`, { token, payload: { name: 'Nico Vidal', phone: '', email: 'other@example.com' } })).data;
    expect(updated.is_app_user).toBe(false);
    // An empty phone never matches an app user without a phone.
    await demo.server.database.db.insert(appUsers).values({ username: 'nophone', phone: '', email: '' });
    expect(expectOk<ResourceRecord>(await call(app, 'GET', `/contact/${created.id}/`, { token })).data.is_app_user).toBe(false);
    await demo.server.database.db.update(appUsers).set({ email: 'Other@Example.com' }).where(eq(appUsers.username, 'nophone'));
    expect(expectOk<ResourceRecord>(await call(app, 'GET', `/contact/${created.id}/`, { token })).data.is_app_user).toBe(true);
    // The flag is the server's: a body cannot set it.
    const res = await call(app, 'PUT', `/contact/${created.id}/`, { token, payload: { name: 'Nico Vidal', phone: '+34 600 123 456', email: '', is_app_user: true } });
    expect(expectOk<ResourceRecord>(res).data.is_app_user).toBe(false);
  });
});
