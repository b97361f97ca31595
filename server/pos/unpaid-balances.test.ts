import { and, eq, gte, inArray, like, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_MANUAL_CARDS } from '../../domain/pos/api-paths';
import { insertRecordedBookings } from '../bookings/repository';
import { bookingEvents, bookings, contacts, facilities, fields, invoicePayments, invoices, organizations, savedCards } from '../db/schema';
import { call, demoIds, expectOk, type DemoIds } from '../test-support/http';
import { login, startTestServer, type TestServer } from '../test-support/test-server';
import { cardContextOf } from './card/context';
import type { CardProvider } from './card/provider';
import { chargeUnpaidBalances } from './unpaid-balances';

/**
 * Unpaid balances (issue 16 item 4): after the organization's deadline (default 24 hours after the
 * booking ends) what a booking still owes is charged to its organizer's saved card, once, through
 * the card provider; never when something of it was paid outside the app; every attempt recorded.
 */
let server: TestServer;
let ids: DemoIds;
let fieldId: number;
let n = 0;
const END = new Date('2031-03-10T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.database.db);
  const db = server.database.db;
  const [field] = await db.select({ id: fields.id }).from(fields).where(eq(fields.facility_id, ids.madridId)).limit(1);
  fieldId = field!.id;
  await db.update(facilities).set({ online_payments: true }).where(eq(facilities.id, ids.madridId));
});
afterAll(async () => server?.close());

const provider = () => cardContextOf(server.database.db).provider;
const simulator = () => cardContextOf(server.database.db).simulator!;

/** A booking of 40.00 that has ended, its organizer with a saved card of `number` (null: no card); `after(h)`: h hours after its end. */
async function owing(options: { number?: string | null; paid?: number } = {}) {
  const db = server.database.db;
  n += 1;
  const [contact] = await db
    .insert(contacts)
    .values({ facility_id: ids.madridId, name: `Organizer ${n}`, phone: `+34600000${String(n).padStart(3, '0')}` })
    .returning();
  if (options.number !== null) {
    const saved = (await provider().saveCard({ number: options.number ?? SIM_MANUAL_CARDS.approved, expMonth: 12, expYear: 2040, cvc: '123' }))!;
    await db.insert(savedCards).values({ contact_id: contact!.id, provider_ref: saved.ref, brand: saved.card.brand, last4: saved.card.last4 });
  }
  // Each booking two hours after the one before it: none overlaps another on the field.
  const end = new Date(END.getTime() + n * 2 * 3_600_000);
  const [b] = await insertRecordedBookings(db, [
    { facility_id: ids.madridId, field_id: fieldId, start_at: new Date(end.getTime() - 3_600_000), end_at: end, contact_id: contact!.id, amount_cents: 4000, amount_paid_cents: options.paid ?? 0 },
  ]);
  return { id: b!.id, after: (h: number) => new Date(end.getTime() + h * 3_600_000) };
}

const bookingOf = async (id: number) => (await server.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const attemptsOf = (id: number) =>
  server.database.db
    .select({ status: invoicePayments.status, amount: invoicePayments.amount_cents, decline: invoicePayments.decline_reason, invoice: invoices.status, key: invoicePayments.idempotency_key })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoice_id))
    .where(like(invoicePayments.idempotency_key, `unpaid.${id}.%`));

describe('demo saved cards', () => {
  it('the demo organizers of both demo facilities have saved cards, brand and last four only, one that declines', async () => {
    const db = server.database.db;
    const rows = await db
      .select({ facility_id: contacts.facility_id, brand: savedCards.brand, last4: savedCards.last4, ref: savedCards.provider_ref })
      .from(savedCards)
      .innerJoin(contacts, eq(contacts.id, savedCards.contact_id))
      .where(like(savedCards.provider_ref, 'pm_sim_%'));
    expect(rows.filter((r) => r.facility_id === ids.madridId).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.facility_id === ids.brooklynId)).toBe(true);
    for (const r of rows) expect(r.last4).toMatch(/^\d{4}$/);
    expect(rows.some((r) => r.ref.startsWith('pm_sim_insufficient_funds_'))).toBe(true);
  });
});

