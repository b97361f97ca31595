import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { PriceBreakdown, ReservationDetail } from '../../../domain/bookings/reservation-detail';
import { localParts } from '../../../domain/bookings/local-time';
import { clockLabel } from '../../../domain/bookings/schedule';
import { bookingSlots, bookings, cancellationReasons, fields, invoiceLines, invoicePayments } from '../../db/schema';
import { cancelRequestSchema, reservationCreateSchema, type CancelRequest } from '../../../domain/bookings/reservation';
import { DomainError } from '../../domain-error';
import { cancelBooking, createBooking, markPaid } from '../service';
import { actorFor, call, demoReasonId, expectError, expectOk, fieldsOf, fieldIdsByName, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** The invariant of issue 6: a field is never double-booked, whichever client writes and however many at once. */
let demo: DemoSessions;
let pista: Record<string, number>;

beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
});
afterAll(async () => {
  await demo?.server.close();
});

const book = (body: Record<string, unknown>, token = demo.owner.access_token, lang?: string) =>
  call(demo.server.app, 'POST', '/reservation/', { token, payload: { facility_id: demo.ids.madridId, type: 'one_day', minutes: 90, ...body }, ...(lang ? { lang } : {}) });

async function liveBookingsOn(fieldId: number, date: string) {
  const rows = await demo.server.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.field_id, fieldId), eq(bookings.status, 'confirmed')));
  return rows.filter((b) => b.start_at.toISOString().startsWith(date));
}

/** The ledger payment that paid a booking at the counter. */
async function ledgerPaymentOf(bookingId: number): Promise<number | undefined> {
  const [line] = await demo.server.database.db.select().from(invoiceLines).where(eq(invoiceLines.booking_id, bookingId));
  const [payment] = await demo.server.database.db.select().from(invoicePayments).where(eq(invoicePayments.invoice_id, line!.invoice_id));
  return payment?.id;
}

