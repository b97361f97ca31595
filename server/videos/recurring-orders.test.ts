import { LocalDate } from '@js-joda/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { todayIn } from '../../domain/bookings/schedule';
import type { RecurringOrder, RecurringOrderDetail } from '../../domain/videos/recurring';
import { connectDatabase, type Database } from '../db/connect';
import { facilities, fields, recurringVideoOrders, videoOrders, videos } from '../db/schema';
import { call, demoIds, expectError, expectOk, fieldsOf, type DemoIds } from '../test-support/http';
import { login, scratchPostgres, startTestServer, usingPostgres, type Session, type TestServer } from '../test-support/test-server';
import { fieldVideoPrice } from './field-price';
import { facilityFor } from '../bookings/access';
import { recurringOrderById } from './recurring-repository';
import { createDueOrders, createRecurringOrders } from './recurring-service';

/**
 * Recurring video orders (issue 18 item 7): the API (view 19, tenancy), the phone rule and the
 * other refusals (nothing written), the job creating each order once with two API processes on one
 * database (on PostgreSQL two app instances with their own pools; on PGlite, one process's
 * database, the two share it), and cancelling. Also a booking with video on a field without camera.
 */
let a: TestServer;
let b: TestServer;
let second: Database | undefined;
let drop = async () => {};
let ids: DemoIds;
let owner: Session;
let rep: Session;
let admin: Session;
let pista: Record<string, number>;

beforeAll(async () => {
  if (usingPostgres) {
    const scratch = await scratchPostgres(inject('seededTemplate') || undefined);
    drop = scratch.drop;
    const first = await connectDatabase({ databaseUrl: scratch.url, dataDir: '' });
    second = await connectDatabase({ databaseUrl: scratch.url, dataDir: '' });
    a = await startTestServer({ database: first });
    b = await startTestServer({ database: second });
  } else {
    a = await startTestServer();
    b = await startTestServer({ database: a.database });
  }
  ids = await demoIds(a.database.db);
  [owner, rep, admin] = (await Promise.all(['owner', 'rep', 'admin'].map((u) => login(a.app, u)))) as [Session, Session, Session];
  const rows = await a.database.db.select({ id: fields.id, name: fields.name }).from(fields);
  pista = Object.fromEntries(rows.map((r) => [r.name, r.id]));
}, 60_000);
afterAll(async () => {
  await b?.app.close();
  await a?.close();
  if (usingPostgres) {
    await second?.close();
    await a?.database.close().catch(() => undefined);
  }
  await drop();
});

const db = () => a.database.db;
const MADRID = 'Europe/Madrid';
const today = () => todayIn(MADRID, new Date());
const plus = (date: string, days: number) => LocalDate.parse(date).plusDays(days).toString();
const post = (session: Session, body: unknown, lang = 'en') => call(a.app, 'POST', '/recurring_order/order_video/', { token: session.access_token, payload: body, lang });
const get = (session: Session, path: string) => call(a.app, 'GET', path, { token: session.access_token });
const cancel = (session: Session, id: number) => call(a.app, 'PUT', '/recurring_order/cancel/', { token: session.access_token, payload: { id } });

/** Every day from tomorrow for a month at 18:00, 90 minutes, on Pista 1 of Madrid. */
const body = (over: Record<string, unknown> = {}) => ({
  facility_id: ids.madridId,
  field_id: pista['Pista 1'],
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  every_weeks: 1,
  start_date: plus(today(), 1),
  end_date: plus(today(), 30),
  time: '18:00',
  duration: 90,
  type: 'left/right',
  phone: '+34 600 111 222',
  ...over,
});
const recurringCount = async () => (await db().select({ id: recurringVideoOrders.id }).from(recurringVideoOrders)).length;

