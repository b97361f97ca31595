import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationDetail } from '../../domain/bookings/reservation-detail';
import type { PaymentRow } from '../../domain/pos/api';
import { POS_PATHS } from '../../domain/pos/api-paths';
import type { ContactHistory } from '../../domain/resources/contact-history';
import { bookings, consoleUsers, contacts, invoiceLines, invoicePayments, invoices, videoOrders } from './schema';
import { call, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';

/**
 * The demo data tells the truth about money (issue 20): every seeded booking that reads paid, or
 * partly paid, was paid through the ledger as the counter pays one (seed-payments.ts
 * `seedDeskPayments`): its paid amount is what captured payments of paid invoices gave its lines,
 * each payment taken at its facility by a named member of staff before the booking started.
 */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => demo?.server.close());

const db = () => demo.server.database.db;

/** The sale lines `where` picks, each with its invoice, its invoice's captured payment and who took it. */
const capturedSaleLines = (where: SQL | undefined) =>
  db()
    .select({ booking_id: invoiceLines.booking_id, video_order_id: invoiceLines.video_order_id, total: invoiceLines.total_cents, invoice: invoices, payment: invoicePayments, operator: consoleUsers.username })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoice_id))
    .innerJoin(invoicePayments, and(eq(invoicePayments.invoice_id, invoices.id), eq(invoicePayments.status, 'captured')))
    .leftJoin(consoleUsers, eq(consoleUsers.id, invoicePayments.operator_id))
    .where(where);

describe('the demo bookings that read paid', () => {
  it('are paid by ledger payments covering them, at their facility, by a named member of staff, before they started', async () => {
    const paid = await db()
      .select()
      .from(bookings)
      .where(sql`${bookings.amount_paid_cents} > 0 or ${bookings.payment_state} = 'paid'`);
    // A third of the coming two weeks and the whole past week of Madrid and Brooklyn.
    expect(paid.length).toBeGreaterThan(200);
    const lines = await capturedSaleLines(
      inArray(
        invoiceLines.booking_id,
        paid.map((b) => b.id),
      ),
    );
    const now = Date.now();
    const uncovered = paid.flatMap((b) => {
      const own = lines.filter((l) => l.booking_id === b.id && l.invoice.status === 'paid');
      const covered = own.reduce((sum, l) => sum + l.total, 0);
      const wrong = own.filter(
        (l) =>
          l.payment.facility_id !== b.facility_id ||
          l.invoice.facility_id !== b.facility_id ||
          l.operator === null ||
          !['cash', 'onsite'].includes(l.payment.method) ||
          l.payment.created_at.getTime() >= b.start_at.getTime() ||
          l.payment.created_at.getTime() > now,
      );
      return covered === b.amount_paid_cents && b.amount_paid_cents > 0 && wrong.length === 0 ? [] : [{ id: b.id, paid: b.amount_paid_cents, covered, wrong: wrong.length }];
    });
    expect(uncovered).toEqual([]);
    // Taken at each facility's desk by the staff who run it: Madrid's representative, Brooklyn's owner.
    expect(new Set(lines.filter((l) => l.invoice.facility_id === demo.ids.madridId).map((l) => l.operator))).toEqual(new Set(['rep']));
    expect(new Set(lines.filter((l) => l.invoice.facility_id === demo.ids.brooklynId).map((l) => l.operator))).toEqual(new Set(['owner']));
    // In cash, and by the facility's own onsite methods.
    expect(new Set(lines.map((l) => l.payment.method))).toEqual(new Set(['cash', 'onsite']));
  });

  it('show their payment in the booking, the payments list and the contact history', async () => {
    const owner = demo.owner.access_token;
    const [b] = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.facility_id, demo.ids.madridId), eq(bookings.payment_state, 'paid'), eq(bookings.status, 'completed'), isNotNull(bookings.contact_id)))
      .limit(1);
    const detail = expectOk<ReservationDetail>(await call(demo.server.app, 'GET', `/reservation/detail/${b!.id}/`, { token: owner })).data;
    expect(detail).toMatchObject({ payment_state: 'paid', balance_cents: 0 });
    const events = expectOk<{ action: string; user_name: string | null }[]>(await call(demo.server.app, 'GET', `/reservation/event/${b!.id}/?kind=history`, { token: owner })).data;
    expect(events.find((e) => e.action === 'paid')?.user_name).toBe('Raúl Gómez');

    const [line] = await db().select().from(invoiceLines).where(eq(invoiceLines.booking_id, b!.id));
    const [payment] = await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, line!.invoice_id));
    const listed = expectOk<PaymentRow[]>(
      await call(demo.server.app, 'GET', `${POS_PATHS.paymentsPaged}?facility_id=${demo.ids.madridId}&count=100&to=${encodeURIComponent(new Date(payment!.created_at.getTime() + 1000).toISOString())}`, {
        token: owner,
      }),
    ).data;
    expect(listed.find((p) => p.id === payment!.id)).toMatchObject({ operator_name: 'Raúl Gómez', paid_for: ['booking'], amount_cents: b!.amount_cents });

    const history = expectOk<ContactHistory>(await call(demo.server.app, 'GET', `/contact/${b!.contact_id}/history/`, { token: owner })).data;
    const [person] = await db().select().from(contacts).where(eq(contacts.id, b!.contact_id!));
    expect(person!.facility_id).toBe(demo.ids.madridId);
    expect(history.money.filter((m) => m.kind === 'payment').length).toBeGreaterThan(0);
    expect(history.money).toContainEqual(expect.objectContaining({ kind: 'payment', id: payment!.id, amount_cents: b!.amount_cents }));
    // What they owe is what their live bookings' balances are: nothing on the paid ones.
    expect([...history.upcoming, ...history.past].filter((x) => x.payment_state === 'paid').every((x) => x.owed_cents === 0 && x.paid_cents === x.amount_cents)).toBe(true);
  });
});

