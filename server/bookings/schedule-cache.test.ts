import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation, ScheduleReservation } from '../../domain/bookings/reservation';
import { bookingParticipants, bookings, contacts } from '../db/schema';
import { call, expectOk, fieldIdsByName, startDemoSessions, type DemoSessions } from '../test-support/http';
import { usingPostgres } from '../test-support/test-server';

/**
 * The schedule's kept answers (schedule-cache.ts): served again byte for byte while nothing it
 * shows changed, and never once after a change, whoever wrote it (the routes, or SQL past them).
 */
let demo: DemoSessions;
let pista: Record<string, number>;
beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
});
afterAll(async () => demo?.server.close());

const db = () => demo.server.database.db;
const DAY = '2029-09-12';
const scheduleRaw = (facilityId = demo.ids.madridId) => call(demo.server.app, 'GET', `/reservation/facility/${facilityId}/?from=${DAY}T00:00:00Z&to=${DAY}T23:59:59Z`, { token: demo.owner.access_token });
const schedule = async () => expectOk<ScheduleReservation[]>(await scheduleRaw()).data;
let hour = 8;
const book = async (body: Record<string, unknown> = {}) =>
  expectOk<Reservation>(
    await call(demo.server.app, 'POST', '/reservation/', {
      token: demo.owner.access_token,
      payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 2'], type: 'one_day', date: DAY, time: `${String(hour++).padStart(2, '0')}:00`, minutes: 60, ...body },
    }),
  ).data;

describe('the schedule kept in memory', () => {
  it('answers the same bytes, type and status again while nothing changed', async () => {
    await book();
    const first = await scheduleRaw();
    const again = await scheduleRaw();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(JSON.parse(first.body)).toMatchObject({ ok: 1 });
  });

  it('shows at once a booking made through the routes, then changed, moved, cancelled and deleted past them', async () => {
    await schedule(); // kept
    const b = await book();
    expect((await schedule()).find((x) => x.id === b.id)).toMatchObject({ status: 'confirmed', payment_state: 'pending', field_id: pista['Pista 2'] });
    await db().update(bookings).set({ notes: 'Window side' }).where(eq(bookings.id, b.id));
    expect((await schedule()).find((x) => x.id === b.id)?.notes).toBe('Window side');
    await db().update(bookings).set({ payment_state: 'paid', amount_paid_cents: b.amount_cents }).where(eq(bookings.id, b.id));
    expect((await schedule()).find((x) => x.id === b.id)?.payment_state).toBe('paid');
    await db().update(bookings).set({ field_id: pista['Pista 3'] }).where(eq(bookings.id, b.id));
    expect((await schedule()).find((x) => x.id === b.id)?.field_id).toBe(pista['Pista 3']);
    await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, b.id));
    expect((await schedule()).find((x) => x.id === b.id)).toBeUndefined();
    const c = await book();
    expect((await schedule()).some((x) => x.id === c.id)).toBe(true);
    await db().delete(bookings).where(eq(bookings.id, c.id));
    expect((await schedule()).some((x) => x.id === c.id)).toBe(false);
  });

  it("shows at once who plays and how many joined as participants come, drop out and leave, and a contact's new name", async () => {
    const b = await book();
    await schedule(); // kept
    const [p] = await db().insert(bookingParticipants).values({ booking_id: b.id, name: 'Cache Ana' }).returning();
    expect((await schedule()).find((x) => x.id === b.id)).toMatchObject({ who: 'Cache Ana', joined: 1 });
    await db().update(bookingParticipants).set({ not_going: true }).where(eq(bookingParticipants.id, p!.id));
    expect((await schedule()).find((x) => x.id === b.id)).toMatchObject({ who: null, joined: 0 });
    await db().update(bookingParticipants).set({ not_going: false }).where(eq(bookingParticipants.id, p!.id));
    expect((await schedule()).find((x) => x.id === b.id)?.joined).toBe(1);
    await db().delete(bookingParticipants).where(eq(bookingParticipants.id, p!.id));
    expect((await schedule()).find((x) => x.id === b.id)?.joined).toBe(0);
    const [contact] = await db().insert(contacts).values({ facility_id: demo.ids.madridId, name: 'Cache Bea' }).returning();
    await db().update(bookings).set({ contact_id: contact!.id }).where(eq(bookings.id, b.id));
    expect((await schedule()).find((x) => x.id === b.id)?.who).toBe('Cache Bea');
    await db().update(contacts).set({ name: 'Cache Beatriz' }).where(eq(contacts.id, contact!.id));
    expect((await schedule()).find((x) => x.id === b.id)?.who).toBe('Cache Beatriz');
    await db().delete(contacts).where(eq(contacts.id, contact!.id));
    expect((await schedule()).find((x) => x.id === b.id)?.who).toBeNull();
  });

  it.runIf(usingPostgres)('never keeps what a transaction still open hid: its change shows as soon as it commits', async () => {
    const b = await book();
    await db().transaction(async (tx) => {
      await tx.update(bookings).set({ notes: 'Committed later' }).where(eq(bookings.id, b.id));
      expect((await schedule()).find((x) => x.id === b.id)?.notes).toBe(''); // read on another connection, and kept
    });
    expect((await schedule()).find((x) => x.id === b.id)?.notes).toBe('Committed later');
  });
});
