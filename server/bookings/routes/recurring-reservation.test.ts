import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { DateConflicts, Series, SeriesDetail, SeriesResult } from '../../../domain/bookings/series';
import { bookingSlots, bookings, cancellationReasons, fields, recurringSeries } from '../../db/schema';
import { seriesCreateSchema } from '../../../domain/bookings/series';
import { ruleDates } from '../queries';
import { createSeries } from '../series-service';
import { actorFor, call, demoReasonId, expectError, expectOk, fieldsOf, fieldIdsByName, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** Recurring reservations (SPEC §4 Recurring creation): verify, create in part, change the end date, cancel. */
let demo: DemoSessions;
let pista: Record<string, number>;
let rain: number;

beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
  rain = await demoReasonId(demo, 'Rain');
});
afterAll(async () => {
  await demo?.server.close();
});

/** Mondays at 18:00 for 90 minutes in March 2028: the 6th, 13th, 20th and 27th. */
const rule = (field: string, extra: Record<string, unknown> = {}) => ({
  facility_id: demo.ids.madridId,
  field_id: pista[field],
  time: '18:00',
  minutes: 90,
  start_date: '2028-03-01',
  every_weeks: 1,
  weekdays: [1],
  end_date: '2028-03-31',
  ...extra,
});
const MONDAYS = ['2028-03-06', '2028-03-13', '2028-03-20', '2028-03-27'];

const owner = () => demo.owner.access_token;
const verify = (body: Record<string, unknown>, token = owner()) => call(demo.server.app, 'POST', '/recurring_reservation/verify/', { token, payload: body });
const create = (body: Record<string, unknown>, token = owner(), lang?: string) => call(demo.server.app, 'POST', '/recurring_reservation/', { token, payload: body, ...(lang ? { lang } : {}) });
const book = (field: string, date: string, time = '18:30') =>
  call(demo.server.app, 'POST', '/reservation/', { token: owner(), payload: { facility_id: demo.ids.madridId, field_id: pista[field], date, time, minutes: 60 } });
const seriesCount = async () => (await demo.server.database.db.select({ id: recurringSeries.id }).from(recurringSeries)).length;
const bookingCount = async () => (await demo.server.database.db.select({ id: bookings.id }).from(bookings)).length;