describe('the demo video orders that read paid', () => {
  it('are each covered by a captured payment of a paid sale with a line for that order, at its facility, before its match', async () => {
    const paid = await db().select().from(videoOrders).where(eq(videoOrders.status, 'paid'));
    // The app's purchases of three facilities and the counter's orders of Madrid and Brooklyn.
    expect(paid.length).toBeGreaterThan(100);
    const lines = await capturedSaleLines(
      and(
        eq(invoiceLines.kind, 'video'),
        inArray(
          invoiceLines.video_order_id,
          paid.map((o) => o.id),
        ),
      ),
    );
    const now = Date.now();
    const uncovered = paid.flatMap((o) => {
      const own = lines.filter((l) => l.video_order_id === o.id && l.invoice.status === 'paid' && l.payment.facility_id === o.facility_id && l.payment.created_at.getTime() <= now);
      const atCounter = own.filter((l) => l.payment.method !== 'online');
      // Online (an app purchase) or at the counter by a named member of staff before the match, paying the order's total.
      const right = own.filter((l) => l.payment.method === 'online' || (l.operator !== null && l.payment.created_at.getTime() < o.start_at.getTime() && l.total === o.total_cents));
      return own.length > 0 && right.length === own.length && atCounter.length <= 1 ? [] : [{ id: o.id, lines: own.length, right: right.length }];
    });
    expect(uncovered).toEqual([]);
    // The counter's orders were paid at Madrid's and Brooklyn's desks, in cash and by their onsite methods.
    const counter = lines.filter((l) => l.payment.method !== 'online');
    expect(new Set(counter.map((l) => l.payment.method))).toEqual(new Set(['cash', 'onsite']));
    expect(new Set(counter.filter((l) => l.invoice.facility_id === demo.ids.madridId).map((l) => l.operator))).toEqual(new Set(['rep']));
    expect(new Set(counter.filter((l) => l.invoice.facility_id === demo.ids.brooklynId).map((l) => l.operator))).toEqual(new Set(['owner']));
  });
});
