import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { ReservationDetail } from '../../../domain/bookings/reservation-detail';
import type { BookingChargeRow, Invoice, PaymentResult, PosBookingRow } from '../../../domain/pos/api';
import { POS_PATHS } from '../../../domain/pos/api-paths';
import { bookingParticipants, bookings, invoiceLines, invoicePayments, onsitePaymentMethods } from '../../db/schema';
import { call, expectError, expectOk, fieldIdsByName, fieldsOf, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** Bookings paid at the counter: the ledger's paid invoice pays the booking (or a participant's share); a part leaves the rest owed. */
let demo: DemoSessions;
let pista: Record<string, number>;
beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
});
afterAll(async () => demo?.server.close());

const app = () => demo.server.app;
const db = () => demo.server.database.db;
const owner = () => demo.owner.access_token;
let n = 0;
const key = () => `counter-test.${++n}`;
let hour = 8;
const book = async (body: Record<string, unknown> = {}) =>
  expectOk<Reservation>(
    await call(app(), 'POST', '/reservation/', {
      token: owner(),
      payload: { facility_id: demo.ids.madridId, field_id: pista['Pista 2'], date: '2029-07-03', time: `${String(hour++).padStart(2, '0')}:00`, minutes: 60, type: 'one_day', ...body },
    }),
  ).data;
const sell = async (lines: unknown[]) =>
  call(app(), 'POST', '/invoice/pos/', { token: owner(), payload: { idempotency_key: key(), facility_id: demo.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, lines } });
const cash = (invoice: Invoice, amount = invoice.remaining_cents) =>
  call(app(), 'POST', '/invoice/pos/payment/', {
    token: owner(),
    payload: { idempotency_key: key(), invoice_id: invoice.id, amount_cents: amount, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null },
  });
const stored = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const history = async (id: number) => expectOk<{ action: string }[]>(await call(app(), 'GET', `/reservation/event/${id}/?kind=history`, { token: owner() })).data.map((e) => e.action);

