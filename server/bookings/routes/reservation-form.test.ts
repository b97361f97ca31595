import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { BookingEvent, PriceBreakdown, ReservationDetail, ReservationRow } from '../../../domain/bookings/reservation-detail';
import { bookingEvents, bookingParticipants, bookings, cancellationReasons, contacts, fields, organizations } from '../../db/schema';
import { call, expectError, expectOk, fieldsOf, fieldIdsByName, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** The reservation form, its detail and list (issue 6): every input of a booking, priced by the server, with its history. */
let demo: DemoSessions;
let pista: Record<string, number>;
let contactIds: number[];

beforeAll(async () => {
  demo = await startDemoSessions();
  const db = demo.server.database.db;
  pista = await fieldIdsByName(demo, demo.ids.madridId);
  contactIds = (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.facility_id, demo.ids.madridId))).map((c) => c.id);
  // The organization's fees: 10 % on bookings, 5 % on matches.
  await db.update(organizations).set({ booking_fee_percent: 10, match_fee_percent: 5 }).where(eq(organizations.id, demo.ids.demoGroupId));
});
afterAll(async () => {
  await demo?.server.close();
});

const owner = () => demo.owner.access_token;
const book = (body: Record<string, unknown>, token = owner()) => call(demo.server.app, 'POST', '/reservation/', { token, payload: { facility_id: demo.ids.madridId, type: 'one_day', minutes: 90, ...body } });
const update = (id: number, body: Record<string, unknown>, token = owner(), lang?: string) =>
  call(demo.server.app, 'PUT', `/reservation/${id}/`, { token, payload: { type: 'one_day', minutes: 90, ...body }, ...(lang ? { lang } : {}) });
const detail = async (id: number) => expectOk<ReservationDetail>(await call(demo.server.app, 'GET', `/reservation/detail/${id}/`, { token: owner() })).data;
const history = async (id: number) => expectOk<BookingEvent[]>(await call(demo.server.app, 'GET', `/reservation/event/${id}/?kind=history`, { token: owner() })).data.map((e) => e.action);
const countBookings = async () => (await demo.server.database.db.select({ id: bookings.id }).from(bookings)).length;

const openMatch = { type: 'pick_up', skill_level: 'intermediate', min_players: 2, max_players: 3, price_per_player_cents: 850, cancel_hours_before: 6, pricing_method: 'per_participant' };