describe('creating a series', () => {
  it('verify names the booking in the way; the series is created without the conflicting date and listed', async () => {
    const inWay = expectOk<Reservation>(await book('Pista 1', '2028-03-13')).data;
    const verdicts = expectOk<{ date: string; conflicts: Reservation[] }[]>(await verify(rule('Pista 1'))).data;
    expect(verdicts.map((v) => [v.date, v.conflicts.map((c) => c.id)])).toEqual([
      ['2028-03-06', []],
      ['2028-03-13', [inWay.id]],
      ['2028-03-20', []],
      ['2028-03-27', []],
    ]);
    const free = verdicts.filter((v) => v.conflicts.length === 0).map((v) => v.date);
    const result = expectOk<SeriesResult>(await create({ ...rule('Pista 1'), dates: free, notes: 'Tuesday league' })).data;
    expect(result.created).toEqual(['2028-03-06', '2028-03-20', '2028-03-27']);
    expect(result.failed).toEqual([]);
    expect(result.series).toMatchObject({ field_name: 'Pista 1', type: 'recurring', live_count: 3, start_date: '2028-03-01', end_date: '2028-03-31', minutes: 90, weekdays: [1] });

    const list = expectOk<Series[]>(await call(demo.server.app, 'GET', `/recurring_reservation/facility/${demo.ids.madridId}/?count=5&page=1`, { token: owner() }));
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.data.map((s) => s.id)).toContain(result.series.id);
    const detail = expectOk<SeriesDetail>(await call(demo.server.app, 'GET', `/recurring_reservation/reservation/${result.series.id}/`, { token: owner() })).data;
    // 18:00 in Madrid every time: 17:00 UTC in winter time, 16:00 UTC after the clocks change on 26 March.
    expect(detail.bookings.map((b) => b.start_at)).toEqual(['2028-03-06T17:00:00.000Z', '2028-03-20T17:00:00.000Z', '2028-03-27T16:00:00.000Z']);
    expect(detail.bookings.every((b) => b.type === 'recurring' && b.notes === 'Tuesday league')).toBe(true);
    // Each date is priced like a flat booking of its field: Pista 1 costs 24.00 an hour, plus the 3 % booking fee.
    expect(detail.bookings.map((b) => [b.amount_cents, b.service_fee_cents, b.currency])).toEqual([
      [3708, 108, 'EUR'],
      [3708, 108, 'EUR'],
      [3708, 108, 'EUR'],
    ]);
  });

  it('a date taken between verify and create is answered back with the booking in its way; the others are created', async () => {
    expect(expectOk<{ conflicts: unknown[] }[]>(await verify(rule('Pista 2'))).data.every((v) => v.conflicts.length === 0)).toBe(true);
    const late = expectOk<Reservation>(await book('Pista 2', '2028-03-20')).data;
    const result = expectOk<SeriesResult>(await create({ ...rule('Pista 2'), dates: MONDAYS })).data;
    expect(result.created).toEqual(['2028-03-06', '2028-03-13', '2028-03-27']);
    expect(result.failed.map((f: DateConflicts) => [f.date, f.conflicts.map((c) => c.id)])).toEqual([['2028-03-20', [late.id]]]);
    // The failed date left nothing behind: one live booking at that time, the one in the way.
    const slots = await demo.server.database.db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.field_id, pista['Pista 2']!), eq(bookingSlots.live, true)));
    expect(slots.filter((s) => s.start_at.toISOString().startsWith('2028-03-20'))).toHaveLength(1);
  });

  it('when every date is taken the call fails with E409 and writes nothing', async () => {
    for (const date of MONDAYS) expectOk(await book('Pista 3', date));
    const [series, all] = [await seriesCount(), await bookingCount()];
    const res = expectError(await create({ ...rule('Pista 3'), dates: MONDAYS }), 409, 'E409');
    expect(res.message.text).toBe('Every date of this series is already booked');
    expect((res.data as { failed: DateConflicts[] }).failed.map((f) => f.date)).toEqual(MONDAYS);
    expect(expectError(await create({ ...rule('Pista 3'), dates: MONDAYS }, owner(), 'es'), 409, 'E409').message.text).toBe('Todas las fechas de esta serie ya están reservadas');
    expect([await seriesCount(), await bookingCount()]).toEqual([series, all]);
  });

  it('refuses a date outside the rule, another field, a bad rule: E400 and nothing written', async () => {
    const before = [await seriesCount(), await bookingCount()];
    expect(fieldsOf(expectError(await create({ ...rule('Pista 4'), dates: ['2028-03-06', '2028-03-07'] }), 400, 'E400')).dates).toBe('Invalid Format');
    expect(fieldsOf(expectError(await create({ ...rule('Pista 4'), end_date: '2028-02-01', dates: ['2028-03-06'] }), 400, 'E400')).end_date).toBeDefined();
    const [brooklynField] = await demo.server.database.db.select().from(fields).where(eq(fields.facility_id, demo.ids.brooklynId));
    expect(fieldsOf(expectError(await create({ ...rule('Pista 4'), field_id: brooklynField!.id, dates: ['2028-03-06'] }), 400, 'E400')).field_id).toBeDefined();
    expectError(await create({ ...rule('Pista 4'), minutes: 45, dates: ['2028-03-06'] }), 400, 'E400');
    expect([await seriesCount(), await bookingCount()]).toEqual(before);
  });

  it("refuses another organization's or facility's series (E404, as missing ones) and a user without the recurring view (E403)", async () => {
    const [lisbonField] = await demo.server.database.db.select().from(fields).where(eq(fields.facility_id, demo.ids.lisbonId));
    expectError(await create({ ...rule('Pista 4'), facility_id: demo.ids.lisbonId, field_id: lisbonField!.id, dates: ['2028-03-06'] }), 404, 'E404');
    const [brooklynField] = await demo.server.database.db.select().from(fields).where(eq(fields.facility_id, demo.ids.brooklynId));
    // The representative works at Madrid only.
    expectError(await create({ ...rule('Pista 4'), facility_id: demo.ids.brooklynId, field_id: brooklynField!.id, dates: ['2028-03-06'] }, demo.rep.access_token), 404, 'E404');
    expectError(await call(demo.server.app, 'GET', `/recurring_reservation/facility/${demo.ids.brooklynId}/`, { token: demo.rep.access_token }), 404, 'E404');
    expectError(await create({ ...rule('Pista 4'), dates: ['2028-03-06'] }, demo.client.access_token), 403, 'E403');
    // The representative may book recurring series at Madrid.
    expectOk(await create({ ...rule('Pista 4'), dates: ['2028-03-06'] }, demo.rep.access_token));
  });
});

