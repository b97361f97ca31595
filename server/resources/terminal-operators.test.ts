import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../domain/resources/resource';
import { consoleUsers, terminals } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';

/** A terminal's operators (SPEC §3 Terminal): users of its organization who may open its facility. */
let s: DemoSessions;
beforeAll(async () => {
  s = await startDemoSessions();
});
afterAll(async () => s?.server.close());

const userId = async (username: string) => (await s.server.database.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, username)))[0]!.id;

describe('terminal operators', () => {
  it('lists who may operate a facility’s terminals: names only, users who may open it', async () => {
    const madrid = expectOk<{ id: number; name: string }[]>(await call(s.server.app, 'GET', `/terminal/operators/${s.ids.madridId}/`, { token: s.owner.access_token }));
    const names = madrid.data.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Olivia Martín', 'Raúl Gómez']));
    expect(names).not.toContain('Carla Cliente'); // a client account is not staff
    expect(Object.keys(madrid.data[0]!)).toEqual(['id', 'name']);
    // The representative is limited to Madrid: not an operator for Brooklyn; nobody of another organization is.
    const brooklyn = expectOk<{ id: number; name: string }[]>(await call(s.server.app, 'GET', `/terminal/operators/${s.ids.brooklynId}/`, { token: s.owner.access_token }));
    expect(brooklyn.data.map((o) => o.name)).toContain('Olivia Martín');
    expect(brooklyn.data.map((o) => o.name)).not.toContain('Raúl Gómez');
    expectError(await call(s.server.app, 'GET', `/terminal/operators/${s.ids.lisbonId}/`, { token: s.owner.access_token }), 404, 'E404');
  });

  it('saves operators with the terminal, answers them, and refuses someone who may not open the facility', async () => {
    const rep = await userId('rep');
    const owner = await userId('owner');
    const created = expectOk<ResourceRecord>(
      await call(s.server.app, 'POST', '/terminal/', {
        token: s.owner.access_token,
        payload: { facility_id: s.ids.madridId, name: 'Court-side', reader_reference: 'tmr_cs', serial: 'WPE-CS-1', operators_ids: [rep, owner, rep] },
      }),
    ).data;
    expect(created.operators_ids).toEqual([rep, owner].sort((a, b) => a - b));

    const brooklynTerminal = expectOk<ResourceRecord>(
      await call(s.server.app, 'POST', '/terminal/', { token: s.owner.access_token, payload: { facility_id: s.ids.brooklynId, name: 'Court-side', reader_reference: 'tmr_bk', serial: 'WPE-BK-1' } }),
    ).data;
    const refused = await call(s.server.app, 'PUT', `/terminal/${brooklynTerminal.id}/`, {
      token: s.owner.access_token,
      payload: { name: 'Court-side', reader_reference: 'tmr_bk', serial: 'WPE-BK-1', operators_ids: [rep] },
    });
    expect(fieldsOf(expectError(refused, 400, 'E400'))).toHaveProperty('operators_ids');
    const [row] = await s.server.database.db.select().from(terminals).where(eq(terminals.id, brooklynTerminal.id));
    expect(row).toBeTruthy();
    expect(expectOk<ResourceRecord>(await call(s.server.app, 'GET', `/terminal/${brooklynTerminal.id}/`, { token: s.owner.access_token })).data.operators_ids).toEqual([]);
  });
});
