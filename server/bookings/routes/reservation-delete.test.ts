import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../../domain/bookings/reservation';
import { bookingSlots, bookings, recurringSeries } from '../../db/schema';
import { call, expectError, expectOk, fieldIdsByName, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** Deleting bookings made by mistake: only this one, this and the following of its series, or the entire series. */
let demo: DemoSessions;
let pista: Record<string, number>;
beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
});
afterAll(async () => demo?.server.close());

const owner = () => demo.owner.access_token;
/** Mondays at 19:00 in May 2028 on a field: the 1st, 8th, 15th, 22nd and 29th. */
const series = async (field: string) => {
  const rule = { facility_id: demo.ids.madridId, field_id: pista[field], time: '19:00', minutes: 60, start_date: '2028-05-01', every_weeks: 1, weekdays: [1], end_date: '2028-05-31' };
  const dates = ['2028-05-01', '2028-05-08', '2028-05-15', '2028-05-22', '2028-05-29'];
  const created = expectOk<{ series: { id: number } }>(await call(demo.server.app, 'POST', '/recurring_reservation/', { token: owner(), payload: { ...rule, dates } })).data;
  const rows = await demo.server.database.db.select().from(bookings).where(eq(bookings.series_id, created.series.id)).orderBy(bookings.start_at);
  return { seriesId: created.series.id, ids: rows.map((r) => r.id) };
};
const remove = (id: number, scope?: string, token = owner()) => call(demo.server.app, 'DELETE', `/reservation/${id}/${scope ? `?scope=${scope}` : ''}`, { token });
const exists = async (id: number) => (await demo.server.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id))).length === 1;

describe('deleting bookings', () => {
  it('only this one: the booking and its slots go, the field is free again', async () => {
    const one = expectOk<Reservation>(
      await call(demo.server.app, 'POST', '/reservation/', { token: owner(), payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 3'], date: '2028-05-03', time: '10:00', minutes: 60 } }),
    ).data;
    expect(expectOk<{ deleted: number[]; kept: number[] }>(await remove(one.id)).data).toEqual({ deleted: [one.id], kept: [] });
    expect(await exists(one.id)).toBe(false);
    expect(await demo.server.database.db.select().from(bookingSlots).where(eq(bookingSlots.booking_id, one.id))).toEqual([]);
    expectOk(await call(demo.server.app, 'POST', '/reservation/', { token: owner(), payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 3'], date: '2028-05-03', time: '10:00', minutes: 60 } }));
    // A single booking has no series: the wider scopes are refused.
    const single = expectOk<Reservation>(
      await call(demo.server.app, 'POST', '/reservation/', { token: owner(), payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 3'], date: '2028-05-04', time: '10:00', minutes: 60 } }),
    ).data;
    expect(expectError(await remove(single.id, 'series'), 409, 'E409').data).toMatchObject({ reason: 'scope_needs_series' });
    expect(await exists(single.id)).toBe(true);
  });

  it('this and the following ones of a series, keeping a paid one; the entire series ends the series', async () => {
    const { seriesId, ids } = await series('Pista 4');
    // The 22nd was paid at the counter: it is kept.
    expectOk(await call(demo.server.app, 'PUT', '/console/reservation/mark_as_paid/', { token: owner(), payload: { id: ids[3] } }));
    const following = expectOk<{ deleted: number[]; kept: number[] }>(await remove(ids[2]!, 'following')).data;
    expect(following).toEqual({ deleted: [ids[2], ids[4]].sort((a, b) => a! - b!), kept: [ids[3]] });
    expect(await Promise.all(ids.map(exists))).toEqual([true, true, false, true, false]);

    // The following ones gone, the series ends with the paid 22nd it still holds.
    const seriesRow = async () =>
      (await demo.server.database.db.select({ status: recurringSeries.status, end_date: recurringSeries.end_date }).from(recurringSeries).where(eq(recurringSeries.id, seriesId)))[0]!;
    expect(await seriesRow()).toEqual({ status: 'active', end_date: '2028-05-22' });

    const all = expectOk<{ deleted: number[]; kept: number[] }>(await remove(ids[0]!, 'series')).data;
    expect(all).toEqual({ deleted: [ids[0], ids[1]].sort((a, b) => a! - b!), kept: [ids[3]] });
    // The paid booking stays confirmed, and its series agrees: still active, ending with it (not "cancelled").
    const [kept] = await demo.server.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, ids[3]!));
    expect(kept!.status).toBe('confirmed');
    expect(await seriesRow()).toEqual({ status: 'active', end_date: '2028-05-22' });
  });

  it('the following ones of a series with nothing paid end the series the day before; the entire series is cancelled', async () => {
    const { seriesId, ids } = await series('Pista 1');
    const seriesRow = async () =>
      (await demo.server.database.db.select({ status: recurringSeries.status, end_date: recurringSeries.end_date }).from(recurringSeries).where(eq(recurringSeries.id, seriesId)))[0]!;
    expectOk(await remove(ids[3]!, 'following'));
    expect(await seriesRow()).toEqual({ status: 'active', end_date: '2028-05-21' });
    expectOk(await remove(ids[1]!, 'series'));
    expect(await seriesRow()).toMatchObject({ status: 'cancelled' });
    expect(await Promise.all(ids.map(exists))).toEqual([false, false, false, false, false]);
  });

  it('refuses a paid booking (cancel it instead), another facility’s booking and a user without a booking view — deleting nothing', async () => {
    const { ids } = await series('Pista Central');
    expectOk(await call(demo.server.app, 'PUT', '/console/reservation/mark_as_paid/', { token: owner(), payload: { id: ids[0] } }));
    expect(expectError(await remove(ids[0]!), 409, 'E409').data).toMatchObject({ reason: 'payment_made' });
    const tech = (await import('../../test-support/test-server')).login(demo.server.app, 'tech');
    expectError(await remove(ids[1]!, 'this', (await tech).access_token), 403, 'E403');
    // The representative works at Madrid only: a Brooklyn booking is not theirs to delete.
    const [brooklyn] = await demo.server.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.facility_id, demo.ids.brooklynId)).limit(1);
    expectError(await remove(brooklyn!.id, 'this', demo.rep.access_token), 404, 'E404');
    expect(await exists(brooklyn!.id)).toBe(true);
    expectError(await remove(999_999), 404, 'E404');
    expect(await Promise.all(ids.map(exists))).toEqual([true, true, true, true, true]);
  });
});
