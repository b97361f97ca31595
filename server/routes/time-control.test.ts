import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimerState } from '../../domain/time/time-control';
import { timeRecords } from '../db/schema';
import { call, demoIds, expectError, expectOk, fieldsOf, type DemoIds } from '../test-support/http';
import { login, startTestServer, type Session, type TestServer } from '../test-support/test-server';

/**
 * The top bar's timer (SPEC §4 Timer, §7 Time control). The server's clock is frozen (only `Date`
 * is faked) so seconds are exact: 10:00 UTC is 12:00 in Madrid.
 */
const NOON_MADRID = new Date('2030-06-15T10:00:00Z');
const later = (secs: number) => vi.setSystemTime(new Date(Date.now() + secs * 1000));

let server: TestServer;
let ids: DemoIds;
let admin: Session;
let owner: Session;
let rep: Session;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON_MADRID);
  // Tokens outlive the clock jumps of these tests.
  server = await startTestServer({ accessTokenTtl: 2 * 86_400 });
  ids = await demoIds(server.database.db);
  [admin, owner, rep] = await Promise.all([login(server.app, 'admin'), login(server.app, 'owner'), login(server.app, 'rep')]);
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});
beforeEach(async () => {
  vi.setSystemTime(NOON_MADRID);
  await server.database.db.delete(timeRecords);
});

const stateOf = (session: Session, groupId: number, facilityId: number, lang?: string) =>
  call(server.app, 'GET', `/console/time_control/?group_id=${groupId}&facility_id=${facilityId}`, { token: session.access_token, ...(lang ? { lang } : {}) });
const toggle = (session: Session, payload: Record<string, unknown>, lang?: string) => call(server.app, 'POST', '/console/time_control/', { token: session.access_token, payload, ...(lang ? { lang } : {}) });
const madrid = () => ({ group_id: ids.demoGroupId, facility_id: ids.madridId });

const runningRows = (userId: number, facilityId: number) =>
  server.database.db
    .select()
    .from(timeRecords)
    .where(and(eq(timeRecords.user_id, userId), eq(timeRecords.facility_id, facilityId), isNull(timeRecords.ended_at)));

async function insertSpan(userId: number, facilityId: number, startedAt: string, endedAt: string | null) {
  await server.database.db.insert(timeRecords).values({
    user_id: userId,
    group_id: ids.demoGroupId,
    facility_id: facilityId,
    started_at: new Date(startedAt),
    ended_at: endedAt === null ? null : new Date(endedAt),
  });
}

describe('GET /console/time_control/ and /user/state/: the Timer response', () => {
  it("answers time control 'Y', no seconds and 'start' before the first session of the day", async () => {
    const body = expectOk<TimerState>(await stateOf(owner, ids.demoGroupId, ids.madridId));
    expect(body.data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 0, action: 'start' });
    expect(Object.keys(body.data).sort()).toEqual(['action', 'secs_qty_sum', 'user_console_time_control']);
  });

  it('answers the same on /user/state/ (with or without the organization, with or without the trailing slash)', async () => {
    await insertSpan(owner.id, ids.madridId, '2030-06-15T08:00:00Z', null);
    const expected: TimerState = { user_console_time_control: 'Y', secs_qty_sum: 7200, action: 'end' };
    for (const url of [
      `/user/state/?facility_id=${ids.madridId}`,
      `/user/state?facility_id=${ids.madridId}&group_id=${ids.demoGroupId}`,
      `/console/time_control?group_id=${ids.demoGroupId}&facility_id=${ids.madridId}`,
    ]) {
      expect(expectOk<TimerState>(await call(server.app, 'GET', url, { token: owner.access_token })).data, url).toEqual(expected);
    }
  });

  it("answers 'N' for a facility without time control", async () => {
    const body = expectOk<TimerState>(await stateOf(owner, ids.demoGroupId, ids.brooklynId));
    expect(body.data).toEqual({ user_console_time_control: 'N', secs_qty_sum: 0, action: 'start' });
  });

  it('is per user: another user sees their own sessions only', async () => {
    await insertSpan(owner.id, ids.madridId, '2030-06-15T08:00:00Z', null);
    expect(expectOk<TimerState>(await stateOf(rep, ids.demoGroupId, ids.madridId)).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 0, action: 'start' });
  });

  it('needs a session and valid ids', async () => {
    expectError(await call(server.app, 'GET', `/console/time_control/?group_id=${ids.demoGroupId}&facility_id=${ids.madridId}`), 401, 'T002');
    expectError(await call(server.app, 'POST', '/console/time_control/', { payload: madrid() }), 401, 'T002');
    const missing = expectError(await call(server.app, 'GET', `/console/time_control/?facility_id=${ids.madridId}`, { token: owner.access_token }), 400, 'E400');
    expect(Object.keys(fieldsOf(missing))).toContain('group_id');
    expectError(await call(server.app, 'GET', '/user/state/?facility_id=abc', { token: owner.access_token }), 400, 'E400');
    expectError(await toggle(owner, { group_id: ids.demoGroupId }), 400, 'E400');
    expectError(await toggle(owner, { ...madrid(), action: 'pause' }), 400, 'E400');
  });
});

