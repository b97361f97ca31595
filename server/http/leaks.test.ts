import { eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources/registry';
import type { ResourceRecord } from '../../domain/resources/resource';
import { consoleUsers, facilities, fields, recurringSeries, roles, videos } from '../db/schema';
import { call, expectError, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';

/**
 * Issue 14, defect 10: the API tells nothing it should not. Another organization's record answers
 * exactly as a record that does not exist, and an anonymous call is refused before its body is
 * looked at.
 */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

const app = () => demo.server.app;
const db = () => demo.server.database.db;
/** An id no table reaches in a test. */
const MISSING = 98_765_432;

/** What a client sees of an answer: status and body. */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() as unknown });

describe("another organization's records answer exactly as missing ones", () => {
  /** The owner of Demo Sports Club asks for `path(theirs)` and `path(MISSING)`: the same E404, in Spanish too. */
  async function sameAsMissing(method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: (id: number) => string, theirs: number, payload?: Record<string, unknown>) {
    for (const lang of ['en', 'es']) {
      const options = { token: demo.owner.access_token, lang, ...(payload ? { payload } : {}) };
      const missing = await call(app(), method, path(MISSING), options);
      const other = await call(app(), method, path(theirs), options);
      expectError(missing, 404, 'E404');
      expect(seen(other), `${method} ${path(theirs)}`).toEqual(seen(missing));
    }
  }

  it('every declared resource, read and deleted by id (the rows stay)', async () => {
    let walked = 0;
    for (const def of RESOURCES) {
      if (def.scope === 'platform') continue;
      const key = def.scope === 'group' ? 'group_id' : def.scope === 'facility' ? 'facility_id' : null;
      const tenant = def.scope === 'facility' ? demo.ids.lisbonId : demo.ids.otherGroupId;
      const rows = key
        ? expectOk<ResourceRecord[]>(await call(app(), 'GET', `${def.path}all/?${key}=${tenant}`, { token: demo.admin.access_token })).data
        : ([{ id: demo.ids.otherGroupId }] as ResourceRecord[]);
      const theirs = rows.find((r) => !key || r[key] === tenant);
      if (!theirs) continue;
      const id = theirs.id as number;
      // Only where the owner may act on the resource at all (else both are the permission's E403).
      if ((await call(app(), 'GET', `${def.path}${MISSING}/`, { token: demo.owner.access_token })).statusCode === 403) continue;
      await sameAsMissing('GET', (i) => `${def.path}${i}/`, id);
      await sameAsMissing('DELETE', (i) => `${def.path}${i}/`, id);
      expectOk(await call(app(), 'GET', `${def.path}${id}/`, { token: demo.admin.access_token }));
      walked++;
    }
    expect(walked).toBeGreaterThanOrEqual(10);
  });

  it('a platform role, and a console user of another organization (also to disable or sign out)', async () => {
    const [platformRole] = await db().select({ id: roles.id }).from(roles).where(isNull(roles.group_id));
    await sameAsMissing('GET', (i) => `/console_role/${i}/`, platformRole!.id);
    const [theirRole] = await db().insert(roles).values({ code: 'F', name: 'Lisbon owner', group_id: demo.ids.otherGroupId }).returning({ id: roles.id });
    const [theirUser] = await db()
      .insert(consoleUsers)
      .values({ username: 'lisbon.owner', password_hash: 'x', first_name: 'Inês', email: 'ines@example.test', role_id: theirRole!.id, group_id: demo.ids.otherGroupId })
      .returning({ id: consoleUsers.id });
    await sameAsMissing('GET', (i) => `/user_console/${i}/`, theirUser!.id);
    await sameAsMissing('PUT', (i) => `/user_console/${i}/status/`, theirUser!.id, { status: 'I' });
    await sameAsMissing('POST', (i) => `/user_console/${i}/end_sessions/`, theirUser!.id);
  });

  it("their organization's facilities, a facility's card-provider status, bookings, series, blocked times and videos", async () => {
    await sameAsMissing('GET', (i) => `/facility/group/${i}/`, demo.ids.otherGroupId);
    await sameAsMissing('GET', (i) => `/facility/connect_status/${i}/`, demo.ids.lisbonId);
    await sameAsMissing('GET', (i) => `/reservation/facility/${i}/?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`, demo.ids.lisbonId);
    const [lisbonField] = await db().select({ id: fields.id }).from(fields).where(eq(fields.facility_id, demo.ids.lisbonId));
    const booking = expectOk<{ id: number }>(
      await call(app(), 'POST', '/reservation/', {
        token: demo.admin.access_token,
        payload: { facility_id: demo.ids.lisbonId, field_id: lisbonField!.id, type: 'one_day', minutes: 90, date: '2028-05-04', time: '10:00' },
      }),
    ).data;
    await sameAsMissing('GET', (i) => `/reservation/detail/${i}/`, booking.id);
    await sameAsMissing('DELETE', (i) => `/reservation/${i}/`, booking.id);
    const [series] = await db()
      .select({ id: recurringSeries.id })
      .from(recurringSeries)
      .innerJoin(facilities, eq(facilities.id, recurringSeries.facility_id))
      .where(eq(facilities.group_id, demo.ids.otherGroupId));
    if (series) await sameAsMissing('GET', (i) => `/recurring_reservation/reservation/${i}/`, series.id);
    const [video] = await db().select({ id: videos.id }).from(videos).where(eq(videos.facility_id, demo.ids.lisbonId));
    if (video) await sameAsMissing('GET', (i) => `/video/${i}/`, video.id);
  });
});

describe('anonymous calls are refused before their body is read', () => {
  it('a protected write with a bad body, bad JSON or no body answers T002, never the schema (E400)', async () => {
    for (const payload of [{}, { group_id: 'x', name: 42 }]) {
      expectError(await call(app(), 'POST', '/facility/', { payload }), 401, 'T002');
      expectError(await call(app(), 'PUT', `/facility/${demo.ids.madridId}/`, { payload }), 401, 'T002');
      expectError(await call(app(), 'PUT', '/console/reservation/mark_as_paid/', { payload }), 401, 'T002');
    }
    const badJson = await app().inject({ method: 'POST', url: '/api/v1/facility/', headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
    expectError(badJson, 401, 'T002');
    // A bad id in the path or query is not checked first either.
    expectError(await call(app(), 'GET', '/reservation/detail/not-a-number/'), 401, 'T002');
  });

  it('a multipart upload is refused before it is read', async () => {
    const boundary = 'x-boundary';
    const res = await app().inject({
      method: 'PUT',
      url: `/api/v1/facility/upload_image/${demo.ids.madridId}/`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
    });
    expectError(res, 401, 'T002');
  });

  it('a signed-in user without the right answers E403 before the body is validated', async () => {
    expectError(await call(app(), 'POST', '/facility/', { token: demo.client.access_token, payload: { name: 42 } }), 403, 'E403');
  });

  it('public routes still validate their body, and unknown paths still answer E404', async () => {
    expectError(await call(app(), 'POST', '/user_console/register/', { payload: {} }), 400, 'E400');
    expectError(await call(app(), 'POST', '/no/such/path/', { payload: {} }), 404, 'E404');
  });
});