describe('recurring video orders', () => {
  it('refuses a recurring order without a phone number, in English and Spanish, and writes nothing', async () => {
    const before = await recurringCount();
    const en = expectError(await post(owner, body({ phone: '' })), 400, 'E400');
    expect(en.message.text).toBe('You must add a phone number if you make order recurring.');
    expect(fieldsOf(en).phone).toBe('You must add a phone number if you make order recurring.');
    const es = expectError(await post(owner, body({ phone: '' }), 'es'), 400, 'E400');
    expect(es.message.text).toBe('Debes añadir un número de teléfono si haces el pedido recurrente.');
    expect(await recurringCount()).toBe(before);
  });

  it('refuses other bad input with translated messages, nothing written: no weekday, till before start, a field of another facility, a field without camera', async () => {
    const before = await recurringCount();
    const ordersBefore = (await db().select({ id: videoOrders.id }).from(videoOrders)).length;
    const noDays = expectError(await post(owner, body({ weekdays: [] }), 'es'), 400, 'E400');
    expect(fieldsOf(noDays).weekdays).toBe('Elige al menos un día de la semana');
    const till = expectError(await post(owner, body({ end_date: today() })), 400, 'E400');
    expect(fieldsOf(till).end_date).toBe('The orders-till date must be on or after the start date');
    const other = expectError(await post(owner, body({ field_id: pista['Court 1'] })), 400, 'E400');
    expect(Object.keys(fieldsOf(other))).toEqual(['field_id']);
    // Pista 4's camera is switched off in the demo (inactive): no camera records it.
    const noCamera = expectError(await post(owner, body({ field_id: pista['Pista 4'] }), 'es'), 400, 'E400');
    expect(noCamera.message.text).toBe('Esta pista no tiene cámara: no se pueden grabar vídeos en ella');
    expectError(await post(owner, body({ duration: 45 })), 400, 'E400');
    expect(await recurringCount()).toBe(before);
    expect((await db().select({ id: videoOrders.id }).from(videoOrders)).length).toBe(ordersBefore);
  });

  it('keeps to view 19 and the tenancy: the representative is refused, another organization’s facility and order are not found', async () => {
    expectError(await post(rep, body()), 403, 'E403');
    expectError(await get(rep, `/recurring_order/paged/?facility_id=${ids.madridId}`), 403, 'E403');
    expectError(await post(owner, body({ facility_id: ids.lisbonId, field_id: pista['Campo A'] })), 404, 'E404');
    const lisbon = expectOk<RecurringOrderDetail>(await post(admin, body({ facility_id: ids.lisbonId, field_id: pista['Campo A'] })));
    expectError(await get(owner, `/recurring_order/${lisbon.data.id}/`), 404, 'E404');
    expectError(await cancel(owner, lisbon.data.id), 404, 'E404');
    expectError(await get(owner, `/recurring_order/all/?facility_id=${ids.lisbonId}`), 404, 'E404');
  });

  it('creates its orders of the week ahead at once, lists it with its next date and count, and the job creates each later order once with two processes', async () => {
    const created = expectOk<RecurringOrderDetail>(await post(owner, body({ weekdays: [7, 1, 2, 3, 4, 5, 6] })));
    const id = created.data.id;
    expect(created.data.weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Tomorrow to today + 6: six orders, each with its scheduled video, each a pre-order priced by the field's video prices.
    expect(created.data.orders.map((o) => o.date)).toEqual([1, 2, 3, 4, 5, 6].map((d) => plus(today(), d)));
    const [field] = await db().select().from(fields).where(eq(fields.id, created.data.field_id));
    const [facility] = await db().select().from(facilities).where(eq(facilities.id, created.data.facility_id));
    const price = fieldVideoPrice(field!, facility!, created.data.duration, true);
    expect(price.total).toBeGreaterThan(0);
    expect(created.data.orders.every((o) => o.status === 'pending' && o.total_cents === price.total)).toBe(true);
    const scheduled = await db()
      .select({ id: videos.id })
      .from(videos)
      .innerJoin(videoOrders, eq(videoOrders.id, videos.video_order_id))
      .where(and(eq(videoOrders.recurring_order_id, id), eq(videos.status, 'scheduled')));
    expect(scheduled).toHaveLength(6);

    const page = expectOk<RecurringOrder[]>(await get(owner, `/recurring_order/paged/?facility_id=${ids.madridId}`));
    const row = page.data.find((r) => r.id === id)!;
    expect(row).toMatchObject({ status: 'active', next_date: plus(today(), 1), orders_created: 6, phone: '+34 600 111 222', field_name: 'Pista 1' });
    const all = expectOk<RecurringOrder[]>(await get(owner, `/recurring_order/all/?facility_id=${ids.madridId}`));
    expect(all.data.map((r) => r.id)).toContain(id);

    // A week later (the first minute of today + 7 in Madrid): both processes run the job at once, twice.
    const [slot] = seriesSlots([LocalDate.parse(plus(today(), 7))], { time: '00:01', minutes: 1, zone: MADRID });
    const later = slot!.start;
    const allRecurring = async () => (await db().select({ id: videoOrders.id }).from(videoOrders).where(isNotNull(videoOrders.recurring_order_id))).length;
    const before = await allRecurring();
    const runs = await Promise.all([
      createRecurringOrders(a.database.db, later),
      createRecurringOrders(b.database.db, later),
      createRecurringOrders(b.database.db, later),
      createRecurringOrders(a.database.db, later),
    ]);
    const orders = await db().select({ date: videoOrders.date }).from(videoOrders).where(eq(videoOrders.recurring_order_id, id));
    expect(orders.map((o) => o.date).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((d) => plus(today(), d)));
    // What the four runs say they created is what is there (the Lisbon order of the test above got its days too): none twice.
    expect(runs.reduce((n, r) => n + r, 0)).toBe((await allRecurring()) - before);
    expect((await Promise.all([createRecurringOrders(a.database.db, later), createRecurringOrders(b.database.db, later)])).reduce((n, r) => n + r, 0)).toBe(0);
    const dupes = await db().select({ id: videoOrders.id, date: videoOrders.date, rid: videoOrders.recurring_order_id }).from(videoOrders).where(isNotNull(videoOrders.recurring_order_id));
    expect(new Set(dupes.map((d) => `${d.rid} ${d.date}`)).size).toBe(dupes.length);
  });

  it('cancels: no more orders, its future unpaid orders and their videos cancelled, a paid one stands; again is refused', async () => {
    const { data } = expectOk<RecurringOrderDetail>(await post(owner, body({ field_id: pista['Pista 2'], weekdays: [1, 3, 5], end_date: plus(today(), 60) })));
    expect(data.orders.length).toBeGreaterThan(0);
    const [paid, ...rest] = data.orders;
    await db().update(videoOrders).set({ status: 'paid' }).where(eq(videoOrders.id, paid!.id));

    const after = expectOk<RecurringOrderDetail>(await cancel(owner, data.id));
    expect(after.data.status).toBe('cancelled');
    expect(after.data.next_date).toBeNull();
    expect(after.data.orders.find((o) => o.id === paid!.id)!.status).toBe('paid');
    expect(after.data.orders.filter((o) => o.id !== paid!.id).map((o) => o.status)).toEqual(rest.map(() => 'cancelled'));
    const vids = await db()
      .select({ status: videos.status, order: videos.video_order_id })
      .from(videos)
      .innerJoin(videoOrders, eq(videoOrders.id, videos.video_order_id))
      .where(eq(videoOrders.recurring_order_id, data.id));
    expect(vids.filter((v) => v.order !== paid!.id).every((v) => v.status === 'cancelled')).toBe(true);
    expect(vids.find((v) => v.order === paid!.id)!.status).toBe('scheduled');

    const [slot] = seriesSlots([LocalDate.parse(plus(today(), 14))], { time: '00:01', minutes: 1, zone: MADRID });
    await createRecurringOrders(db(), slot!.start);
    expect(await db().select({ id: videoOrders.id }).from(videoOrders).where(eq(videoOrders.recurring_order_id, data.id))).toHaveLength(data.orders.length);
    const again = expectError(await call(a.app, 'PUT', '/recurring_order/cancel/', { token: owner.access_token, payload: { id: data.id }, lang: 'es' }), 409, 'E409');
    expect(again.message.text).toBe('Este pedido recurrente ya está cancelado');
  });
});

describe('editing a recurring order', () => {
  const edit = (session: Session, id: number, over: Record<string, unknown>, lang = 'en') => {
    const { facility_id: _f, ...rest } = body(over);
    return call(a.app, 'PUT', `/recurring_order/${id}/`, { token: session.access_token, payload: rest, lang });
  };
  const ordersOf = (id: number) =>
    db()
      .select({ id: videoOrders.id, date: videoOrders.date, status: videoOrders.status, phone: videoOrders.phone, duration: videoOrders.duration, video: videos.status })
      .from(videoOrders)
      .innerJoin(videos, eq(videos.video_order_id, videoOrders.id))
      .where(eq(videoOrders.recurring_order_id, id));

  it('its future unpaid orders follow the edit (kept, cancelled or made again per date), a paid one stands; refused input writes nothing; cancelled: E409', async () => {
    const rule = { field_id: pista['Pista 3'], weekdays: [1, 2, 3, 4, 5, 6, 7], time: '20:00', duration: 60, end_date: plus(today(), 40) };
    const { data } = expectOk<RecurringOrderDetail>(await post(owner, body(rule)));
    expect(data.orders).toHaveLength(6);
    const [paid, , third] = data.orders;
    await db().update(videoOrders).set({ status: 'paid' }).where(eq(videoOrders.id, paid!.id));

    // Refused as a new one is, in Spanish, nothing written.
    const noPhone = expectError(await edit(owner, data.id, { ...rule, phone: '' }, 'es'), 400, 'E400');
    expect(fieldsOf(noPhone).phone).toBe('Debes añadir un número de teléfono si haces el pedido recurrente.');
    expectError(await edit(rep, data.id, rule), 403, 'E403');
    expect((await ordersOf(data.id)).every((o) => o.status !== 'cancelled')).toBe(true);

    // Only the phone: every order stays, with the new phone (the paid one keeps its own).
    const phoned = expectOk<RecurringOrderDetail>(await edit(owner, data.id, { ...rule, phone: '+34 600 999 000' })).data;
    expect(phoned.phone).toBe('+34 600 999 000');
    const afterPhone = await ordersOf(data.id);
    expect(afterPhone).toHaveLength(6);
    expect(afterPhone.filter((o) => o.id !== paid!.id).every((o) => o.phone === '+34 600 999 000' && o.status === 'pending')).toBe(true);

    // The third day's weekday off the rule, and 90 minutes: the unpaid orders are cancelled with their videos and made again
    // for the rule's days (the dropped weekday has none); the paid one stands as it was sold.
    const weekdayOff = LocalDate.parse(third!.date).dayOfWeek().value();
    const weekdays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOff);
    const edited = expectOk<RecurringOrderDetail>(await edit(owner, data.id, { ...rule, weekdays, duration: 90, phone: '+34 600 999 000' })).data;
    expect(edited).toMatchObject({ duration: 90, weekdays });
    const rows = await ordersOf(data.id);
    const live = rows.filter((o) => o.status !== 'cancelled');
    expect(rows.find((o) => o.id === paid!.id)).toMatchObject({ status: 'paid', duration: 60, video: 'scheduled' });
    expect(live.filter((o) => o.id !== paid!.id).every((o) => o.duration === 90 && o.video === 'scheduled' && o.status === 'pending')).toBe(true);
    expect(live.map((o) => o.date).sort()).toEqual(data.orders.map((o) => o.date).filter((d) => d !== third!.date));
    expect(rows.filter((o) => o.status === 'cancelled')).toHaveLength(5);
    expect(rows.filter((o) => o.status === 'cancelled').every((o) => o.video === 'cancelled')).toBe(true);
    // One live order per date, and the job adds nothing twice.
    expect(new Set(live.map((o) => o.date)).size).toBe(live.length);
    await createRecurringOrders(db(), new Date());
    expect((await ordersOf(data.id)).filter((o) => o.status !== 'cancelled')).toHaveLength(live.length);

    expectOk(await cancel(owner, data.id));
    const again = expectError(await edit(owner, data.id, rule, 'es'), 409, 'E409');
    expect(again.message.text).toBe('Este pedido recurrente ya está cancelado');
  });
});