describe('demo bookings', () => {
  it("name who plays (each facility's own players), and the job never charges the demo's own schedule: what is owed belongs to players without a saved card", async () => {
    const db = server.database.db;
    const now = new Date();
    const seeded = await db
      .select({ id: bookings.id, facility_id: bookings.facility_id, contact_facility: contacts.facility_id, name: contacts.name, payment_state: bookings.payment_state, card: savedCards.id })
      .from(bookings)
      .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
      .leftJoin(savedCards, eq(savedCards.contact_id, bookings.contact_id))
      .where(and(inArray(bookings.facility_id, [ids.madridId, ids.brooklynId]), gte(bookings.start_at, now), lt(bookings.start_at, new Date('2030-01-01'))));
    expect(seeded.length).toBeGreaterThan(50);
    for (const b of seeded) expect(b.contact_facility).toBe(b.facility_id);
    const names = (facility: number) => new Set(seeded.filter((b) => b.facility_id === facility).map((b) => b.name));
    expect(names(ids.madridId)).toContain('Lucía Fernández');
    expect(names(ids.madridId)).not.toContain('Padel Supplies S.L.');
    expect(names(ids.brooklynId)).toContain('Emily Carter');
    expect(seeded.filter((b) => b.payment_state !== 'paid').every((b) => b.card === null)).toBe(true);

    // Left running for three weeks, with card payments on in both facilities: nothing of it is charged.
    await db.update(facilities).set({ online_payments: true }).where(eq(facilities.id, ids.brooklynId));
    try {
      const run = await chargeUnpaidBalances(db, provider(), new Date(now.getTime() + 21 * 86_400_000));
      const ours = new Set(seeded.map((b) => b.id));
      expect([...run.charged, ...run.declined].filter((id) => ours.has(id))).toEqual([]);
    } finally {
      await db.update(facilities).set({ online_payments: false }).where(eq(facilities.id, ids.brooklynId));
    }
  });
});

