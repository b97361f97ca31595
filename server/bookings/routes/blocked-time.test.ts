import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { Series, SeriesDetail } from '../../../domain/bookings/series';
import { bookings, cancellationReasons, fields, recurringSeries } from '../../db/schema';
import { call, expectError, expectOk, fieldsOf, fieldIdsByName, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** Blocked times (view 38): they take part in every conflict check. */
let demo: DemoSessions;
let pista: Record<string, number>;

beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
});
afterAll(async () => {
  await demo?.server.close();
});

const owner = () => demo.owner.access_token;
const block = (body: Record<string, unknown>, token = owner()) =>
  call(demo.server.app, 'POST', '/blocked_time/', { token, payload: { facility_id: demo.ids.madridId, time: '08:00', end_time: '12:00', reason: 'Resurfacing', ...body } });
const book = (field: string, date: string, time: string, lang?: string) =>
  call(demo.server.app, 'POST', '/reservation/', { token: owner(), payload: { facility_id: demo.ids.madridId, field_id: pista[field], date, time, minutes: 60 }, ...(lang ? { lang } : {}) });
const counts = async () => [(await demo.server.database.db.select().from(recurringSeries)).length, (await demo.server.database.db.select().from(bookings)).length];

describe('blocked times', () => {
  it('block two fields for a morning: a booking there fails with E409 naming the blocked time; the list shows it', async () => {
    const blocked = expectOk<SeriesDetail>(await block({ field_ids: [pista['Pista 1'], pista['Pista 2']], date: '2028-04-04' })).data;
    expect(blocked).toMatchObject({ type: 'blocked', notes: 'Resurfacing', start_date: '2028-04-04', end_date: '2028-04-04', minutes: 240, field_names: ['Pista 1', 'Pista 2'] });
    expect(blocked.bookings).toHaveLength(2);
    expect(blocked.bookings.every((b) => b.type === 'blocked')).toBe(true);

    const clash = expectError(await book('Pista 2', '2028-04-04', '11:30'), 409, 'E409');
    expect((clash.data as { conflicts: Reservation[] }).conflicts.map((c) => [c.type, c.notes])).toEqual([['blocked', 'Resurfacing']]);
    expect(expectError(await book('Pista 1', '2028-04-04', '09:00', 'es'), 409, 'E409').message.text).toBe('Esta hora ya está reservada en esta pista');
    expectOk(await book('Pista 1', '2028-04-04', '12:00'));
    expectOk(await book('Pista 3', '2028-04-04', '09:00'));

    // Verify of a recurring series names it as well.
    const verdicts = expectOk<{ date: string; conflicts: Reservation[] }[]>(
      await call(demo.server.app, 'POST', '/recurring_reservation/verify/', {
        token: owner(),
        payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 1'], time: '10:00', minutes: 60, start_date: '2028-04-04', every_weeks: 1, weekdays: [2], end_date: '2028-04-11' },
      }),
    ).data;
    expect(verdicts.map((v) => v.conflicts.map((c) => c.type))).toEqual([['blocked'], []]);

    const list = expectOk<Series[]>(await call(demo.server.app, 'GET', `/blocked_time/facility/${demo.ids.madridId}/`, { token: owner() }));
    expect(list.data.map((s) => s.id)).toEqual([blocked.id]);
    // Recurring lists do not show blocked times, and the other way round.
    expect(expectOk<Series[]>(await call(demo.server.app, 'GET', `/recurring_reservation/facility/${demo.ids.madridId}/`, { token: owner() })).data).toEqual([]);
  });

  it('repeats weekly until a date; removing it frees the fields; the reason can be changed', async () => {
    const blocked = expectOk<SeriesDetail>(await block({ field_ids: [pista['Pista 3']], date: '2028-05-02', time: '20:00', end_time: '22:00', repeat_until: '2028-05-23' })).data;
    expect(blocked.bookings.map((b) => b.start_at.slice(0, 10))).toEqual(['2028-05-02', '2028-05-09', '2028-05-16', '2028-05-23']);
    expectError(await book('Pista 3', '2028-05-16', '21:00'), 409, 'E409');

    const renamed = expectOk<SeriesDetail>(await call(demo.server.app, 'PUT', `/blocked_time/serie/${blocked.id}/`, { token: owner(), payload: { reason: 'Tournament setup' } })).data;
    expect(renamed.notes).toBe('Tournament setup');
    expect(renamed.bookings.every((b) => b.notes === 'Tournament setup')).toBe(true);

    const removed = expectOk<SeriesDetail>(await call(demo.server.app, 'DELETE', `/blocked_time/serie/${blocked.id}/`, { token: owner() })).data;
    expect(removed.status).toBe('cancelled');
    expectOk(await book('Pista 3', '2028-05-16', '21:00'));
    expectError(await call(demo.server.app, 'DELETE', `/blocked_time/serie/${blocked.id}/`, { token: owner() }), 409, 'E409');
  });

  it('a blocked time is no booking: cancelling or paying one of its dates is refused (blocked_time), it stays as it was', async () => {
    const blocked = expectOk<SeriesDetail>(await block({ field_ids: [pista['Pista 4']], date: '2028-08-01', time: '10:00', end_time: '12:00' })).data;
    const [date] = blocked.bookings;
    const [reason] = await demo.server.database.db.select().from(cancellationReasons).where(eq(cancellationReasons.group_id, demo.ids.demoGroupId)).limit(1);
    const refusals = [
      await call(demo.server.app, 'PUT', `/reservation/cancel/${date!.id}/`, { token: owner(), payload: { reason_id: reason!.id } }),
      await call(demo.server.app, 'PUT', '/console/reservation/mark_as_paid/', { token: owner(), payload: { id: date!.id } }),
    ];
    for (const res of refusals) expect(expectError(res, 409, 'E409').data).toMatchObject({ reason: 'blocked_time' });
    const [row] = await demo.server.database.db.select({ status: bookings.status, payment: bookings.payment_state }).from(bookings).where(eq(bookings.id, date!.id));
    expect(row).toEqual({ status: 'confirmed', payment: 'pending' });
  });

  it('over an existing booking it fails with E409 naming it, and writes nothing', async () => {
    const inWay = expectOk<Reservation>(await book('Pista 4', '2028-06-13', '10:00')).data;
    const before = await counts();
    const res = expectError(await block({ field_ids: [pista['Pista 2'], pista['Pista 4']], date: '2028-06-06', repeat_until: '2028-06-20' }), 409, 'E409');
    expect(res.message.text).toBe('Something is already booked in this time: move or cancel it first');
    expect((res.data as { conflicts: Reservation[] }).conflicts.map((c) => c.id)).toEqual([inWay.id]);
    expect(await counts()).toEqual(before);
    // The same morning, Pista 2 alone, is fine.
    expectOk(await block({ field_ids: [pista['Pista 2']], date: '2028-06-06', repeat_until: '2028-06-20' }));
  });

  it('a field shared with a blocked one is blocked too, without the blocked time conflicting with itself', async () => {
    const db = demo.server.database.db;
    await db.update(fields).set({ shared_field_id: pista['Pista 1'] }).where(eq(fields.id, pista['Pista Central']!));
    try {
      expectOk(await block({ field_ids: [pista['Pista 1'], pista['Pista Central']], date: '2028-07-04' }));
      expectOk(await block({ field_ids: [pista['Pista 1']], date: '2028-07-05' }));
      expectError(await book('Pista Central', '2028-07-05', '09:00'), 409, 'E409');
    } finally {
      await db.update(fields).set({ shared_field_id: null }).where(eq(fields.id, pista['Pista Central']!));
    }
  });

  it('refuses bad input (E400), another facility (E404, as a missing one) and a user without view 38 (E403), writing nothing', async () => {
    const before = await counts();
    expect(fieldsOf(expectError(await block({ field_ids: [pista['Pista 1']], date: '2028-08-01', end_time: '07:00' }), 400, 'E400')).end_time).toBe('Invalid Format');
    expect(fieldsOf(expectError(await block({ field_ids: [pista['Pista 1']], date: '2028-08-01', repeat_until: '2028-07-01' }), 400, 'E400')).repeat_until).toBeDefined();
    expectError(await block({ field_ids: [pista['Pista 1']], date: '2028-08-01', reason: '' }), 400, 'E400');
    const [lisbonField] = await demo.server.database.db.select().from(fields).where(eq(fields.facility_id, demo.ids.lisbonId));
    expect(fieldsOf(expectError(await block({ field_ids: [lisbonField!.id], date: '2028-08-01' }), 400, 'E400')).field_ids).toBeDefined();
    expectError(await block({ facility_id: demo.ids.lisbonId, field_ids: [lisbonField!.id], date: '2028-08-01' }), 404, 'E404');
    // The representative has no blocked-times view.
    expectError(await block({ field_ids: [pista['Pista 1']], date: '2028-08-01' }, demo.rep.access_token), 403, 'E403');
    expectError(await call(demo.server.app, 'GET', `/blocked_time/facility/${demo.ids.madridId}/`, { token: demo.rep.access_token }), 403, 'E403');
    expect(await counts()).toEqual(before);
  });
});