describe('an existing series', () => {
  async function weekly(field: string) {
    return expectOk<SeriesResult>(
      await create({ ...rule(field, { start_date: '2028-05-01', end_date: '2028-05-31', time: '09:00' }), dates: ['2028-05-01', '2028-05-08', '2028-05-15', '2028-05-22', '2028-05-29'] }),
    ).data.series;
  }
  const change = (series_id: number, end_date: string) => call(demo.server.app, 'PUT', '/recurring_reservation/change_end_date/', { token: owner(), payload: { series_id, end_date } });
  const detail = async (id: number) => expectOk<SeriesDetail>(await call(demo.server.app, 'GET', `/recurring_reservation/reservation/${id}/`, { token: owner() })).data;
  const liveDates = (d: SeriesDetail) => d.bookings.filter((b) => b.status === 'confirmed').map((b) => b.start_at.slice(0, 10));

  it('a shorter end date cancels the bookings after it; they free their time', async () => {
    const series = await weekly('Pista 1');
    const res = expectOk<SeriesResult>(await change(series.id, '2028-05-16')).data;
    expect(res.series).toMatchObject({ end_date: '2028-05-16', live_count: 3 });
    expect(liveDates(await detail(series.id))).toEqual(['2028-05-01', '2028-05-08', '2028-05-15']);
    expectOk(await book('Pista 1', '2028-05-22', '09:00'));
  });

  it('a longer end date adds the free dates and answers those in the way', async () => {
    const series = await weekly('Pista 2');
    const inWay = expectOk<Reservation>(await book('Pista 2', '2028-06-12', '09:30')).data;
    const res = expectOk<SeriesResult>(await change(series.id, '2028-06-20')).data;
    expect(res.created).toEqual(['2028-06-05', '2028-06-19']);
    expect(res.failed.map((f) => [f.date, f.conflicts.map((c) => c.id)])).toEqual([['2028-06-12', [inWay.id]]]);
    expect(liveDates(await detail(series.id))).toEqual(['2028-05-01', '2028-05-08', '2028-05-15', '2028-05-22', '2028-05-29', '2028-06-05', '2028-06-19']);
    // The same end date, or one before the start, is refused.
    expectError(await change(series.id, '2028-06-20'), 409, 'E409');
    expectError(await change(series.id, '2028-04-01'), 400, 'E400');
  });

  it('cancel: the bookings still to come are cancelled with the reason, the series is cancelled, twice is refused', async () => {
    const series = await weekly('Pista 3');
    const cancel = (reason_id: number) => call(demo.server.app, 'PUT', '/recurring_reservation/cancel/', { token: owner(), payload: { series_id: series.id, reason_id } });
    const [otherOrgReason] = await demo.server.database.db.select().from(cancellationReasons).where(eq(cancellationReasons.group_id, demo.ids.otherGroupId));
    expect(fieldsOf(expectError(await cancel(otherOrgReason!.id), 400, 'E400')).reason_id).toBe('Invalid Format');
    const done = expectOk<SeriesDetail>(await cancel(rain)).data;
    expect(done.status).toBe('cancelled');
    expect(done.live_count).toBe(0);
    expect(done.bookings.every((b) => b.status === 'cancelled')).toBe(true);
    const rows = await demo.server.database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          done.bookings.map((b) => b.id),
        ),
      );
    expect(rows.every((b) => b.cancel_reason_id === rain)).toBe(true);
    expect(expectError(await cancel(rain), 409, 'E409').message.text).toBe('This series is already cancelled');
    expectOk(await book('Pista 3', '2028-05-15', '09:00'));
  });

  it('past dates stay when a series is cancelled', async () => {
    // A series that began three weeks ago and runs three more (whatever today is).
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const start = iso(new Date(today.getTime() - 21 * 86_400_000));
    const end = iso(new Date(today.getTime() + 21 * 86_400_000));
    const weekday = ((new Date(start).getUTCDay() + 6) % 7) + 1;
    const body = rule('Pista 4', { start_date: start, end_date: end, weekdays: [weekday], time: '10:00', minutes: 60 });
    // Made the day it began (the service at that instant: past dates are never created now).
    const db = demo.server.database.db;
    const dates = ruleDates({ start_date: start, end_date: end, every_weeks: 1, weekdays: [weekday] });
    const made = new Date(`${start}T06:00:00Z`);
    const { series } = await createSeries(db, await actorFor(db, 'owner'), seriesCreateSchema.parse({ ...body, dates }), made);
    const done = expectOk<SeriesDetail>(await call(demo.server.app, 'PUT', '/recurring_reservation/cancel/', { token: owner(), payload: { series_id: series.id, reason_id: rain } })).data;
    const past = done.bookings.filter((b) => new Date(b.end_at) < today);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(past.every((b) => b.status === 'confirmed')).toBe(true);
    expect(done.bookings.filter((b) => new Date(b.start_at) > today).every((b) => b.status === 'cancelled')).toBe(true);
  });

  it('a series of a facility the user does not work at is refused; an unknown one is not found', async () => {
    const series = await weekly('Pista 4');
    // Move it to Brooklyn, where the representative does not work.
    await demo.server.database.db.update(recurringSeries).set({ facility_id: demo.ids.brooklynId }).where(eq(recurringSeries.id, series.id));
    expectError(await call(demo.server.app, 'GET', `/recurring_reservation/reservation/${series.id}/`, { token: demo.rep.access_token }), 404, 'E404');
    expectError(await call(demo.server.app, 'PUT', '/recurring_reservation/cancel/', { token: demo.rep.access_token, payload: { series_id: series.id, reason_id: rain } }), 404, 'E404');
    expectError(await call(demo.server.app, 'GET', '/recurring_reservation/reservation/999999/', { token: owner() }), 404, 'E404');
  });
});

