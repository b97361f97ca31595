import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, startDemoSessions, type DemoIds } from '../test-support/http';
import type { Session, TestServer } from '../test-support/test-server';

interface Group {
  id: number;
  name: string;
  status: string;
}
interface Facility {
  id: number;
  name: string;
  time_format: string;
  timezone: string;
}

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

const facilitiesOf = (groupId: number | string, session: Session, lang?: string) => call(server.app, 'GET', `/facility/group/${groupId}/`, { token: session.access_token, ...(lang ? { lang } : {}) });

describe('GET /api/v1/group/all/', () => {
  it('lists every organization for role A, with total 2', async () => {
    const body = expectOk<Group[]>(await call(server.app, 'GET', '/group/all/', { token: admin.access_token }));
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      { id: ids.demoGroupId, name: 'Demo Sports Club', status: 'A', currency: 'EUR', cancellation_policy_hours: 24 },
      { id: ids.otherGroupId, name: 'Other Club', status: 'A', currency: 'EUR', cancellation_policy_hours: 12 },
    ]);
  });

  it("lists only the owner's own organization", async () => {
    const body = expectOk<Group[]>(await call(server.app, 'GET', '/group/all/', { token: owner.access_token }));
    expect(body.total).toBe(1);
    expect(body.data).toEqual([{ id: ids.demoGroupId, name: 'Demo Sports Club', status: 'A', currency: 'EUR', cancellation_policy_hours: 24 }]);
  });

  it("lists only the representative's and the client's own organization", async () => {
    for (const session of [rep, client]) {
      const body = expectOk<Group[]>(await call(server.app, 'GET', '/group/all/', { token: session.access_token }));
      expect(body.data.map((g) => g.name)).toEqual(['Demo Sports Club']);
      expect(body.total).toBe(1);
    }
  });

  it('needs a session', async () => {
    expectError(await call(server.app, 'GET', '/group/all/'), 401, 'T002');
  });
});

describe('GET /api/v1/facility/group/{group_id}/', () => {
  it("gives the owner both of Demo Sports Club's facilities with time zone and clock", async () => {
    const body = expectOk<Facility[]>(await facilitiesOf(ids.demoGroupId, owner));
    expect(body.total).toBe(2);
    expect([...body.data].sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: ids.madridId, name: 'Madrid Padel Center', time_format: '24', timezone: 'Europe/Madrid', time_control: true, billing_cycle: 'monthly', currency: 'EUR' },
        { id: ids.brooklynId, name: 'Brooklyn Courts', time_format: '12', timezone: 'America/New_York', time_control: false, billing_cycle: 'biweekly', currency: 'EUR' },
      ].sort((a, b) => a.id - b.id),
    );
    // Exactly the selector's fields: nothing else leaks.
    for (const facility of body.data) expect(Object.keys(facility).sort()).toEqual(['billing_cycle', 'currency', 'id', 'name', 'time_control', 'time_format', 'timezone']);
  });

  it("answers the owner another organization's facilities as a missing organization: E404, translated", async () => {
    const body = expectError(await facilitiesOf(ids.otherGroupId, owner), 404, 'E404');
    expect(body.message.text).toBe('Not found');
    const es = expectError(await facilitiesOf(ids.otherGroupId, owner, 'es'), 404, 'E404');
    expect(es.message.text).toBe('No encontrado');
  });

  it('gives the representative only the Madrid facility', async () => {
    const body = expectOk<Facility[]>(await facilitiesOf(ids.demoGroupId, rep));
    expect(body.total).toBe(1);
    expect(body.data).toEqual([{ id: ids.madridId, name: 'Madrid Padel Center', time_format: '24', timezone: 'Europe/Madrid', time_control: true, billing_cycle: 'monthly', currency: 'EUR' }]);
  });

  it("refuses the representative another organization's facilities", async () => {
    expectError(await facilitiesOf(ids.otherGroupId, rep), 404, 'E404');
  });

  it("gives role A any organization's facilities", async () => {
    const other = expectOk<Facility[]>(await facilitiesOf(ids.otherGroupId, admin));
    expect(other.total).toBe(1);
    expect(other.data).toEqual([{ id: ids.lisbonId, name: 'Lisbon Arena', time_format: '24', timezone: 'Europe/Lisbon', time_control: false, billing_cycle: 'weekly', currency: 'EUR' }]);
    const demo = expectOk<Facility[]>(await facilitiesOf(ids.demoGroupId, admin));
    expect(demo.data.map((f) => f.id).sort((a, b) => a - b)).toEqual([ids.madridId, ids.brooklynId].sort((a, b) => a - b));
  });

  it('answers E404 to role A for an organization that does not exist', async () => {
    const missing = Math.max(ids.demoGroupId, ids.otherGroupId) + 1000;
    const body = expectError(await facilitiesOf(missing, admin), 404, 'E404');
    expect(body.message.text).toBe('Not found');
    const es = expectError(await facilitiesOf(missing, admin, 'es'), 404, 'E404');
    expect(es.message.text).toBe('No encontrado');
  });

  it('does not tell a non-admin whether another organization exists (the same E404 either way)', async () => {
    const missing = expectError(await facilitiesOf(Math.max(ids.demoGroupId, ids.otherGroupId) + 1000, owner, 'es'), 404, 'E404');
    expect(expectError(await facilitiesOf(ids.otherGroupId, owner, 'es'), 404, 'E404')).toEqual(missing);
  });

  it('answers E400 for an id that is not a positive number', async () => {
    expectError(await facilitiesOf('abc', admin), 400, 'E400');
    expectError(await facilitiesOf(0, admin), 400, 'E400');
  });

  it('needs a session', async () => {
    expectError(await call(server.app, 'GET', `/facility/group/${ids.demoGroupId}/`), 401, 'T002');
  });
});