describe('a booking paid at the counter', () => {
  it('a part payment leaves the rest owed; paying the rest turns it paid, with history', async () => {
    const b = await book();
    expect(b.amount_cents).toBeGreaterThan(1000);
    const charge = expectOk<BookingChargeRow>(await call(app(), 'GET', `/reservation/pos/amount/user/?reservation_id=${b.id}`, { token: owner() })).data;
    expect(charge).toMatchObject({ booking_id: b.id, participant_id: null, amount_cents: b.amount_cents, description: 'Pista 2 · Tue, Jul 3, 2029 · 08:00–09:00' });
    // More than is owed is refused.
    expectError(await sell([{ kind: 'booking', booking_id: b.id, participant_id: null, amount_cents: b.amount_cents + 1 }]), 400, 'E400');

    const part = expectOk<Invoice>(await sell([{ kind: 'booking', booking_id: b.id, participant_id: null, amount_cents: 1000 }])).data;
    expectOk(await cash(part));
    expect(await stored(b.id)).toMatchObject({ amount_paid_cents: 1000, payment_state: 'pending' });
    const owing = expectOk<PosBookingRow[]>(await call(app(), 'GET', `/reservation/pos/field/?facility_id=${demo.ids.madridId}&date=2029-07-03`, { token: owner() })).data;
    expect(owing.find((r) => r.booking_id === b.id)).toMatchObject({ paid_cents: 1000, balance_cents: b.amount_cents - 1000 });

    const rest = expectOk<Invoice>(await sell([{ kind: 'booking', booking_id: b.id, participant_id: null, amount_cents: b.amount_cents - 1000 }])).data;
    expect(expectOk<PaymentResult>(await cash(rest)).data.invoice.status).toBe('paid');
    expect(await stored(b.id)).toMatchObject({ amount_paid_cents: b.amount_cents, payment_state: 'paid' });
    expect(await history(b.id)).toEqual(['created', 'paid', 'paid']);
    const listed = expectOk<PosBookingRow[]>(await call(app(), 'GET', `/reservation/pos/field/?facility_id=${demo.ids.madridId}&date=2029-07-03`, { token: owner() })).data;
    expect(listed.some((r) => r.booking_id === b.id)).toBe(false);
    // Nothing is owed any more.
    expectError(await sell([{ kind: 'booking', booking_id: b.id, participant_id: null, amount_cents: 100 }]), 400, 'E400');
  });

  it("a participant's share marks that participant paid", async () => {
    const m = await book({ type: 'regular_match', skill_level: 'intermediate', min_players: 2, max_players: 4, price_per_player_cents: 900, pricing_method: 'per_participant' });
    expectOk(await call(app(), 'POST', '/match/add_guest/', { token: owner(), payload: { reservation_id: m.id, name: 'Ana' } }));
    const [ana] = await db().select().from(bookingParticipants).where(eq(bookingParticipants.booking_id, m.id));
    const share = expectOk<BookingChargeRow>(await call(app(), 'GET', `/reservation/pos/amount/user/?reservation_id=${m.id}&participant_id=${ana!.id}`, { token: owner() })).data;
    expect(share.amount_cents).toBeGreaterThan(0);
    expect(share.description).toBe('Pista 2 · Tue, Jul 3, 2029 · 09:00–10:00 · Ana');
    const inSpanish = expectOk<BookingChargeRow>(await call(app(), 'GET', `/reservation/pos/amount/user/?reservation_id=${m.id}&participant_id=${ana!.id}`, { token: owner(), lang: 'es' })).data;
    expect(inSpanish.description).toBe('Pista 2 · mar, 3 jul 2029 · 09:00–10:00 · Ana');
    const inv = expectOk<Invoice>(await sell([{ kind: 'booking', booking_id: m.id, participant_id: ana!.id, amount_cents: share.amount_cents }])).data;
    expectOk(await cash(inv));
    const [after] = await db().select().from(bookingParticipants).where(eq(bookingParticipants.id, ana!.id));
    expect(after).toMatchObject({ paid: true, amount_cents: share.amount_cents });
    expect((await stored(m.id)).amount_paid_cents).toBe(share.amount_cents);
  });

  it("several participants' shares of one booking go on one sale, together never more than the booking owes", async () => {
    const m = await book({ type: 'regular_match', skill_level: 'intermediate', min_players: 2, max_players: 4, price_per_player_cents: 900, pricing_method: 'per_participant' });
    for (const name of ['Eva', 'Leo']) expectOk(await call(app(), 'POST', '/match/add_guest/', { token: owner(), payload: { reservation_id: m.id, name } }));
    const [eva, leo] = await db().select().from(bookingParticipants).where(eq(bookingParticipants.booking_id, m.id)).orderBy(bookingParticipants.id);
    const shareOf = async (id: number) => expectOk<BookingChargeRow>(await call(app(), 'GET', `/reservation/pos/amount/user/?reservation_id=${m.id}&participant_id=${id}`, { token: owner() })).data.amount_cents;
    const share = await shareOf(eva!.id);
    expect(await shareOf(leo!.id)).toBe(share);
    // 1.00 of the booking paid on its own: less is owed than the two shares, each still within it.
    const part = expectOk<Invoice>(await sell([{ kind: 'booking', booking_id: m.id, participant_id: null, amount_cents: 100 }])).data;
    expectOk(await cash(part));
    const both = (first: number, second: number) => [
      { kind: 'booking', booking_id: m.id, participant_id: eva!.id, amount_cents: first },
      { kind: 'booking', booking_id: m.id, participant_id: leo!.id, amount_cents: second },
    ];
    expect(await shareOf(leo!.id)).toBe(share);
    const over = expectError(await sell(both(share, share)), 400, 'E400');
    expect(fieldsOf(over)).toEqual({ 'lines.1.amount_cents': 'This is more than what remains to be paid' });
    const inv = expectOk<Invoice>(await sell(both(share, share - 100))).data;
    expectOk(await cash(inv));
    const after = await db().select().from(bookingParticipants).where(eq(bookingParticipants.booking_id, m.id)).orderBy(bookingParticipants.id);
    expect(after.map((p) => [p.paid, p.amount_cents])).toEqual([
      [true, share],
      [true, share - 100],
    ]);
    expect(await stored(m.id)).toMatchObject({ amount_paid_cents: m.amount_cents, payment_state: 'paid' });
  });

  it('mark as paid records a ledger sale of the balance (cash, or an onsite method of the facility)', async () => {
    const b = await book();
    const detail = expectOk<ReservationDetail>(await call(app(), 'PUT', '/console/reservation/mark_as_paid/', { token: owner(), payload: { id: b.id } })).data;
    expect(detail).toMatchObject({ payment_state: 'paid', amount_paid_cents: b.amount_cents });
    const [line] = await db().select().from(invoiceLines).where(eq(invoiceLines.booking_id, b.id));
    const payments = await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, line!.invoice_id));
    expect(payments.map((p) => [p.method, p.status, p.amount_cents])).toEqual([['cash', 'captured', b.amount_cents]]);

    const [lisbon] = await db().select().from(onsitePaymentMethods).where(eq(onsitePaymentMethods.facility_id, demo.ids.lisbonId));
    const other = await book();
    const refused = expectError(await call(app(), 'PUT', '/console/reservation/mark_as_paid/', { token: owner(), payload: { id: other.id, method: { kind: 'onsite', method_id: lisbon!.id } } }), 400, 'E400');
    expect(refused.message.text).toBe('This payment method is not one of this facility');
    expect((await stored(other.id)).payment_state).toBe('pending');
  });

  it("names the booking's field, day and hours in the reader's language and the facility's zone and clock, wherever the line is read", async () => {
    const b = await book({ time: '19:00' }); // Pista 2, Tuesday 3 July 2029 (Madrid, a 24-hour clock), 60 minutes.
    const charge = (lang: string) => call(app(), 'GET', `/reservation/pos/amount/user/?reservation_id=${b.id}`, { token: owner(), lang });
    expect(expectOk<BookingChargeRow>(await charge('en')).data.description).toBe('Pista 2 · Tue, Jul 3, 2029 · 19:00–20:00');
    expect(expectOk<BookingChargeRow>(await charge('es')).data.description).toBe('Pista 2 · mar, 3 jul 2029 · 19:00–20:00');
    const owing = (lang: string) => call(app(), 'GET', `/reservation/pos/field/?facility_id=${demo.ids.madridId}&date=2029-07-03`, { token: owner(), lang });
    expect(expectOk<PosBookingRow[]>(await owing('es')).data.find((r) => r.booking_id === b.id)?.description).toBe('Pista 2 · mar, 3 jul 2029 · 19:00–20:00');

    // The ledger stores it in English; the invoice, its receipt and a payment's preview say it in their reader's language.
    const inv = expectOk<Invoice>(await sell([{ kind: 'booking', booking_id: b.id, participant_id: null, amount_cents: 1000 }])).data;
    const [line] = await db().select().from(invoiceLines).where(eq(invoiceLines.invoice_id, inv.id));
    expect(line!.description).toBe('Pista 2 · Tue, Jul 3, 2029 · 19:00–20:00');
    const paid = expectOk<PaymentResult>(await cash(inv)).data;
    const read = async (lang: string) => expectOk<Invoice>(await call(app(), 'GET', POS_PATHS.invoice(inv.id), { token: owner(), lang })).data.lines[0]!.description;
    expect(await read('es')).toBe('Pista 2 · mar, 3 jul 2029 · 19:00–20:00');
    expect(await read('en')).toBe('Pista 2 · Tue, Jul 3, 2029 · 19:00–20:00');
    const preview = expectOk<{ invoice: Invoice }>(await call(app(), 'GET', POS_PATHS.payment(paid.payment.id), { token: owner(), lang: 'es' })).data;
    expect(preview.invoice.lines[0]!.description).toBe('Pista 2 · mar, 3 jul 2029 · 19:00–20:00');

    // Brooklyn reads a 12-hour clock in New York's zone.
    const court = (await fieldIdsByName(demo, demo.ids.brooklynId))['Court 4']!;
    const ny = expectOk<Reservation>(
      await call(app(), 'POST', '/reservation/', { token: owner(), payload: { facility_id: demo.ids.brooklynId, field_id: court, date: '2029-07-03', time: '10:00', minutes: 90, type: 'one_day' } }),
    ).data;
    expect(expectOk<BookingChargeRow>(await call(app(), 'GET', `/reservation/pos/amount/user/?reservation_id=${ny.id}`, { token: owner(), lang: 'en' })).data.description).toBe(
      'Court 4 · Tue, Jul 3, 2029 · 10:00 AM–11:30 AM',
    );
  });
});
