import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForSaleMatch } from '../../../domain/bookings/for-sale';
import type { Reservation, ScheduleReservation } from '../../../domain/bookings/reservation';
import type { BookingEvent, ReservationDetail } from '../../../domain/bookings/reservation-detail';
import { bookingEvents, bookingParticipants, bookings, cancellationReasons, contacts, fields } from '../../db/schema';
import { cancelUnfilledMatches } from '../../jobs/match-auto-cancel';
import { call, expectError, expectOk, fieldIdsByName, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** List for sale: a match's free places offered in the app; the booking machine decides. */
let demo: DemoSessions;
let pista: Record<string, number>;
beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
});
afterAll(async () => demo?.server.close());

const owner = () => demo.owner.access_token;
const db = () => demo.server.database.db;
const match = { type: 'regular_match', skill_level: 'intermediate', min_players: 2, max_players: 4, price_per_player_cents: 900, pricing_method: 'per_participant' };
let hour = 8;
/** A booking on Pista 4 on 6 June 2029, each at its own hour. */
const book = async (body: Record<string, unknown> = match, facility_id = demo.ids.madridId, field_id = pista['Pista 4'], token = owner()) =>
  expectOk<Reservation>(
    await call(demo.server.app, 'POST', '/reservation/', { token, payload: { facility_id, field_id, date: '2029-06-06', time: `${String(hour++).padStart(2, '0')}:00`, minutes: 60, ...body } }),
  ).data;
const sell = (id: number, for_sale: boolean, options: { token?: string; lang?: string } = {}) =>
  call(demo.server.app, 'PUT', `/console/reservation/for_sale/${id}/`, { token: options.token ?? owner(), payload: { for_sale }, ...(options.lang ? { lang: options.lang } : {}) });
const listed = async (facility_id = demo.ids.madridId, token = owner()) => expectOk<ForSaleMatch[]>(await call(demo.server.app, 'GET', `/reservation/for_sale/?facility_id=${facility_id}`, { token })).data;
const stored = async (id: number) => (await db().select({ for_sale: bookings.for_sale }).from(bookings).where(eq(bookings.id, id)))[0]!.for_sale;
const history = async (id: number) => expectOk<BookingEvent[]>(await call(demo.server.app, 'GET', `/reservation/event/${id}/?kind=history`, { token: owner() })).data.map((e) => e.action);
const addGuest = (id: number, name: string) => call(demo.server.app, 'POST', '/match/add_guest/', { token: owner(), payload: { reservation_id: id, name } });