describe('POST /console/time_control/: start, stop, accumulate', () => {
  it('starts a session, counts it while it runs, stops it, and keeps the seconds', async () => {
    const started = expectOk<TimerState>(await toggle(owner, madrid()));
    expect(started.data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 0, action: 'end' });
    expect(await runningRows(owner.id, ids.madridId)).toHaveLength(1);

    later(90);
    expect(expectOk<TimerState>(await stateOf(owner, ids.demoGroupId, ids.madridId)).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 90, action: 'end' });

    later(10);
    const stopped = expectOk<TimerState>(await toggle(owner, madrid()));
    expect(stopped.data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 100, action: 'start' });
    expect(await runningRows(owner.id, ids.madridId)).toHaveLength(0);
    const rows = await server.database.db.select().from(timeRecords).where(eq(timeRecords.user_id, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ group_id: ids.demoGroupId, facility_id: ids.madridId, started_at: NOON_MADRID, ended_at: new Date(NOON_MADRID.getTime() + 100_000) });

    later(3600);
    expect(expectOk<TimerState>(await stateOf(owner, ids.demoGroupId, ids.madridId)).data.secs_qty_sum).toBe(100);
  });

  it("adds today's earlier sessions to the running one, in the facility's day (Madrid), not yesterday's", async () => {
    await insertSpan(owner.id, ids.madridId, '2030-06-14T12:00:00Z', '2030-06-14T15:00:00Z'); // yesterday: not counted
    await insertSpan(owner.id, ids.madridId, '2030-06-14T21:30:00Z', '2030-06-14T22:30:00Z'); // 23:30–00:30 Madrid: 30 min today
    await insertSpan(owner.id, ids.madridId, '2030-06-15T06:00:00Z', '2030-06-15T07:15:00Z'); // 08:00–09:15 Madrid: 75 min
    await insertSpan(owner.id, ids.brooklynId, '2030-06-15T06:00:00Z', '2030-06-15T07:00:00Z'); // another facility
    expect(expectOk<TimerState>(await stateOf(owner, ids.demoGroupId, ids.madridId)).data.secs_qty_sum).toBe(105 * 60);

    expect(expectOk<TimerState>(await toggle(owner, madrid())).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 105 * 60, action: 'end' });
    later(45);
    expect(expectOk<TimerState>(await toggle(owner, madrid())).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 105 * 60 + 45, action: 'start' });
    later(60);
    expect(expectOk<TimerState>(await toggle(owner, madrid())).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 105 * 60 + 45, action: 'end' });
    later(15);
    expect(expectOk<TimerState>(await stateOf(owner, ids.demoGroupId, ids.madridId)).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 105 * 60 + 60, action: 'end' });
  });

  it("starts a new day at the facility's midnight: a session running across it counts from 00:00 Madrid", async () => {
    vi.setSystemTime(new Date('2030-06-15T22:30:00Z')); // 00:30 on June 16 in Madrid
    await insertSpan(owner.id, ids.madridId, '2030-06-15T21:00:00Z', null); // since 23:00 Madrid
    expect(expectOk<TimerState>(await stateOf(owner, ids.demoGroupId, ids.madridId)).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 30 * 60, action: 'end' });
  });

  it("with `action`, repeats nothing: 'start' while running and 'end' while stopped change no row", async () => {
    expect(expectOk<TimerState>(await toggle(owner, { ...madrid(), action: 'start' })).data.action).toBe('end');
    later(5);
    expect(expectOk<TimerState>(await toggle(owner, { ...madrid(), action: 'start' })).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 5, action: 'end' });
    expect(await runningRows(owner.id, ids.madridId)).toHaveLength(1);
    expect(expectOk<TimerState>(await toggle(owner, { ...madrid(), action: 'end' })).data.action).toBe('start');
    later(5);
    expect(expectOk<TimerState>(await toggle(owner, { ...madrid(), action: 'end' })).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 5, action: 'start' });
    expect(await server.database.db.select().from(timeRecords)).toHaveLength(1);
  });

  it('lets role A clock in at any facility with time control', async () => {
    expect(expectOk<TimerState>(await toggle(admin, madrid())).data.action).toBe('end');
    expect(await runningRows(admin.id, ids.madridId)).toHaveLength(1);
  });
});

