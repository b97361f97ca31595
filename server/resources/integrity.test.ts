import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../domain/resources/resource';
import { facilities, files, paymentMethods, roles } from '../db/schema';
import { MAX_FACILITY_IMAGES } from '../routes/facilities';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';

/**
 * Issue 14, defects 3 and 4: a change of several rows is one transaction, and uniqueness is the
 * database's (unique indexes), so parallel writes cannot slip past a check. On PGlite the requests
 * run one after another (one connection); on PostgreSQL (SERVER_TEST_DB=postgres) really at once.
 */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

const db = () => demo.server.database.db;
const PARALLEL = 20;

const addCard = (payload: Record<string, unknown>, lang?: string) =>
  call(demo.server.app, 'POST', '/payment_method/', {
    token: demo.owner.access_token,
    payload: { group_id: demo.ids.demoGroupId, name_on_card: 'Olivia Martín', card_number: '4242 4242 4242 4242', cvv: '321', expiry: '09/31', ...payload },
    ...(lang ? { lang } : {}),
  });

const defaultCards = async () =>
  (
    await db()
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.group_id, demo.ids.demoGroupId), eq(paymentMethods.is_default, true)))
  ).map((r) => r.id);

/** Every answer is a success or a translated E409 on `field`; answers the successes. */
function createdOrConflict(answers: LightMyRequestResponse[], field: string, message: string): ResourceRecord[] {
  const created: ResourceRecord[] = [];
  for (const res of answers) {
    if (res.statusCode === 200) created.push(expectOk<ResourceRecord>(res).data);
    else expect(fieldsOf(expectError(res, 409, 'E409'))[field]).toBe(message);
  }
  return created;
}

describe('one transaction per change (defect 3)', () => {
  it('a new default card whose insert the database refuses leaves the old default card the default', async () => {
    const old = expectOk<ResourceRecord>(await addCard({ is_default: true })).data;
    expect(await defaultCards()).toEqual([old.id]);
    // The database refuses this one card after the hook cleared the old default (as a full disk or a broken connection would).
    await db().execute(sql.raw(`create function test_refuse_card() returns trigger language plpgsql as $$ begin raise exception 'refused by the database' using errcode = '23514'; end $$`));
    await db().execute(sql.raw(`create trigger test_refuse_card before insert on payment_methods for each row when (new.name_on_card = 'Refused Card') execute function test_refuse_card()`));
    try {
      expectError(await addCard({ is_default: true, name_on_card: 'Refused Card' }), 500, 'E500');
    } finally {
      await db().execute(sql.raw('drop trigger test_refuse_card on payment_methods'));
      await db().execute(sql.raw('drop function test_refuse_card()'));
    }
    expect(await defaultCards()).toEqual([old.id]);
  });
  it(`${PARALLEL} parallel image uploads to a gallery with room for one add one image and keep one file`, async () => {
    const room = Array.from({ length: MAX_FACILITY_IMAGES - 1 }, (_, i) => `/api/v1/file/seeded-${i}`);
    await db().update(facilities).set({ images: room }).where(eq(facilities.id, demo.ids.brooklynId));
    const filesBefore = (await db().select({ id: files.id }).from(files)).length;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
    const boundary = 'integrity-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="court.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call(demo.server.app, 'PUT', `/facility/upload_image/${demo.ids.brooklynId}/`, {
          token: demo.owner.access_token,
          payload: body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers) if (res.statusCode !== 200) expect(fieldsOf(expectError(res, 400, 'E400')).images).toBeDefined();
    const [brooklyn] = await db().select({ images: facilities.images }).from(facilities).where(eq(facilities.id, demo.ids.brooklynId));
    expect(brooklyn!.images).toHaveLength(MAX_FACILITY_IMAGES);
    // The refused uploads left no file behind.
    expect((await db().select({ id: files.id }).from(files)).length).toBe(filesBefore + 1);
  });
});

