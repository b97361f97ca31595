import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../domain/resources/resource';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';

/** Issue 20 item 7: a players group lists its members, contacts of its facility. */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

const post = (path: string, payload: Record<string, unknown>, lang?: string) => call(demo.server.app, 'POST', path, { token: demo.owner.access_token, payload, ...(lang ? { lang } : {}) });
const contact = async (name: string, facility_id = demo.ids.madridId) => expectOk<{ id: number }>(await post('/contact/', { facility_id, name })).data.id;

describe('players group members', () => {
  it('keeps its members, names them on the record, counts them in the list; a change replaces them', async () => {
    const [zoe, abel] = [await contact('Zoe Member'), await contact('Abel Member')];
    const group = expectOk<ResourceRecord>(await post('/circle/', { facility_id: demo.ids.madridId, name: 'Tuesday league', captain_name: 'Zoe Member', members_ids: [zoe, abel, zoe] })).data;
    expect(group.members_ids).toEqual([abel, zoe].sort((a, b) => a - b));
    const read = expectOk<ResourceRecord>(await call(demo.server.app, 'GET', `/circle/${group.id}/`, { token: demo.owner.access_token })).data;
    expect(read.members).toEqual([
      { id: abel, name: 'Abel Member' },
      { id: zoe, name: 'Zoe Member' },
    ]);
    const list = expectOk<ResourceRecord[]>(await call(demo.server.app, 'GET', `/circle/?facility_id=${demo.ids.madridId}&count=50`, { token: demo.owner.access_token })).data;
    expect(list.find((g) => g.id === group.id)?.members_count).toBe(2);
    const { id: _id, members: _m, members_count: _c, ...rest } = read;
    const updated = expectOk<ResourceRecord>(await call(demo.server.app, 'PUT', `/circle/${group.id}/`, { token: demo.owner.access_token, payload: { ...rest, members_ids: [zoe] } })).data;
    expect(updated.members).toEqual([{ id: zoe, name: 'Zoe Member' }]);
  });

  it("refuses another facility's contact, on members_ids, translated, and writes nothing", async () => {
    const elsewhere = await contact('Brooklyn Member', demo.ids.brooklynId);
    const res = expectError(await post('/circle/', { facility_id: demo.ids.madridId, name: 'Wrong members', captain_name: 'Someone', members_ids: [elsewhere] }, 'es'), 400, 'E400');
    expect(fieldsOf(res).members_ids).toBe('Formato no válido');
    const list = expectOk<ResourceRecord[]>(await call(demo.server.app, 'GET', `/circle/?facility_id=${demo.ids.madridId}&count=50`, { token: demo.owner.access_token })).data;
    expect(list.some((g) => g.name === 'Wrong members')).toBe(false);
  });
});