describe('reservations never overlap on a field', () => {
  it("books a field at the facility's local time and refuses an overlap with E409 naming the booking in the way", async () => {
    const first = expectOk<Reservation>(await book({ field_id: pista['Pista 1'], date: '2027-03-01', time: '18:00' })).data;
    // Madrid is UTC+1 in March: 18:00 local is 17:00 UTC; 90 minutes later it ends.
    expect(first.start_at).toBe('2027-03-01T17:00:00.000Z');
    expect(first.end_at).toBe('2027-03-01T18:30:00.000Z');

    const clash = expectError(await book({ field_id: pista['Pista 1'], date: '2027-03-01', time: '19:00' }), 409, 'E409');
    expect(clash.message.text).toBe('This time is already booked on this field');
    expect((clash.data as { conflicts: Reservation[] }).conflicts.map((c) => c.id)).toEqual([first.id]);
    const es = expectError(await book({ field_id: pista['Pista 1'], date: '2027-03-01', time: '17:00' }, demo.owner.access_token, 'es'), 409, 'E409');
    expect(es.message.text).toBe('Esta hora ya está reservada en esta pista');

    // Back to back is fine (half-open ranges), and so is another field at the same time.
    expectOk(await book({ field_id: pista['Pista 1'], date: '2027-03-01', time: '19:30' }));
    expectOk(await book({ field_id: pista['Pista 2'], date: '2027-03-01', time: '18:00' }));
    expect(await liveBookingsOn(pista['Pista 1']!, '2027-03-01')).toHaveLength(2);
  });

  it("cancels with one of the organization's reasons (the machine decides); a cancelled booking no longer blocks its field", async () => {
    const db = demo.server.database.db;
    const reasons = await db.select().from(cancellationReasons).where(eq(cancellationReasons.group_id, demo.ids.demoGroupId));
    const rain = reasons.find((r) => r.name === 'Rain')!;
    const inactive = reasons.find((r) => r.status === 'I')!;
    const [otherOrgReason] = await db.select().from(cancellationReasons).where(eq(cancellationReasons.group_id, demo.ids.otherGroupId));
    const booking = expectOk<Reservation>(await book({ field_id: pista['Pista 3'], date: '2027-03-02', time: '10:00' })).data;
    expectError(await book({ field_id: pista['Pista 3'], date: '2027-03-02', time: '10:30' }), 409, 'E409');
    const cancel = (reason_id: number, lang?: string) =>
      call(demo.server.app, 'PUT', `/reservation/cancel/${booking.id}/`, { token: demo.owner.access_token, payload: { reason_id }, ...(lang ? { lang } : {}) });

    // A reason that is inactive or another organization's is refused, and nothing changes.
    expect(fieldsOf(expectError(await cancel(inactive.id), 400, 'E400')).reason_id).toBe('Invalid Format');
    expectError(await cancel(otherOrgReason!.id), 400, 'E400');
    const cancelled = expectOk<Reservation & { refund: { total: number } }>(await cancel(rain.id)).data;
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled', refund: { total: 0, videoCancelled: true } });
    // The machine refuses a second cancel; the API says why, in both languages.
    const again = expectError(await cancel(rain.id), 409, 'E409');
    expect(again.message.text).toBe('This booking is already cancelled');
    expect((again.data as { reason: string }).reason).toBe('booking_cancelled');
    expect(expectError(await cancel(rain.id, 'es'), 409, 'E409').message.text).toBe('Esta reserva ya está cancelada');
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.cancel_reason_id).toBe(rain.id);

    expectOk(await book({ field_id: pista['Pista 3'], date: '2027-03-02', time: '10:30' }));
  });

  it('cancelling a paid booking refunds what was paid for it, never the online service fee (SPEC §9)', async () => {
    const rain = { id: await demoReasonId(demo, 'Rain') };
    // Pista 4 costs 30.00 an hour; the demo organization's booking fee is 3 %: 45.00 + 1.35.
    const booking = expectOk<Reservation>(await book({ field_id: pista['Pista 4'], date: '2027-03-04', time: '10:00' })).data;
    expect(booking).toMatchObject({ amount_cents: 4635, service_fee_cents: 135, amount_paid_cents: 0, currency: 'EUR' });
    expectOk(await call(demo.server.app, 'PUT', '/console/reservation/mark_as_paid/', { token: demo.owner.access_token, payload: { id: booking.id } }));
    const cancelled = expectOk<Reservation & { refund: unknown }>(
      await call(demo.server.app, 'PUT', `/reservation/cancel/${booking.id}/`, { token: demo.owner.access_token, payload: { reason_id: rain!.id } }),
    ).data;
    expect(cancelled.refund).toEqual({
      refund: { price: 4500, serviceFee: 0, video: 0 },
      kept: { price: 0, serviceFee: 135, video: 0 },
      total: 4500,
      videoCancelled: true,
      insideWindow: false,
      choice: 'policy',
    });
    // Paid at the counter: the refund went back through the ledger's cash payment, and the booking's paid amount follows.
    const [row] = await demo.server.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ amount_paid_cents: 135, cancel_refund_cents: 4500 });
    const [payment] = await demo.server.database.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.id, (await ledgerPaymentOf(booking.id))!));
    expect(payment).toMatchObject({ amount_cents: 4635, refunded_cents: 4500 });
  });

  it('a booking that has ended cannot be cancelled', async () => {
    // Booked on the 4th of January for the 5th, 10:00–11:30 (the service at that instant): it has ended since.
    const db = demo.server.database.db;
    const past = await createBooking(
      db,
      await actorFor(db, 'owner'),
      reservationCreateSchema.parse({ facility_id: demo.ids.madridId, field_id: pista['Pista 2'], type: 'one_day', date: '2026-01-05', time: '10:00', minutes: 90 }),
      new Date('2026-01-04T12:00:00Z'),
    );
    const [reason] = await demo.server.database.db
      .select()
      .from(cancellationReasons)
      .where(and(eq(cancellationReasons.group_id, demo.ids.demoGroupId), eq(cancellationReasons.status, 'A')));
    const res = expectError(await call(demo.server.app, 'PUT', `/reservation/cancel/${past.id}/`, { token: demo.owner.access_token, payload: { reason_id: reason!.id } }), 409, 'E409');
    expect(res.message.text).toBe('This booking has already ended');
  });

  it('reschedules to another time or field keeping the duration; an overlap or a past time is refused and nothing moves', async () => {
    const moved = expectOk<Reservation>(await book({ field_id: pista['Pista 1'], date: '2027-03-08', time: '09:00', minutes: 60 })).data;
    const other = expectOk<Reservation>(await book({ field_id: pista['Pista 2'], date: '2027-03-08', time: '12:00', minutes: 90 })).data;
    const reschedule = (payload: Record<string, unknown>, lang?: string) =>
      call(demo.server.app, 'PUT', '/console/reservation/reschedule/', { token: demo.rep.access_token, payload: { id: moved.id, ...payload }, ...(lang ? { lang } : {}) });

    const later = expectOk<Reservation>(await reschedule({ field_id: pista['Pista 2'], date: '2027-03-08', time: '10:30' })).data;
    expect(later).toMatchObject({ id: moved.id, field_id: pista['Pista 2'], start_at: '2027-03-08T09:30:00.000Z', end_at: '2027-03-08T10:30:00.000Z' });
    // The old time is free again; the new one is taken.
    expectOk(await book({ field_id: pista['Pista 1'], date: '2027-03-08', time: '09:00', minutes: 60 }));
    expectError(await book({ field_id: pista['Pista 2'], date: '2027-03-08', time: '10:00', minutes: 60 }), 409, 'E409');

    // Onto the other booking: E409 names it (not itself), and the booking stays where it was.
    const clash = expectError(await reschedule({ field_id: pista['Pista 2'], date: '2027-03-08', time: '11:30' }), 409, 'E409');
    expect((clash.data as { conflicts: Reservation[] }).conflicts.map((c) => c.id)).toEqual([other.id]);
    const [row] = await demo.server.database.db.select().from(bookings).where(eq(bookings.id, moved.id));
    expect(row!.start_at.toISOString()).toBe('2027-03-08T09:30:00.000Z');
    const slots = await demo.server.database.db.select().from(bookingSlots).where(eq(bookingSlots.booking_id, moved.id));
    expect(slots.map((x) => x.field_id)).toEqual([pista['Pista 2']]);

    // The machine's rules through the API: not into the past, not onto the same time.
    expect(expectError(await reschedule({ field_id: pista['Pista 2'], date: '2020-01-06', time: '10:00' }), 409, 'E409').message.text).toBe('The new time is in the past');
    expect(expectError(await reschedule({ field_id: pista['Pista 2'], date: '2027-03-08', time: '10:30' }, 'es'), 409, 'E409').message.text).toBe('No hay nada que cambiar');
    expectError(await reschedule({ field_id: 999999, date: '2027-03-08', time: '15:00' }), 400, 'E400');
  });

  it('verify answers, per date of a weekly series, whether it conflicts and with which booking', async () => {
    // Mondays and Wednesdays of four weeks from 2027-05-03 at 19:00; one Wednesday is taken.
    const taken = expectOk<Reservation>(await book({ field_id: pista['Pista 1'], date: '2027-05-12', time: '18:30', minutes: 60 })).data;
    const verify = (payload: Record<string, unknown>) =>
      call(demo.server.app, 'POST', '/recurring_reservation/verify/', {
        token: demo.rep.access_token,
        payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 1'], start_date: '2027-05-03', end_date: '2027-05-30', every_weeks: 1, weekdays: [1, 3], time: '19:00', minutes: 90, ...payload },
      });
    const dates = expectOk<{ date: string; conflicts: Reservation[] }[]>(await verify({})).data;
    expect(dates.map((d) => d.date)).toEqual(['2027-05-03', '2027-05-05', '2027-05-10', '2027-05-12', '2027-05-17', '2027-05-19', '2027-05-24', '2027-05-26']);
    expect(dates.filter((d) => d.conflicts.length > 0).map((d) => [d.date, d.conflicts.map((c) => c.id)])).toEqual([['2027-05-12', [taken.id]]]);
    // Every other week: the taken Wednesday is not in the series.
    const fortnightly = expectOk<{ date: string; conflicts: Reservation[] }[]>(await verify({ every_weeks: 2 })).data;
    expect(fortnightly.map((d) => d.date)).toEqual(['2027-05-03', '2027-05-05', '2027-05-17', '2027-05-19']);
    expect(fortnightly.every((d) => d.conflicts.length === 0)).toBe(true);
    expectError(await verify({ end_date: '2027-04-01' }), 400, 'E400');
    expectError(await verify({ weekdays: [] }), 400, 'E400');
  });

  it('twenty simultaneous requests for overlapping times on one field make exactly one booking', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => book({ field_id: pista['Pista 4'], date: '2027-03-03', time: '12:00' })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const live = await liveBookingsOn(pista['Pista 4']!, '2027-03-03');
    expect(live).toHaveLength(1);
    // Nothing half-written: every booking row has its slots, and no slot lacks its booking.
    const slots = await demo.server.database.db.select().from(bookingSlots).where(eq(bookingSlots.field_id, pista['Pista 4']!));
    expect(slots.filter((s) => s.start_at.toISOString().startsWith('2027-03-03'))).toHaveLength(1);
  });

  it('a booking on a field also blocks the field shared with it, even under concurrency', async () => {
    const db = demo.server.database.db;
    await db.update(fields).set({ shared_field_id: pista['Pista 1'] }).where(eq(fields.id, pista['Pista Central']!));
    expectOk(await book({ field_id: pista['Pista 1'], date: '2027-03-04', time: '20:00' }));
    const clash = expectError(await book({ field_id: pista['Pista Central'], date: '2027-03-04', time: '20:30' }), 409, 'E409');
    expect((clash.data as { conflicts: Reservation[] }).conflicts[0]!.field_id).toBe(pista['Pista 1']);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book({ field_id: i % 2 === 0 ? pista['Pista 1'] : pista['Pista Central'], date: '2027-03-05', time: '08:00' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);

    // Twenty bookings dragged at once onto the same time, half on each of the two shared fields:
    // one moves, the others answer E409 (never E500: the fields are locked in one order) and stay.
    const own = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const date = new Date(Date.UTC(2027, 3, 1 + i)).toISOString().slice(0, 10);
        return expectOk<Reservation>(await book({ field_id: pista['Pista 2'], date, time: '14:00', minutes: 60 })).data;
      }),
    );
    const drags = await Promise.all(
      own.map((b, i) =>
        call(demo.server.app, 'PUT', '/console/reservation/reschedule/', {
          token: demo.owner.access_token,
          payload: { id: b.id, field_id: i % 2 === 0 ? pista['Pista 1'] : pista['Pista Central'], date: '2027-03-05', time: '14:00' },
        }),
      ),
    );
    expect(drags.map((d) => d.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const stayed = await db.select().from(bookings).where(eq(bookings.field_id, pista['Pista 2']!));
    expect(stayed.filter((b) => own.some((o) => o.id === b.id))).toHaveLength(19);
    await db.update(fields).set({ shared_field_id: null }).where(eq(fields.id, pista['Pista Central']!));
  });

  it('refuses bad input, another organization and users without a booking view, writing nothing', async () => {
    const before = (await demo.server.database.db.select().from(bookings)).length;
    const bad = expectError(await book({ field_id: pista['Pista 1'], date: '2027-02-30', time: '25:00', minutes: 45 }), 400, 'E400');
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['date', 'minutes', 'time']);
    expectError(await book({ field_id: 999999, date: '2027-03-06', time: '10:00' }), 400, 'E400');
    expectError(await book({ facility_id: demo.ids.lisbonId, field_id: pista['Pista 1'], date: '2027-03-06', time: '10:00' }), 404, 'E404');
    expectError(await book({ field_id: pista['Pista 1'], date: '2027-03-06', time: '10:00' }, demo.client.access_token), 403, 'E403');
    expect((await demo.server.database.db.select().from(bookings)).length).toBe(before);
  });

  it('the demo facility has bookings across the coming two weeks', async () => {
    const now = Date.now();
    const qs = new URLSearchParams({ from: new Date(now).toISOString(), to: new Date(now + 14 * 86_400_000).toISOString() });
    const coming = expectOk<Reservation[]>(await call(demo.server.app, 'GET', `/reservation/facility/${demo.ids.madridId}/?${qs}`, { token: demo.rep.access_token })).data;
    expect(coming.length).toBeGreaterThan(50);
    expect(new Set(coming.map((b) => b.start_at.slice(0, 10))).size).toBeGreaterThanOrEqual(13);
    expect(new Set(coming.map((b) => b.payment_state))).toEqual(new Set(['paid', 'pending']));
  });

  it('lists the live bookings of a facility in a time window', async () => {
    const qs = new URLSearchParams({ from: '2027-03-01T00:00:00Z', to: '2027-03-02T00:00:00Z' });
    const day = expectOk<Reservation[]>(await call(demo.server.app, 'GET', `/reservation/facility/${demo.ids.madridId}/?${qs}`, { token: demo.rep.access_token })).data;
    expect(day.map((b) => b.start_at)).toEqual(['2027-03-01T17:00:00.000Z', '2027-03-01T17:00:00.000Z', '2027-03-01T18:30:00.000Z']);
    expectError(await call(demo.server.app, 'GET', `/reservation/facility/${demo.ids.lisbonId}/?${qs}`, { token: demo.rep.access_token }), 404, 'E404');
    // The schedule's columns: the front desk reads the fields it books, but may not change them.
    const columns = expectOk<{ id: number; name: string }[]>(await call(demo.server.app, 'GET', `/field/active/?facility_id=${demo.ids.madridId}`, { token: demo.rep.access_token })).data;
    expect(columns.map((f) => f.name)).toContain('Pista 1');
    expectError(await call(demo.server.app, 'PUT', `/field/${pista['Pista 1']}/`, { token: demo.rep.access_token, payload: { name: 'Renamed', hourly_price_cents: 100 } }), 403, 'E403');
  });
});