describe('the reservation form', () => {
  it('creates an open match with its inputs; the server prices it and ignores an amount sent by the client', async () => {
    const created = expectOk<Reservation>(await book({ ...openMatch, field_id: pista['Pista 1'], date: '2027-05-03', time: '18:00', amount_cents: 1, notes: 'Friday padel' })).data;
    // Priced for its minimum of 2: 2 × 8.50 plus the match fee 5 % (0.43 each) = 17.86.
    expect(created).toMatchObject({
      type: 'pick_up',
      skill_level: 'intermediate',
      min_players: 2,
      max_players: 3,
      price_per_player_cents: 850,
      cancel_hours_before: 6,
      pricing_method: 'per_participant',
      amount_cents: 1786,
      amount_paid_cents: 0,
      currency: 'EUR',
      origin: 'console',
    });
    expect(await history(created.id)).toEqual(['created']);
    const d = await detail(created.id);
    expect(d).toMatchObject({ field_name: 'Pista 1', balance_cents: 1786, created_by_name: expect.any(String), price: { share_cents: 850, payers: 2, total_cents: 1786, currency: 'EUR' } });
  });

  it('a cancelled booking owes nothing: its balance is 0 while its amount stays what it was', async () => {
    const created = expectOk<Reservation>(await book({ ...openMatch, field_id: pista['Pista 3'], date: '2027-05-04', time: '18:00' })).data;
    expect((await detail(created.id)).balance_cents).toBe(1786);
    const [reason] = await demo.server.database.db.select().from(cancellationReasons).where(eq(cancellationReasons.group_id, demo.ids.demoGroupId)).limit(1);
    expectOk(await call(demo.server.app, 'PUT', `/reservation/cancel/${created.id}/`, { token: owner(), payload: { reason_id: reason!.id } }));
    expect(await detail(created.id)).toMatchObject({ status: 'cancelled', amount_cents: 1786, amount_paid_cents: 0, balance_cents: 0 });
  });

  it('clears the inputs a type does not use: a blocked time has no contact, no price and no match inputs', async () => {
    const blocked = expectOk<Reservation>(await book({ ...openMatch, type: 'blocked', contact_id: contactIds[0], field_id: pista['Pista 2'], date: '2027-05-03', time: '08:00' })).data;
    expect(blocked).toMatchObject({ contact_id: null, min_players: null, max_players: null, price_per_player_cents: null, skill_level: null, pricing_method: 'flat', amount_cents: 0 });
    // A one-day booking: hourly price 26 × 1.5 h = 39 plus the booking fee 10 % = 42.90.
    const oneDay = expectOk<Reservation>(await book({ ...openMatch, type: 'one_day', pricing_method: 'flat', field_id: pista['Pista 2'], date: '2027-05-03', time: '10:00' })).data;
    expect(oneDay).toMatchObject({ min_players: null, price_per_player_cents: null, amount_cents: 4290 });
  });

  it('quotes the price before saving, as the server will store it', async () => {
    const quote = expectOk<PriceBreakdown>(
      await call(demo.server.app, 'POST', '/console/reservation/recalculate_payment/', { token: owner(), payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 2'], type: 'one_day', minutes: 90 } }),
    ).data;
    expect(quote).toEqual({ field_price_cents: 3900, payers: 1, share_cents: 3900, service_fee_cents: 390, total_cents: 4290, currency: 'EUR' });
  });

  it('refuses bad input with E400 and writes nothing', async () => {
    const before = await countBookings();
    const minAboveMax = expectError(await book({ ...openMatch, min_players: 4, max_players: 2, field_id: pista['Pista 3'], date: '2027-05-04', time: '10:00' }), 400, 'E400');
    expect(fieldsOf(minAboveMax).max_players).toBe('The maximum of players cannot be less than the minimum');
    expect(fieldsOf(expectError(await book({ field_id: pista['Pista 3'], date: '2027-05-04', time: '10:00', minutes: 45 }), 400, 'E400')).minutes).toBeTruthy();
    expect(fieldsOf(expectError(await book({ field_id: pista['Pista 3'], date: '2027-05-04', time: '10:00', skill_level: 'legend' }), 400, 'E400')).skill_level).toBeTruthy();
    // Another facility's contact.
    const [lisbonContact] = await demo.server.database.db.select().from(contacts).where(eq(contacts.facility_id, demo.ids.lisbonId));
    expect(fieldsOf(expectError(await book({ field_id: pista['Pista 3'], date: '2027-05-04', time: '10:00', contact_id: lisbonContact!.id }), 400, 'E400')).contact_id).toBe('Invalid Format');
    expect(await countBookings()).toBe(before);
  });

  it('refuses another facility and a user without the booking views', async () => {
    const [lisbonField] = await demo.server.database.db.select().from(fields).where(eq(fields.facility_id, demo.ids.lisbonId));
    expectError(await book({ facility_id: demo.ids.lisbonId, field_id: lisbonField!.id, date: '2027-05-04', time: '10:00' }), 404, 'E404');
    expectError(await book({ field_id: pista['Pista 3'], date: '2027-05-04', time: '10:00' }, demo.client.access_token), 403, 'E403');
    const mine = expectOk<Reservation>(await book({ field_id: pista['Pista 3'], date: '2027-05-04', time: '12:00' })).data;
    expectError(await update(mine.id, { field_id: pista['Pista 3'], date: '2027-05-04', time: '12:00' }, demo.client.access_token), 403, 'E403');
    expectError(await call(demo.server.app, 'GET', `/reservation/detail/${mine.id}/`, { token: demo.client.access_token }), 403, 'E403');
  });

  it('updates a booking: a move keeps the overlap invariant (E409 naming the booking), history says what changed', async () => {
    const a = expectOk<Reservation>(await book({ field_id: pista['Pista 4'], date: '2027-05-05', time: '09:00' })).data;
    const b = expectOk<Reservation>(await book({ field_id: pista['Pista 4'], date: '2027-05-05', time: '12:00' })).data;
    const clash = expectError(await update(b.id, { field_id: pista['Pista 4'], date: '2027-05-05', time: '10:00' }), 409, 'E409');
    expect((clash.data as { conflicts: Reservation[] }).conflicts.map((c) => c.id)).toEqual([a.id]);
    expect(await history(b.id)).toEqual(['created']);

    const moved = expectOk<Reservation>(await update(b.id, { field_id: pista['Pista 4'], date: '2027-05-05', time: '13:00', minutes: 60, notes: 'Moved by phone', contact_id: contactIds[0] })).data;
    expect(moved).toMatchObject({ notes: 'Moved by phone', contact_id: contactIds[0], amount_cents: 3300 }); // 30 × 1 h + 10 %
    expect(await history(b.id)).toEqual(['created', 'rescheduled', 'updated']);
    const events = expectOk<BookingEvent[]>(await call(demo.server.app, 'GET', `/reservation/event/${b.id}/`, { token: owner() })).data;
    expect(events[2]!.data).toMatchObject({ changes: { notes: { from: '', to: 'Moved by phone' }, amount_cents: { from: 4950, to: 3300 } } });
    expect(events[2]!.user_name).toBeTruthy();
    // The old time is free again.
    expectOk(await book({ field_id: pista['Pista 4'], date: '2027-05-05', time: '12:00', minutes: 60 }));
  });
});

describe('the detail: participants, notes, chat, mark paid', () => {
  it('adds a guest and players up to the maximum, never past it; the maximum cannot go below those registered', async () => {
    const match = expectOk<Reservation>(await book({ ...openMatch, field_id: pista['Pista Central'], date: '2027-05-06', time: '19:00' })).data;
    const post = (path: string, payload: Record<string, unknown>, token = owner()) => call(demo.server.app, 'POST', path, { token, payload: { reservation_id: match.id, ...payload } });
    let d = expectOk<ReservationDetail>(await post('/match/add_guest/', { name: 'Guest Ana' })).data;
    expect(d.participants.map((p) => [p.name, p.is_guest])).toEqual([['Guest Ana', true]]);
    d = expectOk<ReservationDetail>(await post('/console/match/user/add/', { contact_id: contactIds[0] })).data;
    expectError(await post('/console/match/user/add/', { contact_id: contactIds[0] }), 409, 'E409');
    d = expectOk<ReservationDetail>(await post('/console/match/user/add/', { contact_id: contactIds[1] })).data;
    // Three joined: priced for three now (3 × 8.93).
    expect(d).toMatchObject({ amount_cents: 2679 });
    const full = expectError(await post('/match/add_guest/', { name: 'One too many' }), 409, 'E409');
    expect(full.message.text).toBe('This booking is full: the maximum of players has joined');
    const tooLow = expectError(await update(match.id, { ...openMatch, max_players: 2, field_id: pista['Pista Central'], date: '2027-05-06', time: '19:00' }, owner(), 'es'), 400, 'E400');
    expect(fieldsOf(tooLow).max_players).toBe('El número de participantes no puede ser menor que el de jugadores ya inscritos');

    // Other users: no permission, other organization.
    expectError(await post('/match/add_guest/', { name: 'Intruder' }, demo.client.access_token), 403, 'E403');

    // Mark one paid: their share is money owed, paid at the counter (its sale marks them paid); a mark is refused and writes nothing (issue 15).
    const first = d.participants[0]!;
    const markPaid = (ids: number[] | 'all', lang = 'en') =>
      call(demo.server.app, 'PUT', '/console/match/user/mark/', { token: owner(), lang, payload: { reservation_id: match.id, participant_ids: ids, state: 'paid' } });
    expect(expectError(await markPaid([first.id]), 409, 'E409').message.text).toBe("A participant's share is money owed: take it at the checkout (Pay at the counter), whose payment marks them paid");
    expect(expectError(await markPaid('all', 'es'), 409, 'E409').message.text).toBe(
      'La parte de un participante es dinero pendiente: cóbrala en el mostrador (Cobrar en el mostrador): el pago lo marca como pagado',
    );
    d = await detail(match.id);
    expect(d.participants.map((p) => [p.paid, p.amount_cents])).toEqual([
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(d).toMatchObject({ amount_paid_cents: 0, balance_cents: 2679, payment_state: 'pending' });
    // No-show before the start: the machine refuses, the API too.
    expect(
      expectError(await call(demo.server.app, 'PUT', '/console/match/user/mark/', { token: owner(), payload: { reservation_id: match.id, participant_ids: 'all', state: 'no_show' } }), 409, 'E409').message.text,
    ).toBe('This booking has not started yet');
    // Not going is a mark as before: they no longer count, the price follows.
    d = expectOk<ReservationDetail>(
      await call(demo.server.app, 'PUT', '/console/match/user/mark/', { token: owner(), payload: { reservation_id: match.id, participant_ids: [first.id], state: 'not_going' } }),
    ).data;
    expect(d.participants.find((p) => p.id === first.id)).toMatchObject({ not_going: true, paid: false });
    expect(d).toMatchObject({ amount_cents: 1786, amount_paid_cents: 0 });
    d = expectOk<ReservationDetail>(await post('/console/match/user/remove/', { participant_id: d.participants[2]!.id })).data;
    expect(d.participants).toHaveLength(2);
    expect(await history(match.id)).toEqual(['created', 'guest_added', 'participant_added', 'participant_added', 'repriced', 'participants_marked', 'repriced', 'participant_removed']);
    const rows = await demo.server.database.db.select().from(bookingParticipants).where(eq(bookingParticipants.booking_id, match.id));
    expect(rows).toHaveLength(2);
  });

  it("a flat-rate booking's participants are marked paid as a flag: its organizer pays, no money moves; a payer is not removed", async () => {
    const match = expectOk<Reservation>(await book({ ...openMatch, pricing_method: 'flat', price_per_player_cents: null, field_id: pista['Pista 2'], date: '2027-05-06', time: '19:00' })).data;
    const post = (path: string, payload: Record<string, unknown>) => call(demo.server.app, 'POST', path, { token: owner(), payload: { reservation_id: match.id, ...payload } });
    expectOk(await post('/match/add_guest/', { name: 'Guest Eva' }));
    let d = expectOk<ReservationDetail>(await post('/match/add_guest/', { name: 'Guest Leo' })).data;
    const before = { amount_cents: d.amount_cents, amount_paid_cents: d.amount_paid_cents, balance_cents: d.balance_cents, payment_state: d.payment_state };
    expect(before.balance_cents).toBeGreaterThan(0);
    d = expectOk<ReservationDetail>(await call(demo.server.app, 'PUT', '/console/match/user/mark/', { token: owner(), payload: { reservation_id: match.id, participant_ids: 'all', state: 'paid' } })).data;
    expect(d.participants.map((p) => [p.name, p.paid, p.amount_cents])).toEqual([
      ['Guest Eva', true, 0],
      ['Guest Leo', true, 0],
    ]);
    expect(d).toMatchObject(before);
    expectError(await post('/console/match/user/remove/', { participant_id: d.participants[0]!.id }), 409, 'E409');
    expect(await history(match.id)).toEqual(['created', 'guest_added', 'guest_added', 'participants_marked']);
  });

  it('notes and chat messages: who and when', async () => {
    const b = expectOk<Reservation>(await book({ field_id: pista['Pista 1'], date: '2027-05-07', time: '09:00' })).data;
    expectOk(await call(demo.server.app, 'POST', `/reservation/event/${b.id}/`, { token: owner(), payload: { kind: 'note', text: 'Bring the key' } }));
    expectOk(await call(demo.server.app, 'POST', `/reservation/event/${b.id}/`, { token: demo.rep.access_token, payload: { kind: 'chat', text: 'On my way' } }));
    expectError(await call(demo.server.app, 'POST', `/reservation/event/${b.id}/`, { token: owner(), payload: { kind: 'history', text: 'forged' } }), 400, 'E400');
    expectError(await call(demo.server.app, 'POST', `/reservation/event/${b.id}/`, { token: owner(), payload: { kind: 'note', text: '  ' } }), 400, 'E400');
    const chat = expectOk<BookingEvent[]>(await call(demo.server.app, 'GET', `/reservation/event/${b.id}/?kind=chat`, { token: owner() })).data;
    expect(chat).toHaveLength(1);
    expect(chat[0]).toMatchObject({ text: 'On my way', user_name: expect.any(String), created_at: expect.any(String) });
    const notes = await demo.server.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.booking_id, b.id), eq(bookingEvents.kind, 'note')));
    expect(notes.map((n) => n.text)).toEqual(['Bring the key']);
  });

  it('marks a whole booking paid once; the list filters by payment state and contact', async () => {
    const b = expectOk<Reservation>(await book({ field_id: pista['Pista 3'], date: '2027-05-08', time: '09:00', contact_id: contactIds[2] })).data;
    const paid = expectOk<ReservationDetail>(await call(demo.server.app, 'PUT', '/console/reservation/mark_as_paid/', { token: owner(), payload: { id: b.id } })).data;
    expect(paid).toMatchObject({ payment_state: 'paid', amount_paid_cents: paid.amount_cents, balance_cents: 0 });
    expect(expectError(await call(demo.server.app, 'PUT', '/console/reservation/mark_as_paid/', { token: owner(), payload: { id: b.id } }), 409, 'E409').message.text).toBe('This booking is already paid');
    expectError(await call(demo.server.app, 'PUT', '/console/reservation/mark_as_paid/', { token: demo.client.access_token, payload: { id: b.id } }), 403, 'E403');
    expect(await history(b.id)).toEqual(['created', 'paid']);

    const [contact] = await demo.server.database.db.select().from(contacts).where(eq(contacts.id, contactIds[2]!));
    const list = (query: string) => call(demo.server.app, 'GET', `/reservation/paged/?facility_id=${demo.ids.madridId}&from=2027-05-08&to=2027-05-08${query}`, { token: owner() });
    const page = expectOk<ReservationRow[]>(await list(`&payment_state=paid&search=${encodeURIComponent(contact!.name.slice(0, 4))}`));
    expect(page.data.map((r) => r.id)).toEqual([b.id]);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ field_name: 'Pista 3', contact_name: contact!.name });
    expect(expectOk<ReservationRow[]>(await list('&payment_state=pending')).data.map((r) => r.id)).not.toContain(b.id);
    expectError(await call(demo.server.app, 'GET', `/reservation/paged/?facility_id=${demo.ids.lisbonId}`, { token: owner() }), 404, 'E404');
  });
});
