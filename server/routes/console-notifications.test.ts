import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/api/paths';
import type { ConsoleNotification } from '../../domain/notifications/console-notification';
import { consoleNotifications } from '../db/schema';
import { call, expectError, expectOk, startDemoSessions, type DemoIds } from '../test-support/http';
import type { Session, TestServer } from '../test-support/test-server';

const FIELDS = [
  'border',
  'colored_text',
  'dismissible',
  'groups_ids',
  'html_code',
  'icon',
  'id',
  'last_update',
  'notification_color',
  'notification_text',
  'notification_title',
  'notification_type',
  'outlined',
].sort();

const GLOBAL = 'Welcome to the new Sideline console';
const DEMO = 'Camera maintenance on Sunday';
const OTHER = 'Other Club: new price plan';

let server: TestServer;
let ids: DemoIds;
let admin: Session;
let owner: Session;
let rep: Session;
let client: Session;

beforeAll(async () => {
  ({ server, ids, admin, owner, rep, client } = await startDemoSessions());
});
afterAll(async () => {
  await server?.close();
});

const list = async (session: Session, path: string = API_PATHS.consoleNotifications) => {
  const body = expectOk<ConsoleNotification[]>(await call(server.app, 'GET', path, { token: session.access_token }));
  expect(body.total).toBe(body.data.length);
  return body;
};
const titles = (data: ConsoleNotification[]) => data.map((n) => n.notification_title).sort();

describe('GET /api/v1/console_notification/ (the seeded demo rows)', () => {
  it("gives the owner the notification for everyone and Demo Sports Club's, not Other Club's", async () => {
    const body = await list(owner);
    expect(body.total).toBe(2);
    expect(titles(body.data)).toEqual([DEMO, GLOBAL].sort());
    const demo = body.data.find((n) => n.notification_title === DEMO)!;
    expect(demo.groups_ids).toEqual([ids.demoGroupId]);
    expect(body.data.find((n) => n.notification_title === GLOBAL)!.groups_ids).toEqual([]);
  });

  it('gives role A all three', async () => {
    const body = await list(admin);
    expect(body.total).toBe(3);
    expect(titles(body.data)).toEqual([DEMO, GLOBAL, OTHER].sort());
    expect(body.data.find((n) => n.notification_title === OTHER)!.groups_ids).toEqual([ids.otherGroupId]);
  });

  it('gives every other signed-in role of Demo Sports Club the same two (no view needed)', async () => {
    for (const session of [rep, client]) expect(titles((await list(session)).data)).toEqual([DEMO, GLOBAL].sort());
  });

  it('answers with or without the trailing slash', async () => {
    expect((await list(owner, '/console_notification')).total).toBe(2);
  });

  it('sends exactly the fields of SPEC §3, last_update as whole Unix seconds', async () => {
    const body = await list(admin);
    const rows = await server.database.db.select({ id: consoleNotifications.id, last_update: consoleNotifications.last_update }).from(consoleNotifications);
    for (const n of body.data) {
      expect(Object.keys(n).sort()).toEqual(FIELDS);
      expect(Number.isInteger(n.last_update)).toBe(true);
      const row = rows.find((r) => r.id === n.id)!;
      expect(n.last_update).toBe(Math.floor(row.last_update.getTime() / 1000));
      // Seconds, not milliseconds: a date of this century.
      expect(n.last_update).toBeGreaterThan(1_600_000_000);
      expect(n.last_update).toBeLessThan(4_000_000_000);
    }
    const welcome = body.data.find((n) => n.notification_title === GLOBAL)!;
    expect(welcome).toMatchObject({
      notification_type: 'info',
      notification_text: 'Bookings, recordings and payments now live in one place.',
      html_code: '<p>Read <strong>what is new</strong> in this release.</p>',
      notification_color: 'primary',
      border: false,
      outlined: false,
      colored_text: false,
      icon: '',
      dismissible: true,
    });
  });

  it('needs a session: T002 without or with a bad token', async () => {
    expectError(await call(server.app, 'GET', API_PATHS.consoleNotifications), 401, 'T002');
    expectError(await call(server.app, 'GET', API_PATHS.consoleNotifications, { token: 'not-a-token' }), 401, 'T002');
  });
});

describe('GET /api/v1/console_notification/ (rows added and changed)', () => {
  it('lists a notification naming several organizations to each of them, and hides inactive ones', async () => {
    const db = server.database.db;
    await db.insert(consoleNotifications).values([
      { notification_title: 'Both clubs', groups_ids: [ids.otherGroupId, ids.demoGroupId] },
      { notification_title: 'Switched off', groups_ids: [], status: 'I' },
      { notification_title: 'Nobody we know', groups_ids: [ids.otherGroupId + ids.demoGroupId + 1000] },
    ]);
    expect(titles((await list(owner)).data)).toEqual(['Both clubs', DEMO, GLOBAL].sort());
    expect(titles((await list(admin)).data)).toEqual(['Both clubs', DEMO, 'Nobody we know', OTHER, GLOBAL].sort());
  });

  it('sends html_code as stored: the console sanitizes it before showing it', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><b>bold</b>';
    await server.database.db.insert(consoleNotifications).values({ notification_title: 'Payload', html_code: payload, groups_ids: [ids.demoGroupId] });
    const found = (await list(owner)).data.find((n) => n.notification_title === 'Payload');
    expect(found?.html_code).toBe(payload);
  });

  it('an edit moves last_update forward (so a dismissed notification shows again)', async () => {
    const db = server.database.db;
    const before = (await list(owner)).data.find((n) => n.notification_title === DEMO)!;
    await db
      .update(consoleNotifications)
      .set({ notification_text: 'Recordings pause from 06:00 to 08:00.', last_update: sql`now() + interval '1 hour'` })
      .where(eq(consoleNotifications.id, before.id));
    const after = (await list(owner)).data.find((n) => n.id === before.id)!;
    expect(after.notification_text).toBe('Recordings pause from 06:00 to 08:00.');
    expect(after.last_update).toBeGreaterThan(before.last_update);
    expect(Number.isInteger(after.last_update)).toBe(true);
  });
});