describe('the demo bookings', () => {
  it('name who made them and carry one price: a past booking’s receipt is what its form quotes, paid in full; it can no longer be changed', async () => {
    const db = demo.server.database.db;
    const madrid = await db.select().from(bookings).where(eq(bookings.facility_id, demo.ids.madridId));
    const past = madrid.filter((b) => b.start_at < new Date() && b.status === 'completed');
    expect(past.length).toBeGreaterThan(0);
    const detail = expectOk<ReservationDetail>(await call(demo.server.app, 'GET', `/reservation/detail/${past[0]!.id}/`, { token: demo.owner.access_token })).data;
    const quote = expectOk<PriceBreakdown>(
      await call(demo.server.app, 'POST', '/console/reservation/recalculate_payment/', {
        token: demo.owner.access_token,
        payload: { facility_id: demo.ids.madridId, field_id: detail.field_id, type: detail.type, minutes: 90 },
      }),
    ).data;
    expect(quote.total_cents).toBeGreaterThan(0);
    expect(detail).toMatchObject({ amount_cents: quote.total_cents, amount_paid_cents: quote.total_cents, balance_cents: 0, created_by_name: 'Raúl Gómez' });
    // It has ended: its form is read-only, and a save (even of a note alone, its time unchanged) is refused with why, changing nothing.
    const at = localParts(detail.start_at, 'Europe/Madrid');
    const refusedSave = expectError(
      await call(demo.server.app, 'PUT', `/reservation/${detail.id}/`, {
        token: demo.owner.access_token,
        payload: { field_id: detail.field_id, type: 'one_day', date: at.date, time: clockLabel(at.minute, false), minutes: 90, notes: 'late note' },
      }),
      409,
      'E409',
    );
    expect(refusedSave.data).toMatchObject({ reason: 'booking_ended' });
    expect(refusedSave.message.text).toBe('This booking has already ended');
    expect((await db.select({ notes: bookings.notes }).from(bookings).where(eq(bookings.id, detail.id)))[0]!.notes).toBe(past[0]!.notes);
    // Every demo booking of the desk says who made it.
    expect(madrid.filter((b) => b.origin === 'console' && b.created_by === null)).toEqual([]);
  });
});