describe('a series created in batches (add_dates)', () => {
  /** Mondays of July 2028 at 18:00 for 90 minutes: the 3rd, 10th, 17th, 24th and 31st. */
  const july = (field: string) => rule(field, { start_date: '2028-07-01', end_date: '2028-07-31' });
  const first = async (field: string, dates = ['2028-07-03', '2028-07-10']) => expectOk<SeriesResult>(await create({ ...july(field), dates })).data.series;
  const add = (series_id: number, dates: string[], token = owner(), lang?: string) =>
    call(demo.server.app, 'PUT', '/recurring_reservation/add_dates/', { token, payload: { series_id, dates }, ...(lang ? { lang } : {}) });
  const liveDates = async (id: number) =>
    expectOk<SeriesDetail>(await call(demo.server.app, 'GET', `/recurring_reservation/reservation/${id}/`, { token: owner() }))
      .data.bookings.filter((b) => b.status === 'confirmed')
      .map((b) => b.start_at.slice(0, 10));

  it('the first dates create the series, the next batch is added; a date taken meanwhile comes back with what is in its way, the others are created', async () => {
    const series = await first('Pista 1');
    const late = expectOk<Reservation>(await book('Pista 1', '2028-07-24')).data;
    const res = expectOk<{ created: string[]; failed: DateConflicts[] }>(await add(series.id, ['2028-07-31', '2028-07-17', '2028-07-24'])).data;
    expect(res.created).toEqual(['2028-07-17', '2028-07-31']);
    expect(res.failed.map((f) => [f.date, f.conflicts.map((c) => c.id)])).toEqual([['2028-07-24', [late.id]]]);
    expect(await liveDates(series.id)).toEqual(['2028-07-03', '2028-07-10', '2028-07-17', '2028-07-31']);
    // The taken date left nothing behind: one live slot at that time, the booking in its way.
    const slots = await demo.server.database.db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.field_id, pista['Pista 1']!), eq(bookingSlots.live, true)));
    expect(slots.filter((s) => s.start_at.toISOString().startsWith('2028-07-24'))).toHaveLength(1);
    // Every date taken: the series keeps what it has, the answer names them all.
    const all = expectOk<{ created: string[]; failed: DateConflicts[] }>(await add(series.id, ['2028-07-24'])).data;
    expect(all).toMatchObject({ created: [], failed: [{ date: '2028-07-24' }] });
  });

  it('refuses a date outside the rule, a date the series already holds, a cancelled series: translated E400/E409, nothing written', async () => {
    const series = await first('Pista 2');
    const before = await bookingCount();
    // A Tuesday, and a Monday after the end date.
    expect(fieldsOf(expectError(await add(series.id, ['2028-07-17', '2028-07-04']), 400, 'E400')).dates).toBe('Invalid Format');
    expect(fieldsOf(expectError(await add(series.id, ['2028-08-07']), 400, 'E400')).dates).toBe('Invalid Format');
    expectError(await add(series.id, ['2028-13-01']), 400, 'E400');
    expectError(await add(series.id, []), 400, 'E400');
    const again = expectError(await add(series.id, ['2028-07-17', '2028-07-10']), 409, 'E409');
    expect(again.message.text).toBe('Some of these dates are already booked in this series');
    expect(again.data).toEqual({ dates: ['2028-07-10'] });
    expect(expectError(await add(series.id, ['2028-07-10'], owner(), 'es'), 409, 'E409').message.text).toBe('Algunas de estas fechas ya están reservadas en esta serie');
    expect(await bookingCount()).toBe(before);
    // A shorter end date: the dates after it no longer belong to the rule.
    expectOk(await call(demo.server.app, 'PUT', '/recurring_reservation/change_end_date/', { token: owner(), payload: { series_id: series.id, end_date: '2028-07-20' } }));
    expect(fieldsOf(expectError(await add(series.id, ['2028-07-24']), 400, 'E400')).dates).toBe('Invalid Format');
    expectOk(await call(demo.server.app, 'PUT', '/recurring_reservation/cancel/', { token: owner(), payload: { series_id: series.id, reason_id: rain } }));
    expect(expectError(await add(series.id, ['2028-07-17'], owner(), 'es'), 409, 'E409').message.text).toBe('Esta serie ya está cancelada');
    expect(await liveDates(series.id)).toEqual([]);
  });

  it("refuses another facility's series, a user without the recurring view and a blocked time (E403, E404)", async () => {
    const series = await first('Pista 3');
    await demo.server.database.db.update(recurringSeries).set({ facility_id: demo.ids.brooklynId }).where(eq(recurringSeries.id, series.id));
    expectError(await add(series.id, ['2028-07-17'], demo.rep.access_token), 404, 'E404');
    await demo.server.database.db.update(recurringSeries).set({ facility_id: demo.ids.madridId }).where(eq(recurringSeries.id, series.id));
    expectError(await add(series.id, ['2028-07-17'], demo.client.access_token), 403, 'E403');
    expectError(await add(999999, ['2028-07-17']), 404, 'E404');
    await demo.server.database.db.update(recurringSeries).set({ type: 'blocked' }).where(eq(recurringSeries.id, series.id));
    expectError(await add(series.id, ['2028-07-17']), 404, 'E404');
    // The representative works at Madrid: a series there takes more dates.
    await demo.server.database.db.update(recurringSeries).set({ type: 'recurring' }).where(eq(recurringSeries.id, series.id));
    expect(expectOk<{ created: string[] }>(await add(series.id, ['2028-07-17'], demo.rep.access_token)).data.created).toEqual(['2028-07-17']);
  });
});