describe('tenancy (SPEC §6)', () => {
  it("answers the owner Other Club's facility as a missing one (E404, translated), and a facility named under the wrong organization", async () => {
    const refused = expectError(await stateOf(owner, ids.otherGroupId, ids.lisbonId), 404, 'E404');
    expect(refused.message.text).toBe('Not found');
    expect(expectError(await stateOf(owner, ids.otherGroupId, ids.lisbonId, 'es'), 404, 'E404').message.text).toBe('No encontrado');
    expectError(await call(server.app, 'GET', `/user/state/?facility_id=${ids.lisbonId}`, { token: owner.access_token }), 404, 'E404');
    expectError(await toggle(owner, { group_id: ids.otherGroupId, facility_id: ids.lisbonId }), 404, 'E404');
    // Madrid is the owner's, but not Other Club's.
    expectError(await stateOf(owner, ids.otherGroupId, ids.madridId), 404, 'E404');
    expectError(await toggle(owner, { group_id: ids.otherGroupId, facility_id: ids.madridId }), 404, 'E404');
    expectError(await toggle(admin, { group_id: ids.otherGroupId, facility_id: ids.madridId }), 404, 'E404');
    expect(await server.database.db.select().from(timeRecords)).toHaveLength(0);
  });

  it('refuses the representative Brooklyn (they are limited to Madrid) and lets them clock in at Madrid', async () => {
    expectError(await stateOf(rep, ids.demoGroupId, ids.brooklynId), 404, 'E404');
    expectError(await call(server.app, 'GET', `/user/state/?facility_id=${ids.brooklynId}`, { token: rep.access_token }), 404, 'E404');
    expectError(await toggle(rep, { group_id: ids.demoGroupId, facility_id: ids.brooklynId }), 404, 'E404');
    expect(expectOk<TimerState>(await toggle(rep, madrid())).data.action).toBe('end');
    expect(await runningRows(rep.id, ids.madridId)).toHaveLength(1);
  });

  it('answers E404 for a facility that does not exist', async () => {
    const missing = Math.max(ids.madridId, ids.brooklynId, ids.lisbonId) + 1000;
    expect(expectError(await stateOf(admin, ids.demoGroupId, missing), 404, 'E404').message.text).toBe('Not found');
    expectError(await call(server.app, 'GET', `/user/state/?facility_id=${missing}`, { token: owner.access_token }), 404, 'E404');
    expectError(await toggle(owner, { group_id: ids.demoGroupId, facility_id: missing }), 404, 'E404');
  });
});

describe('a facility without time control (Brooklyn)', () => {
  const brooklyn = () => ({ group_id: ids.demoGroupId, facility_id: ids.brooklynId });

  it('refuses to start a session: E403 with a translated message, and no row', async () => {
    const en = expectError(await toggle(owner, brooklyn()), 403, 'E403');
    expect(en.message.text).toBe('Time control is not enabled at this facility');
    const es = expectError(await toggle(owner, { ...brooklyn(), action: 'start' }, 'es'), 403, 'E403');
    expect(es.message.text).toBe('El control horario no está activado en esta instalación');
    expect(await server.database.db.select().from(timeRecords)).toHaveLength(0);
  });

  it('still ends a session left running from before time control was switched off', async () => {
    await insertSpan(owner.id, ids.brooklynId, '2030-06-15T09:00:00Z', null);
    expect(expectOk<TimerState>(await stateOf(owner, ids.demoGroupId, ids.brooklynId)).data).toEqual({ user_console_time_control: 'N', secs_qty_sum: 3600, action: 'end' });
    expect(expectOk<TimerState>(await toggle(owner, brooklyn())).data).toEqual({ user_console_time_control: 'N', secs_qty_sum: 3600, action: 'start' });
    expect(await runningRows(owner.id, ids.brooklynId)).toHaveLength(0);
  });
});

describe('concurrency: never two running sessions', () => {
  it("two simultaneous starts (the console sends action 'start') leave exactly one running row, and both answer 'end'", async () => {
    const answers = await Promise.all([toggle(owner, { ...madrid(), action: 'start' }), toggle(owner, { ...madrid(), action: 'start' })]);
    for (const res of answers) expect(expectOk<TimerState>(res).data.action).toBe('end');
    expect(await runningRows(owner.id, ids.madridId)).toHaveLength(1);
    expect(await server.database.db.select().from(timeRecords)).toHaveLength(1);
  });

  it('two simultaneous plain toggles from stopped never leave two running rows', async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.all([toggle(owner, madrid()), toggle(owner, madrid()), toggle(rep, madrid())]);
      expect((await runningRows(owner.id, ids.madridId)).length).toBeLessThanOrEqual(1);
      expect(await runningRows(rep.id, ids.madridId)).toHaveLength(round % 2 === 0 ? 1 : 0);
    }
  });

  it('two simultaneous ends leave no running row and one ended session', async () => {
    await toggle(owner, madrid());
    later(30);
    const answers = await Promise.all([toggle(owner, { ...madrid(), action: 'end' }), toggle(owner, { ...madrid(), action: 'end' })]);
    for (const res of answers) expect(expectOk<TimerState>(res).data).toEqual({ user_console_time_control: 'Y', secs_qty_sum: 30, action: 'start' });
    expect(await runningRows(owner.id, ids.madridId)).toHaveLength(0);
    expect(await server.database.db.select().from(timeRecords)).toHaveLength(1);
  });

  it('the database itself refuses a second running row (time_records_running_key)', async () => {
    await insertSpan(owner.id, ids.madridId, '2030-06-15T08:00:00Z', null);
    const second = insertSpan(owner.id, ids.madridId, '2030-06-15T09:00:00Z', null);
    await expect(second).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