describe('a job run racing an edit', () => {
  it('a run that read the rule before an edit makes no order by the old rule after it (each creation locks the recurring order)', async () => {
    const rule = { field_id: pista['Pista 2'], weekdays: [1, 2, 3, 4, 5, 6, 7], time: '18:00', duration: 60, end_date: plus(today(), 40) };
    const { data } = expectOk<RecurringOrderDetail>(await post(owner, body(rule)));
    // The job's read of the rule, then the edit: one weekday off, its orders cancelled.
    const stale = (await recurringOrderById(db(), data.id))!;
    const weekdayOff = LocalDate.parse(data.orders[1]!.date).dayOfWeek().value();
    const { facility_id: _f, ...edited } = body({ ...rule, weekdays: rule.weekdays.filter((d) => d !== weekdayOff) });
    expectOk(await call(a.app, 'PUT', `/recurring_order/${data.id}/`, { token: owner.access_token, payload: edited }));
    // The run goes on with what it read: the dropped weekday's date is free again, and nothing is made on it.
    const facility = await facilityFor(db(), { system: 'recurring-orders' }, ids.madridId);
    expect(await createDueOrders(db(), stale, facility, new Date())).toBe(0);
    const live = await db()
      .select({ date: videoOrders.date })
      .from(videoOrders)
      .where(and(eq(videoOrders.recurring_order_id, data.id), eq(videoOrders.status, 'pending')));
    expect(live.map((o) => o.date)).not.toContain(data.orders[1]!.date);
    expect(live).toHaveLength(data.orders.length - 1);
  });
});

describe('a booking with include video', () => {
  it('is refused on a field without a camera, with a translated message, and written nowhere', async () => {
    const booking = { facility_id: ids.madridId, field_id: pista['Pista 4'], type: 'one_day', date: '2031-06-10', time: '10:00', minutes: 90, include_video: true };
    const res = expectError(await call(a.app, 'POST', '/reservation/', { token: owner.access_token, payload: booking, lang: 'es' }), 400, 'E400');
    expect(res.message.text).toBe('Esta pista no tiene cámara: no se pueden grabar vídeos en ella');
    expect(fieldsOf(res).include_video).toBe('Esta pista no tiene cámara: no se pueden grabar vídeos en ella');
    // Without video the same booking is fine; with video on a field with a camera too.
    expectOk(await call(a.app, 'POST', '/reservation/', { token: owner.access_token, payload: { ...booking, include_video: false } }));
    expectOk(await call(a.app, 'POST', '/reservation/', { token: owner.access_token, payload: { ...booking, field_id: pista['Pista 3'], include_video: true } }));
  });
});
