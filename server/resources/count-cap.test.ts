import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';
import { COUNT_CAP } from './crud';
import { FEW_MATCHES } from './query';

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
    const body = expectOk<{ name: string }[]>(
      await call(s.server.app, 'GET', `/contact/?facility_id=${s.ids.madridId}&filter=${encodeURIComponent(JSON.stringify({ name: 'Bulk 00001' }))}`, { token: s.rep.access_token }),
    );
    expect(body.total).toBe(10); // Bulk 000010–000019
    expect(body).not.toHaveProperty('total_capped');
  });

  it('stops counting at the cap and says so; pages up to the cap answer their rows, deeper ones are refused', async () => {
    const first = expectOk<{ name: string }[]>(
      await call(s.server.app, 'GET', `/contact/?facility_id=${s.ids.madridId}&filter=${encodeURIComponent(JSON.stringify({ name: 'bulk' }))}&count=100`, { token: s.rep.access_token }),
    );
    expect(first).toMatchObject({ total: COUNT_CAP, total_capped: true });
    expect(first.data[0]!.name).toBe('Bulk 000001');
    const page = (n: number) =>
      call(s.server.app, 'GET', `/contact/?facility_id=${s.ids.madridId}&filter=${encodeURIComponent(JSON.stringify({ name: 'bulk' }))}&count=100&page=${n}`, { token: s.rep.access_token });
    const last = expectOk<{ name: string }[]>(await page(COUNT_CAP / 100));
    expect(last.data.at(-1)!.name).toBe('Bulk 010000');
    const beyond = expectError(await page(COUNT_CAP / 100 + 1), 400, 'E400');
    expect(fieldsOf(beyond).page).toBe('Only the first 10,000 matches can be paged through: refine the filter or change the order');
    expect(beyond.message.text).toBe(fieldsOf(beyond).page);
  });

  it('answers a page of 1,000 rows (the largest a list offers), refuses more', async () => {
    const list = (count: number) =>
      call(s.server.app, 'GET', `/contact/?facility_id=${s.ids.madridId}&filter=${encodeURIComponent(JSON.stringify({ name: 'bulk' }))}&count=${count}&page=2`, { token: s.rep.access_token });
    const page = expectOk<{ name: string }[]>(await list(1000));
    expect(page.data).toHaveLength(1000);
    expect(page.data[0]!.name).toBe('Bulk 001001');
    expect(fieldsOf(expectError(await list(1001), 400, 'E400'))).toHaveProperty('count');
  });
  it('pages a filter with few matches as one with many: by the order asked, the newest first on a tie', async () => {
    const list = async (filter: Record<string, string>, order: string, page: number) =>
      expectOk<{ name: string }[]>(
        await call(s.server.app, 'GET', `/contact/?facility_id=${s.ids.madridId}&filter=${encodeURIComponent(JSON.stringify(filter))}&order=${order}&count=25&page=${page}`, {
          token: s.rep.access_token,
        }),
      );
    const names = (from: number) => Array.from({ length: 25 }, (_, i) => `Bulk ${String(from - i).padStart(6, '0')}`);
    // Bulk 000100–000199: few enough to be sorted among themselves.
    const few = await list({ name: 'Bulk 0001' }, '-name', 2);
    expect(few.total).toBeLessThanOrEqual(FEW_MATCHES);
    expect(few.data.map((r) => r.name)).toEqual(names(174));
    // Every one active: the tie is broken by the newest first, as on a list with many matches.
    expect((await list({ name: 'Bulk 0001' }, '-status', 2)).data.map((r) => r.name)).toEqual(names(174));
    const many = await list({ name: 'bulk' }, '-status', 1);
    expect(many.total).toBeGreaterThan(FEW_MATCHES);
    expect(many.data.map((r) => r.name)).toEqual(names(COUNT_CAP + 5));
  });
});
