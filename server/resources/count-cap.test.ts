import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';
import { COUNT_CAP } from './crud';

/** Lists count exactly up to COUNT_CAP matches, then say "at least" (`total_capped`), and still page on. */
let s: DemoSessions;
beforeAll(async () => {
  s = await startDemoSessions();
  await s.server.database.db.execute(
    sql`insert into contacts (facility_id, name, phone) select ${s.ids.madridId}, 'Bulk ' || lpad(g::text, 6, '0'), '+34 699 ' || lpad(g::text, 6, '0') from generate_series(1, ${COUNT_CAP + 5}) g`,
  );
});
afterAll(async () => s?.server.close());


describe('counting a long list', () => {
  it('answers an exact total below the cap', async () => {
    const body = expectOk<{ name: string }[]>(await call(s.server.app, 'GET', `/contact/?facility_id=${s.ids.madridId}&filter=${encodeURIComponent(JSON.stringify({ name: 'Bulk 00001' }))}`, { token: s.rep.access_token }));
    expect(body.total).toBe(10); // Bulk 000010–000019
    expect(body).not.toHaveProperty('total_capped');
  });

  it('stops counting at the cap and says so; pages past the cap still answer their rows', async () => {
    const first = expectOk<{ name: string }[]>(await call(s.server.app, 'GET', `/contact/?facility_id=${s.ids.madridId}&filter=${encodeURIComponent(JSON.stringify({ name: 'bulk' }))}&count=100`, { token: s.rep.access_token }));
    expect(first).toMatchObject({ total: COUNT_CAP, total_capped: true });
    expect(first.data[0]!.name).toBe('Bulk 000001');
    const beyond = expectOk<{ name: string }[]>(
      await call(s.server.app, 'GET', `/contact/?facility_id=${s.ids.madridId}&filter=${encodeURIComponent(JSON.stringify({ name: 'bulk' }))}&count=100&page=101`, { token: s.rep.access_token }),
    );
    expect(beyond.data.map((r) => r.name)).toEqual(['Bulk 010001', 'Bulk 010002', 'Bulk 010003', 'Bulk 010004', 'Bulk 010005']);
  });
});