describe('unpaid balances', () => {
  it('charges the balance to the saved card once the deadline passes (not a moment before), once, and pays the booking', async () => {
    const db = server.database.db;
    const { id, after } = await owing();
    // 24 hours after the end, less a second: not yet.
    expect((await chargeUnpaidBalances(db, provider(), new Date(after(24).getTime() - 1000))).charged).not.toContain(id);
    expect(await attemptsOf(id)).toEqual([]);

    const run = await chargeUnpaidBalances(db, provider(), after(24));
    expect(run.charged).toContain(id);
    expect(await attemptsOf(id)).toEqual([{ status: 'captured', amount: 4000, decline: null, invoice: 'paid', key: `unpaid.${id}.1` }]);
    expect(await bookingOf(id)).toMatchObject({ payment_state: 'paid', amount_paid_cents: 4000 });
    const history = await db
      .select({ action: bookingEvents.action, user: bookingEvents.user_id })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.booking_id, id), eq(bookingEvents.kind, 'history')));
    expect(history).toEqual([{ action: 'paid', user: null }]);

    // Another run, later: nothing more to charge.
    const again = await chargeUnpaidBalances(db, provider(), after(72));
    expect(again.charged).not.toContain(id);
    expect(await attemptsOf(id)).toHaveLength(1);
  });

  it("follows the organization's deadline setting", async () => {
    const db = server.database.db;
    await db.update(organizations).set({ unpaid_charge_hours: 48 }).where(eq(organizations.id, ids.demoGroupId));
    try {
      const { id, after } = await owing();
      expect((await chargeUnpaidBalances(db, provider(), after(47))).charged).not.toContain(id);
      expect((await chargeUnpaidBalances(db, provider(), after(48))).charged).toContain(id);
    } finally {
      await db.update(organizations).set({ unpaid_charge_hours: 24 }).where(eq(organizations.id, ids.demoGroupId));
    }
  });

  it('never charges a booking paid (even in part) outside the app, nor an organizer without a saved card', async () => {
    const db = server.database.db;
    const { id: partPaid, after } = await owing({ paid: 1000 });
    const { id: noCard } = await owing({ number: null });
    const run = await chargeUnpaidBalances(db, provider(), after(100));
    expect(run.charged).not.toContain(partPaid);
    expect(run.charged).not.toContain(noCard);
    expect(await attemptsOf(partPaid)).toEqual([]);
    expect(await attemptsOf(noCard)).toEqual([]);
    expect(await bookingOf(partPaid)).toMatchObject({ payment_state: 'pending', amount_paid_cents: 1000 });
  });

  it('records a declined attempt (listed at /invoice_payment/pos/declined/), retries a day later, three attempts at most', async () => {
    const db = server.database.db;
    const { id, after } = await owing({ number: SIM_MANUAL_CARDS.insufficient_funds });
    const at = after(24);
    expect((await chargeUnpaidBalances(db, provider(), at)).declined).toContain(id);
    expect(await attemptsOf(id)).toEqual([{ status: 'declined', amount: 4000, decline: 'insufficient_funds', invoice: 'void', key: `unpaid.${id}.1` }]);
    expect(await bookingOf(id)).toMatchObject({ payment_state: 'pending', amount_paid_cents: 0 });

    const owner = await login(server.app, 'owner');
    const body = expectOk<{ id: number; status: string; amount_cents: number; card_last4: string | null; decline_reason: string | null }[]>(
      await call(server.app, 'GET', `/invoice_payment/pos/declined/?facility_id=${ids.madridId}&count=100`, { token: owner.access_token }),
    );
    const listed = body.data.filter((p) => p.card_last4 === '9995' && p.amount_cents === 4000);
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(body.data.every((p) => p.status === 'declined')).toBe(true);

    // The same day: no new attempt; a day later, the second; then the third; then no more.
    expect((await chargeUnpaidBalances(db, provider(), new Date(at.getTime() + 3_600_000))).declined).not.toContain(id);
    // The attempts' times are the database's clock: move them back a day each time.
    const dayBack = async () =>
      db
        .update(invoicePayments)
        .set({ created_at: new Date(at.getTime() - 48 * 3_600_000) })
        .where(like(invoicePayments.idempotency_key, `unpaid.${id}.%`));
    await dayBack();
    expect((await chargeUnpaidBalances(db, provider(), at)).declined).toContain(id);
    await dayBack();
    expect((await chargeUnpaidBalances(db, provider(), at)).declined).toContain(id);
    await dayBack();
    expect((await chargeUnpaidBalances(db, provider(), at)).declined).not.toContain(id);
    expect(await attemptsOf(id)).toHaveLength(3);
  });

  it('charges once when two runs race, and a run killed after the provider charged resumes without charging again', async () => {
    const db = server.database.db;
    const { id: racing, after } = await owing();
    const at = after(30);
    const before = simulator().savedCharges;
    await Promise.all([chargeUnpaidBalances(db, provider(), at), chargeUnpaidBalances(db, provider(), at)]);
    expect(simulator().savedCharges - before).toBe(1);
    expect((await attemptsOf(racing)).map((a) => a.status)).toEqual(['captured']);

    // kill -9 between the provider's charge and its record: the provider charged, the process died.
    const { id: crashed, after: afterCrashed } = await owing();
    const dying: CardProvider = Object.create(provider()) as CardProvider;
    dying.chargeSaved = async (...args) => {
      await provider().chargeSaved(...args);
      throw new Error('killed');
    };
    const charges = simulator().savedCharges;
    await expect(chargeUnpaidBalances(db, dying, afterCrashed(30))).rejects.toThrow('killed');
    expect((await attemptsOf(crashed)).map((a) => a.status)).toEqual(['pending']);
    expect(await bookingOf(crashed)).toMatchObject({ payment_state: 'pending' });

    const next = await chargeUnpaidBalances(db, provider(), afterCrashed(35));
    expect(next.resumed).toContain(crashed);
    expect(simulator().savedCharges - charges).toBe(1);
    expect(await attemptsOf(crashed)).toEqual([{ status: 'captured', amount: 4000, decline: null, invoice: 'paid', key: `unpaid.${crashed}.1` }]);
    expect(await bookingOf(crashed)).toMatchObject({ payment_state: 'paid', amount_paid_cents: 4000 });
  });
});