describe('uniqueness held by the database under concurrency (defect 4)', () => {
  it(`${PARALLEL} parallel creates of one facility name (any case) make exactly one facility; the rest answer E409 on the name, translated`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(demo.server.app, 'POST', '/facility/', {
          token: demo.owner.access_token,
          payload: { group_id: demo.ids.demoGroupId, name: i % 2 ? 'Race Arena' : 'RACE ARENA', timezone: 'Europe/Madrid' },
          lang: i % 3 ? 'en' : 'es',
        }),
      ),
    );
    const created = answers.filter((res) => res.statusCode === 200);
    expect(created).toHaveLength(1);
    for (const [i, res] of answers.entries()) {
      if (res.statusCode === 200) continue;
      expect(fieldsOf(expectError(res, 409, 'E409')).name).toBe(i % 3 ? 'A record with this name already exists' : 'Ya existe un registro con este nombre');
    }
    const rows = await db()
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.group_id, demo.ids.demoGroupId), sql`lower(${facilities.name}) = 'race arena'`));
    expect(rows).toHaveLength(1);
    // Another organization may use the name.
    expectOk(await call(demo.server.app, 'POST', '/facility/', { token: demo.admin.access_token, payload: { group_id: demo.ids.otherGroupId, name: 'Race Arena', timezone: 'Europe/Lisbon' } }));
  });

  it('renaming a facility to the name of another of its organization answers E409 on the name', async () => {
    const [madrid] = await db().select({ name: facilities.name }).from(facilities).where(eq(facilities.id, demo.ids.madridId));
    const body = expectError(
      await call(demo.server.app, 'PUT', `/facility/${demo.ids.brooklynId}/`, { token: demo.owner.access_token, payload: { name: madrid!.name.toUpperCase(), timezone: 'America/New_York' }, lang: 'es' }),
      409,
      'E409',
    );
    expect(fieldsOf(body).name).toBe('Ya existe un registro con este nombre');
  });

  it(`${PARALLEL} parallel creates of one role name make exactly one role; the rest answer E409 on the name`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call(demo.server.app, 'POST', '/console_role/', { token: demo.owner.access_token, payload: { group_id: demo.ids.demoGroupId, name: 'Night desk', code: 'R', permissions_ids: [9] } }),
      ),
    );
    expect(createdOrConflict(answers, 'name', 'A record with this name already exists')).toHaveLength(1);
    const rows = await db()
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.group_id, demo.ids.demoGroupId), sql`lower(${roles.name}) = 'night desk'`));
    expect(rows).toHaveLength(1);
  });

  it('platform role names are unique among the platform roles too', async () => {
    // The code makes it a platform role (no organization), whatever group the body names.
    const platform = { group_id: demo.ids.demoGroupId, name: 'Auditor', code: 'admin', permissions_ids: [9] };
    expectOk(await call(demo.server.app, 'POST', '/console_role/', { token: demo.admin.access_token, payload: platform }));
    const body = expectError(await call(demo.server.app, 'POST', '/console_role/', { token: demo.admin.access_token, payload: { ...platform, name: 'AUDITOR' } }), 409, 'E409');
    expect(fieldsOf(body).name).toBe('A record with this name already exists');
  });

  it(`${PARALLEL} parallel new default cards leave exactly one default card; none is lost to a half-done change`, async () => {
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => addCard({ is_default: true, name_on_card: `Card ${i}` })));
    const created = createdOrConflict(answers, 'is_default', 'Another card is already the default card of this organization');
    expect(created.length).toBeGreaterThanOrEqual(1);
    const defaults = await defaultCards();
    expect(defaults).toHaveLength(1);
    expect(created.map((c) => c.id)).toContain(defaults[0]);
  });
});

describe('migration 0020 (unique names)', () => {
  it('repairs existing duplicates before it adds the unique indexes: later names take their id, the latest default card stays the default', async () => {
    await db().execute(sql`drop index facilities_name_key`);
    await db().execute(sql`drop index roles_name_key`);
    await db().execute(sql`drop index payment_methods_default_key`);
    const [first, second] = await db()
      .insert(facilities)
      .values([
        { group_id: demo.ids.otherGroupId, name: 'Twin Courts', timezone: 'Europe/Lisbon' },
        { group_id: demo.ids.otherGroupId, name: 'twin courts', timezone: 'Europe/Lisbon' },
      ])
      .returning({ id: facilities.id });
    const [roleA, roleB] = await db()
      .insert(roles)
      .values([
        { code: 'admin', name: 'Twin role', group_id: null },
        { code: 'admin', name: 'TWIN ROLE', group_id: null },
      ])
      .returning({ id: roles.id });
    const card = { group_id: demo.ids.otherGroupId, brand: 'visa', last4: '4242', name_on_card: 'Twin', expiry: '09/31', is_default: true };
    const cards = await db().insert(paymentMethods).values([card, card]).returning({ id: paymentMethods.id });

    const migration = readFileSync(new URL('../db/migrations/0020_unique_names.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').map((s) => s.trim())) {
      if (!statement.startsWith('CREATE TABLE')) await db().execute(sql.raw(statement));
    }

    const names = await db().select({ id: facilities.id, name: facilities.name }).from(facilities).where(eq(facilities.group_id, demo.ids.otherGroupId));
    expect(names.find((f) => f.id === first!.id)?.name).toBe('Twin Courts');
    expect(names.find((f) => f.id === second!.id)?.name).toBe(`twin courts (${second!.id})`);
    const roleNames = await db().select({ id: roles.id, name: roles.name }).from(roles);
    expect(roleNames.find((r) => r.id === roleA!.id)?.name).toBe('Twin role');
    expect(roleNames.find((r) => r.id === roleB!.id)?.name).toBe(`TWIN ROLE (${roleB!.id})`);
    const defaults = await db()
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.group_id, demo.ids.otherGroupId), eq(paymentMethods.is_default, true)));
    expect(defaults.map((d) => d.id)).toEqual([cards[1]!.id]);
  });
});