describe('list for sale', () => {
  it('lists a match with free places, shows it in the facility list, and withdraws it, each with a history line', async () => {
    const m = await book();
    expectOk(await addGuest(m.id, 'Ana'));
    const detail = expectOk<ReservationDetail>(await sell(m.id, true)).data;
    expect(detail).toMatchObject({ id: m.id, for_sale: true });
    expect(await stored(m.id)).toBe(true);
    const row = (await listed()).find((x) => x.id === m.id);
    expect(row).toEqual({
      id: m.id,
      field_id: pista['Pista 4'],
      field_name: 'Pista 4',
      type: 'regular_match',
      skill_level: 'intermediate',
      start_at: m.start_at,
      end_at: m.end_at,
      joined: 1,
      max_players: 4,
      free_places: 3,
      price_per_player_cents: 900,
      currency: 'EUR',
    });
    // The booking as the API answers it says so too.
    const day = expectOk<Reservation[]>(await call(demo.server.app, 'GET', `/reservation/facility/${demo.ids.madridId}/?from=2029-06-06T00:00:00Z&to=2029-06-07T00:00:00Z`, { token: owner() })).data;
    expect(day.find((b) => b.id === m.id)?.for_sale).toBe(true);

    expect(expectOk<ReservationDetail>(await sell(m.id, false)).data.for_sale).toBe(false);
    expect(await stored(m.id)).toBe(false);
    expect((await listed()).some((x) => x.id === m.id)).toBe(false);
    expect(await history(m.id)).toEqual(['created', 'guest_added', 'listed_for_sale', 'withdrawn_from_sale']);
  });

  it('a full match leaves the sale list by itself and returns when a place frees up; it stays listed meanwhile', async () => {
    const m = await book({ ...match, min_players: 1, max_players: 2 });
    expectOk(await addGuest(m.id, 'Ana'));
    expectOk(await sell(m.id, true));
    expect((await listed()).find((x) => x.id === m.id)?.free_places).toBe(1);
    const full = expectOk<ReservationDetail>(await addGuest(m.id, 'Luis')).data;
    expect((await listed()).some((x) => x.id === m.id)).toBe(false);
    expect(await stored(m.id)).toBe(true);
    const luis = full.participants.find((p) => p.name === 'Luis')!;
    expectOk(await call(demo.server.app, 'PUT', '/console/match/user/mark/', { token: owner(), payload: { reservation_id: m.id, participant_ids: [luis.id], state: 'not_going' } }));
    expect((await listed()).find((x) => x.id === m.id)?.free_places).toBe(1);
  });

  it('without a price per player, a player pays an even share of the field price with them in', async () => {
    const m = await book({ ...match, price_per_player_cents: null, min_players: 1, max_players: 2 });
    expectOk(await sell(m.id, true));
    // Pista 4 at its hourly price for one hour, split between the one who would join and nobody else yet.
    const [field] = await db().select({ price: fields.hourly_price_cents }).from(fields).where(eq(fields.id, pista['Pista 4']!));
    expect((await listed()).find((x) => x.id === m.id)).toMatchObject({ joined: 0, free_places: 2, price_per_player_cents: field!.price });
  });

  it.each([
    ['not_a_match', 'Only a match can be listed for sale', 'Solo un partido se puede poner a la venta'],
    ['match_full', 'This match is full: it has no free places to sell', 'Este partido está completo: no tiene plazas libres que vender'],
    ['booking_started', 'This booking has already started', 'Esta reserva ya ha empezado'],
    ['booking_cancelled', 'This booking is already cancelled', 'Esta reserva ya está cancelada'],
    ['nothing_to_change', 'There is nothing to change', 'No hay nada que cambiar'],
  ])('refuses %s with E409 and its translated message, writing nothing', async (reason, en, es) => {
    let id: number;
    let forSale = true;
    if (reason === 'not_a_match') id = (await book({ type: 'one_day' })).id;
    else {
      id = (await book({ ...match, min_players: 1, max_players: 1 })).id;
      if (reason === 'match_full') expectOk(await addGuest(id, 'Luis'));
      if (reason === 'booking_started')
        await db()
          .update(bookings)
          .set({ start_at: new Date(Date.now() - 60_000), end_at: new Date(Date.now() + 3_600_000) })
          .where(eq(bookings.id, id));
      if (reason === 'booking_cancelled') await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
      if (reason === 'nothing_to_change') forSale = false;
    }
    const events = async () => (await db().select().from(bookingEvents).where(eq(bookingEvents.booking_id, id))).length;
    const before = await events();
    const english = expectError(await sell(id, forSale), 409, 'E409');
    expect(english.message.text).toBe(en);
    expect(english.data).toMatchObject({ reason });
    expect(expectError(await sell(id, forSale, { lang: 'es' }), 409, 'E409').message.text).toBe(es);
    expect(await stored(id)).toBe(false);
    expect(await events()).toBe(before);
  });

  it("refuses another organization's booking and a user without the booking views; the list is the facility's own", async () => {
    const [lisbonField] = await db().select().from(fields).where(eq(fields.facility_id, demo.ids.lisbonId));
    const lisbon = await book(match, demo.ids.lisbonId, lisbonField!.id, demo.admin.access_token);
    expectError(await sell(lisbon.id, true), 404, 'E404');
    expect(await stored(lisbon.id)).toBe(false);
    const mine = await book();
    expectError(await sell(mine.id, true, { token: demo.client.access_token }), 403, 'E403');
    expect(await stored(mine.id)).toBe(false);
    expectError(await call(demo.server.app, 'GET', `/reservation/for_sale/?facility_id=${demo.ids.lisbonId}`, { token: owner() }), 404, 'E404');

    // Listed in Lisbon by its administrator: not in Madrid's list, nor Brooklyn's.
    expectOk(await sell(lisbon.id, true, { token: demo.admin.access_token }));
    expect((await listed(demo.ids.lisbonId, demo.admin.access_token)).map((x) => x.id)).toContain(lisbon.id);
    expect((await listed()).some((x) => x.id === lisbon.id)).toBe(false);
    expect((await listed(demo.ids.brooklynId)).every((x) => x.field_id !== lisbonField!.id)).toBe(true);
  });

  it('a listed match changed into another type of booking is no longer for sale', async () => {
    const time = `${String(hour++).padStart(2, '0')}:00`;
    const m = await book({ ...match, time });
    expectOk(await sell(m.id, true));
    const changed = expectOk<Reservation>(
      await call(demo.server.app, 'PUT', `/reservation/${m.id}/`, { token: owner(), payload: { field_id: m.field_id, type: 'one_day', date: '2029-06-06', time, minutes: 60 } }),
    ).data;
    expect(changed).toMatchObject({ type: 'one_day', for_sale: false });
    expect((await listed()).some((x) => x.id === m.id)).toBe(false);
  });

  it('a cancelled match is no longer for sale: by staff and by the auto-cancel job', async () => {
    const m = await book();
    expectOk(await sell(m.id, true));
    const [reason] = await db().select().from(cancellationReasons).where(eq(cancellationReasons.group_id, demo.ids.demoGroupId));
    expect(expectOk<Reservation>(await call(demo.server.app, 'PUT', `/reservation/cancel/${m.id}/`, { token: owner(), payload: { reason_id: reason!.id } })).data).toMatchObject({
      status: 'cancelled',
      for_sale: false,
    });
    expect(await stored(m.id)).toBe(false);

    // A match for at least three, cancelled 6 hours before when they have not joined; it starts in 2 hours.
    const soon = await book({ ...match, min_players: 3, cancel_hours_before: 6 });
    expectOk(await sell(soon.id, true));
    await db()
      .update(bookings)
      .set({ start_at: new Date(Date.now() + 2 * 3_600_000), end_at: new Date(Date.now() + 3 * 3_600_000) })
      .where(eq(bookings.id, soon.id));
    expect(await cancelUnfilledMatches(db())).toContain(soon.id);
    expect(await stored(soon.id)).toBe(false);
  });
});

