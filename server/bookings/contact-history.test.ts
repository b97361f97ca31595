import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRequestSchema, reservationCreateSchema } from '../../domain/bookings/reservation';
import { todayIn, shiftDate } from '../../domain/bookings/schedule';
import type { ContactHistory } from '../../domain/resources/contact-history';
import { bookingEvents, bookingParticipants } from '../db/schema';
import { payBookingAtDesk } from '../pos/booking-sale';
import { actorFor, call, demoReasonId, expectError, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';
import { cancelBooking, createBooking } from './service';

/**
 * Issue 20 item 3: a contact's page shows the person's history (GET /contact/:id/history/): their
 * bookings upcoming and past, payments and refunds, what they owe, no-shows, late cancellations,
 * and the contacts that may be the same person (same phone in E.164, or same e-mail in any case).
 */
let demo: DemoSessions;
let court: number;
beforeAll(async () => {
  demo = await startDemoSessions();
  // A field of its own (the default week: open every day), so no demo booking is in the way.
  court = expectOk<{ id: number }>(
    await call(demo.server.app, 'POST', '/field/', { token: demo.owner.access_token, payload: { facility_id: demo.ids.madridId, name: 'History court', hourly_price_cents: 2000 } }),
  ).data.id;
});
afterAll(async () => {
  await demo?.server.close();
});

const db = () => demo.server.database.db;
const contact = async (name: string, phone = '', email = '', facility_id = demo.ids.madridId) =>
  expectOk<{ id: number }>(await call(demo.server.app, 'POST', '/contact/', { token: demo.owner.access_token, payload: { facility_id, name, phone, email } })).data.id;
const history = async (id: number, token = demo.owner.access_token) => expectOk<ContactHistory>(await call(demo.server.app, 'GET', `/contact/${id}/history/`, { token })).data;
const DAY = 86_400_000;

describe("a contact's history", () => {
  it('shows bookings upcoming and past, the payment, what is owed, a no-show and a late cancellation', async () => {
    const ana = await contact('Ana Historia', '+34 611 222 333', 'ana.historia@example.com');
    const owner = await actorFor(db(), 'owner');
    const today = todayIn('Europe/Madrid', new Date());
    const book = (date: string, time: string, now: Date, more: Record<string, unknown> = {}) =>
      createBooking(db(), owner, reservationCreateSchema.parse({ facility_id: demo.ids.madridId, field_id: court, type: 'one_day', date, time, minutes: 60, contact_id: ana, ...more }), now);

    // Past: booked a month ago for ten days ago, paid at the desk (a ledger payment).
    const past = await book(shiftDate(today, -10), '10:00', new Date(Date.now() - 30 * DAY));
    await payBookingAtDesk(db(), owner, past.id, { kind: 'cash' }, new Date(Date.now() - 29 * DAY));
    // Upcoming, not paid: owed.
    const upcoming = await book('2027-09-06', '10:00', new Date());
    // Cancelled two hours before its start (inside the 24-hour policy): late; another cancelled days before: not late.
    const late = await book('2027-09-07', '10:00', new Date());
    const early = await book('2027-09-08', '10:00', new Date());
    const rain = await demoReasonId(demo, 'Rain');
    for (const b of [late, early]) await cancelBooking(db(), owner, b.id, cancelRequestSchema.parse({ reason_id: rain }));
    await db()
      .update(bookingEvents)
      .set({ created_at: new Date(Date.parse(late.start_at) - 2 * 3_600_000) })
      .where(and(eq(bookingEvents.booking_id, late.id), eq(bookingEvents.action, 'cancelled')));
    // A past match someone else booked, where Ana played and did not show up.
    const match = await book(shiftDate(today, -5), '10:00', new Date(Date.now() - 30 * DAY), { type: 'regular_match', contact_id: null, max_players: 4 });
    await db().insert(bookingParticipants).values({ booking_id: match.id, contact_id: ana, name: 'Ana Historia', no_show: true });

    const h = await history(ana);
    expect(h.currency).toBe('EUR');
    expect(h.upcoming.map((b) => b.id)).toEqual([upcoming.id]);
    expect(h.upcoming[0]!.owed_cents).toBe(upcoming.amount_cents);
    expect(h.upcoming[0]!.owed_cents).toBeGreaterThan(0);
    expect(h.past.map((b) => b.id).sort()).toEqual([past.id, late.id, early.id, match.id].sort());
    const of = (id: number) => h.past.find((b) => b.id === id)!;
    expect(of(past.id)).toMatchObject({ payment_state: 'paid', owed_cents: 0, role: 'contact' });
    expect(of(late.id)).toMatchObject({ status: 'cancelled', late_cancellation: true, owed_cents: 0 });
    expect(of(early.id).late_cancellation).toBe(false);
    expect(of(match.id)).toMatchObject({ role: 'player', no_show: true, owed_cents: 0 });
    // What is owed: the upcoming booking only (a cancelled one owes nothing, a player owes no booking's price).
    expect(h.balance_owed_cents).toBe(upcoming.amount_cents);
    expect(h.no_shows).toBe(1);
    expect(h.late_cancellations).toBe(1);
    // The desk payment of the past booking.
    expect(h.money).toEqual([expect.objectContaining({ kind: 'payment', method: 'cash', amount_cents: past.amount_cents })]);
  });

  it('flags contacts with the same phone (E.164) or the same e-mail (any case), not only name and phone together', async () => {
    const bea = await contact('Bea Dup', '+34 622 333 444', 'bea.dup@example.com');
    const samePhone = await contact('Beatriz D.', '0034 622-333-444');
    const sameEmail = await contact('B. Dup', '', 'BEA.DUP@Example.com');
    await contact('Someone Else', '+34 622 333 445', 'else@example.com');
    // Another facility's contact with the same phone is not this facility's duplicate.
    await contact('Bea in Brooklyn', '+34 622 333 444', '', demo.ids.brooklynId);
    const h = await history(bea);
    expect(h.duplicates.map((d) => [d.id, d.same])).toEqual(
      expect.arrayContaining([
        [samePhone, ['phone']],
        [sameEmail, ['email']],
      ]),
    );
    expect(h.duplicates).toHaveLength(2);
    // The other way round too.
    expect((await history(sameEmail)).duplicates.map((d) => d.id)).toEqual([bea]);
  });

  it("answers E404 for a contact outside the user's facilities, as for one that does not exist", async () => {
    const theirs = await contact('Brooklyn Only', '', '', demo.ids.brooklynId);
    expectError(await call(demo.server.app, 'GET', `/contact/${theirs}/history/`, { token: demo.rep.access_token }), 404, 'E404');
    expectError(await call(demo.server.app, 'GET', '/contact/999999/history/', { token: demo.owner.access_token }), 404, 'E404');
  });
});