describe("a cancellation follows the organization's cancellation policy (issue 16 item 3)", () => {
  // The demo organization's policy is 24 hours. Pista 4, 90 minutes: 45.00 + 1.35 service fee, marked paid.
  // 1 April 2027 10:00 in Madrid (UTC+2) is 08:00 UTC.
  const START = new Date('2027-04-01T08:00:00Z');
  const hours = (h: number) => new Date(START.getTime() + h * 3_600_000);
  let day = 0;
  async function paidBooking() {
    const db = demo.server.database.db;
    const owner = await actorFor(db, 'owner');
    const date = new Date(Date.UTC(2027, 3, 1 + 2 * day++)).toISOString().slice(0, 10);
    const row = await createBooking(db, owner, reservationCreateSchema.parse({ facility_id: demo.ids.madridId, field_id: pista['Pista 4'], type: 'one_day', date, time: '10:00', minutes: 90 }), hours(-24 * 30));
    await markPaid(db, owner, row.id, hours(-24 * 30));
    return { id: row.id, start: new Date(row.start_at) };
  }
  const reasonId = () => demoReasonId(demo, 'Rain');
  const cancelAt = async (id: number, at: Date, body: Omit<CancelRequest, 'reason_id'> = {}, username = 'owner') =>
    cancelBooking(demo.server.database.db, await actorFor(demo.server.database.db, username), id, cancelRequestSchema.parse({ reason_id: await reasonId(), ...body }), at);
  const before = (b: { start: Date }, h: number, ms = 0) => new Date(b.start.getTime() - h * 3_600_000 - ms);

  it('before the window the price is refunded; from exactly 24 hours before the start, in progress or past, nothing is', async () => {
    const early = await paidBooking();
    expect((await cancelAt(early.id, before(early, 24, 1))).refund).toMatchObject({ total: 4500, insideWindow: false, kept: { serviceFee: 135 } });
    const atLimit = await paidBooking();
    expect((await cancelAt(atLimit.id, before(atLimit, 24))).refund).toMatchObject({ total: 0, insideWindow: true, kept: { price: 4500, serviceFee: 135 } });
    // The intro's bug: a booking already in progress was cancelled with 54.00 refunded.
    const inProgress = await paidBooking();
    const cancelled = await cancelAt(inProgress.id, before(inProgress, -0.5));
    expect(cancelled.refund).toMatchObject({ total: 0, insideWindow: true, choice: 'policy' });
    // The detail keeps what was refunded and why.
    const detail = expectOk<ReservationDetail>(await call(demo.server.app, 'GET', `/reservation/detail/${inProgress.id}/`, { token: demo.owner.access_token })).data;
    expect(detail).toMatchObject({ status: 'cancelled', cancel_reason_name: 'Rain', cancel_refund_cents: 0, cancel_refund_note: '' });
  });

  it('staff with the payments permission refund otherwise with a reason: partial, full or none; never above the price paid', async () => {
    const inside = await paidBooking();
    const at = before(inside, 2);
    const refusal = async (body: Omit<CancelRequest, 'reason_id'>) => {
      const e = await cancelAt(inside.id, at, body).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(DomainError);
      return (e as DomainError).data;
    };
    expect(await refusal({ refund: 'partial', refund_cents: 2000 })).toMatchObject({ reason: 'refund_note_required' });
    // Above the price paid (the service fee is never refunded): refused, nothing cancelled.
    expect(await refusal({ refund: 'partial', refund_cents: 4501, refund_note: 'Regular' })).toMatchObject({ reason: 'refund_amount_invalid' });
    const partial = await cancelAt(inside.id, at, { refund: 'partial', refund_cents: 2000, refund_note: ' Regular client ' });
    expect(partial.refund).toMatchObject({ total: 2000, choice: 'partial', kept: { price: 2500, serviceFee: 135 } });
    const [row] = await demo.server.database.db.select().from(bookings).where(eq(bookings.id, inside.id));
    expect(row).toMatchObject({ status: 'cancelled', cancel_refund_cents: 2000, cancel_refund_note: 'Regular client' });

    const full = await paidBooking();
    expect((await cancelAt(full.id, before(full, -1), { refund: 'full', refund_note: 'Court flooded' })).refund).toMatchObject({ total: 4500, choice: 'full' });
    const none = await paidBooking();
    expect((await cancelAt(none.id, before(none, 48), { refund: 'none', refund_note: 'No-show policy' })).refund).toMatchObject({ total: 0, choice: 'none' });
  });

  it('choosing the refund needs the payments permission (E403); the refusals are in English and Spanish', async () => {
    const b = await paidBooking();
    const db = demo.server.database.db;
    const rep = await actorFor(db, 'rep');
    if (!('user' in rep)) throw new Error('a user');
    const withoutPermission = { ...rep, user: { ...rep.user, permissions_ids: rep.user.permissions_ids.filter((p) => p !== 24) } };
    const body = cancelRequestSchema.parse({ reason_id: await reasonId(), refund: 'full', refund_note: 'x' });
    await expect(cancelBooking(db, withoutPermission, b.id, body, before(b, 2))).rejects.toMatchObject({ code: 'E403' });
    const http = (lang: string) =>
      call(demo.server.app, 'PUT', `/reservation/cancel/${b.id}/`, { token: demo.owner.access_token, payload: { reason_id: body.reason_id, refund: 'partial', refund_cents: 999999 }, lang });
    expect(expectError(await http('en'), 409, 'E409').message.text).toBe('A partial refund is more than zero and at most the booking price paid (the service fee is not refunded)');
    expect(expectError(await http('es'), 409, 'E409').message.text).toBe('Un reembolso parcial es mayor que cero y como mucho el precio pagado de la reserva (la tarifa de servicio no se reembolsa)');
  });
});