describe('the schedule day', () => {
  /** A booking on Pista 4 on 7 June 2029 (a day of its own), at this hour. */
  const bookAt = async (time: string, body: Record<string, unknown> = match) =>
    expectOk<Reservation>(
      await call(demo.server.app, 'POST', '/reservation/', { token: owner(), payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 4'], date: '2029-06-07', time, minutes: 60, ...body } }),
    ).data;
  const day = async () =>
    expectOk<ScheduleReservation[]>(await call(demo.server.app, 'GET', `/reservation/facility/${demo.ids.madridId}/?from=2029-06-07T00:00:00Z&to=2029-06-08T00:00:00Z`, { token: owner() })).data;

  it('says who plays (the contact, else the first player still going) and how many joined, by start', async () => {
    const m = await bookAt('10:00');
    expectOk(await addGuest(m.id, 'Sched Ana'));
    expectOk(await addGuest(m.id, 'Sched Bea'));
    expectOk(await addGuest(m.id, 'Sched Carla'));
    const plain = await bookAt('09:00', { type: 'one_day' });
    expect((await day()).find((b) => b.id === m.id)).toMatchObject({ start_at: m.start_at, end_at: m.end_at, type: 'regular_match', who: 'Sched Ana', joined: 3 });
    expect((await day()).find((b) => b.id === plain.id)).toMatchObject({ who: null, joined: 0 });
    // Ana not going: Bea is named, two joined.
    await db()
      .update(bookingParticipants)
      .set({ not_going: true })
      .where(and(eq(bookingParticipants.booking_id, m.id), eq(bookingParticipants.name, 'Sched Ana')));
    expect((await day()).find((b) => b.id === m.id)).toMatchObject({ who: 'Sched Bea', joined: 2 });
    // A contact is named before the players; a contact without a name is not.
    const [named] = await db().insert(contacts).values({ facility_id: demo.ids.madridId, name: 'Sched Dora', phone: '+34 600 111 222' }).returning({ id: contacts.id });
    await db().update(bookings).set({ contact_id: named!.id }).where(eq(bookings.id, m.id));
    expect((await day()).find((b) => b.id === m.id)).toMatchObject({ who: 'Sched Dora', contact_id: named!.id, joined: 2 });
    await db().update(contacts).set({ name: '' }).where(eq(contacts.id, named!.id));
    expect((await day()).find((b) => b.id === m.id)).toMatchObject({ who: 'Sched Bea' });
    // By start, then field; a cancelled booking is not drawn.
    const list = await day();
    expect(list.map((b) => b.start_at)).toEqual([...list.map((b) => b.start_at)].sort());
    const [reason] = await db().select().from(cancellationReasons).where(eq(cancellationReasons.group_id, demo.ids.demoGroupId));
    expectOk(await call(demo.server.app, 'PUT', `/reservation/cancel/${plain.id}/`, { token: owner(), payload: { reason_id: reason!.id } }));
    expect((await day()).some((b) => b.id === plain.id)).toBe(false);
  });
});
