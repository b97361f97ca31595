import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, fieldIdsByName, startDemoSessions, type DemoSessions } from '../test-support/http';

/**
 * Issue 14, defect 8: two fields become shared (a booking on one blocks the other) only while
 * their live bookings do not overlap; otherwise E409 lists the bookings in the way and nothing is written.
 */
let demo: DemoSessions;
let pista: Record<string, number>;
type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  demo = await startDemoSessions();
  // Fields of their own: the demo's fields already have bookings at the same times.
  const model = expectOk<Row>(await call(demo.server.app, 'GET', `/field/${(await fieldIdsByName(demo, demo.ids.madridId))['Pista 1']}/`, { token: demo.owner.access_token })).data;
  for (const name of ['Pista 5', 'Pista 6', 'Pista 7', 'Pista 8']) {
    expectOk(await call(demo.server.app, 'POST', '/field/', { token: demo.owner.access_token, payload: { ...fieldForm(model, { name, shared_field_id: null }), facility_id: demo.ids.madridId } }));
  }
  pista = await fieldIdsByName(demo, demo.ids.madridId);
});
afterAll(async () => {
  await demo?.server.close();
});

const app = () => demo.server.app;
const token = () => demo.owner.access_token;
const book = async (field: string, date: string, time: string) =>
  expectOk<Row>(await call(app(), 'POST', '/reservation/', { token: token(), payload: { facility_id: demo.ids.madridId, type: 'one_day', minutes: 90, field_id: pista[field], date, time } })).data;
const readField = async (id: number) => expectOk<Row>(await call(app(), 'GET', `/field/${id}/`, { token: token() })).data;
const fieldForm = (row: Row, change: Record<string, unknown>) => {
  const { name, recording_type, players_quantity, hourly_price_cents, chunk_frequency, schedule, bookable_online, premium_video, shared_field_id, status } = row;
  return { name, recording_type, players_quantity, hourly_price_cents, chunk_frequency, schedule, bookable_online, premium_video, shared_field_id, status, ...change };
};
const share = (id: number, row: Row, with_: number | null, lang?: string) =>
  call(app(), 'PUT', `/field/${id}/`, { token: token(), payload: fieldForm(row, { shared_field_id: with_ }), ...(lang ? { lang } : {}) });

describe('sharing fields that already have overlapping bookings (issue 14)', () => {
  it('is refused with E409 listing the overlapping bookings of both fields; the field stays unshared', async () => {
    const three = await book('Pista 5', '2027-03-10', '10:00');
    const four = await book('Pista 6', '2027-03-10', '11:00');
    await book('Pista 5', '2027-03-10', '15:00'); // overlaps nothing on Pista 6
    await book('Pista 6', '2027-03-11', '10:00'); // another day
    const before = await readField(pista['Pista 5']!);
    const refused = expectError(await share(pista['Pista 5']!, before, pista['Pista 6']!), 409, 'E409');
    expect(refused.message.text).toBe('These fields have bookings at the same time: move or cancel them before sharing the fields');
    const conflicts = (refused.data as { conflicts: Row[] }).conflicts;
    expect(conflicts.map((c) => c.id).sort((a, b) => a - b)).toEqual([three.id, four.id].sort((a, b) => a - b));
    expect(conflicts[0]).toMatchObject({ start_at: expect.any(String), end_at: expect.any(String), field_id: expect.any(Number) });
    const es = expectError(await share(pista['Pista 5']!, before, pista['Pista 6']!, 'es'), 409, 'E409');
    expect(es.message.text).toBe('Estas pistas tienen reservas a la misma hora: muévelas o cancélalas antes de compartir las pistas');
    expect(await readField(pista['Pista 5']!)).toEqual(before);
    // The other way round is the same pair.
    expectError(await share(pista['Pista 6']!, await readField(pista['Pista 6']!), pista['Pista 5']!), 409, 'E409');
    expect((await readField(pista['Pista 6']!)).shared_field_id).toBeNull();
  });

  it('is allowed when their bookings do not overlap, and a new field may share a booked one', async () => {
    await book('Pista 7', '2027-03-10', '10:00');
    await book('Pista 8', '2027-03-10', '12:00');
    const one = await readField(pista['Pista 7']!);
    expect(expectOk<Row>(await share(pista['Pista 7']!, one, pista['Pista 8']!)).data.shared_field_id).toBe(pista['Pista 8']);
    const created = expectOk<Row>(
      await call(app(), 'POST', '/field/', { token: token(), payload: { ...fieldForm(one, { name: 'Pista Nueva', shared_field_id: pista['Pista 5'] }), facility_id: demo.ids.madridId } }),
    ).data;
    expect(created.shared_field_id).toBe(pista['Pista 5']);
  });
});
