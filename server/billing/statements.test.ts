import { commissionOf, commissionReturned } from '../../domain/pos/breakdown';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodLabel, type Statement } from '../../domain/billing/statement';
import { billingStatements, facilities, invoicePayments, invoiceRefunds, invoices, organizations, paymentMethods } from '../db/schema';
import { call, demoIds, expectError, expectOk, type DemoIds } from '../test-support/http';
import { login, startTestServer, type Session, type TestServer } from '../test-support/test-server';
import { cardContextOf } from '../pos/card/context';
import type { CardProvider } from '../pos/card/provider';
import { closeDueStatements } from './service';

/**
 * Billing statements (issue 16 item 5): a facility's ended billing cycle is closed by the job into a
 * statement whose lines add up, charged once to the organization's default payment method, and
 * downloadable as CSV and PDF; a `manually` facility is closed by staff.
 */
let server: TestServer;
let ids: DemoIds;
let owner: Session;
// A month far from the demo data's: March 2031, closed on April 1st. Madrid's statements are cut in
// Europe/Madrid: its March runs from 2031-02-28T23:00Z (midnight, UTC+1) to 2031-03-31T22:00Z (midnight, UTC+2 since the 30th).
const APRIL = new Date('2031-04-01T00:30:00Z');
const MARCH_START = '2031-02-28T23:00:00.000Z';
const APRIL_START = '2031-03-31T22:00:00.000Z';
const MAY_START = '2031-04-30T22:00:00.000Z';

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.database.db);
  owner = await login(server.app, 'owner');
  const db = server.database.db;
  await db.update(organizations).set({ monthly_charge_cents: 9900, min_orders_amount_cents: 50_000 }).where(eq(organizations.id, ids.demoGroupId));
  await db.update(facilities).set({ commission: 10, commission_after_sale: 5, tax_percent: 21, billing_cycle: 'monthly' }).where(eq(facilities.id, ids.madridId));
  // Two sales in March 2031 at Madrid: 120.00 by card (3.00 of it service fees) and 80.00 in cash, 20.00 of
  // it refunded in March; half of the card's refundable 117.00 is refunded in April.
  await sale('manual_card', 12_000, 0, 300, 'st-1');
  await sale('cash', 8_000, 2_000, 0, 'st-2');
  await refund('st-1', 5_850, new Date('2031-04-10T12:00:00Z'));
});
afterAll(async () => server?.close());

/** A paid sale of one payment at a facility (Madrid by default), taken at `at`; `refunded` of it refunded the next day. */
async function sale(method: string, amount: number, refunded: number, fees: number, key: string, at = new Date('2031-03-15T12:00:00Z'), facilityId = ids.madridId) {
  const db = server.database.db;
  const [inv] = await db.insert(invoices).values({ group_id: ids.demoGroupId, facility_id: facilityId, status: 'paid', idempotency_key: key }).returning();
  // Recorded at capture as the ledger does (domain/pos/breakdown.ts), at Madrid's 10 % / 5 %.
  const commission = commissionOf({ method, amount, tip: 0, serviceFee: fees }, { commission: 10, commission_after_sale: 5 });
  await db.insert(invoicePayments).values({
    group_id: ids.demoGroupId,
    facility_id: facilityId,
    invoice_id: inv!.id,
    method,
    amount_cents: amount,
    non_refundable_cents: fees,
    commission_percent: commission.percent,
    commission_cents: commission.cents,
    status: 'captured',
    idempotency_key: key,
    request_hash: key,
    created_at: at,
  });
  if (refunded > 0) await refund(key, refunded, new Date(at.getTime() + 86_400_000));
}

/** A refund of the payment of `key` that succeeded at `at`, with the commission it gives back, as the ledger records it (server/pos/refund-service.ts). */
async function refund(key: string, amount: number, at: Date) {
  const db = server.database.db;
  const [p] = await db.select().from(invoicePayments).where(eq(invoicePayments.idempotency_key, key));
  const back = commissionReturned({ commission: p!.commission_cents, refundable: p!.amount_cents - p!.non_refundable_cents }, p!.refunded_cents, p!.commission_returned_cents, amount);
  await db.insert(invoiceRefunds).values({
    group_id: p!.group_id,
    facility_id: p!.facility_id,
    payment_id: p!.id,
    invoice_id: p!.invoice_id,
    amount_cents: amount,
    commission_cents: back,
    reason: 'test',
    method: p!.method,
    status: 'succeeded',
    idempotency_key: `refund-${key}-${p!.refunded_cents}`,
    request_hash: key,
    settled_at: at,
    created_at: at,
  });
  await db
    .update(invoicePayments)
    .set({ refunded_cents: p!.refunded_cents + amount, commission_returned_cents: p!.commission_returned_cents + back })
    .where(eq(invoicePayments.id, p!.id));
}

const madridStatements = async () => server.database.db.select().from(billingStatements).where(eq(billingStatements.facility_id, ids.madridId));

describe('billing statements', () => {
  it('closes the ended month once, with lines that add up, charged once to the default card', async () => {
    const db = server.database.db;
    const provider = cardContextOf(db).provider;
    const before = cardContextOf(db).simulator!.savedCharges;
    await Promise.all([closeDueStatements(db, provider, APRIL), closeDueStatements(db, provider, APRIL)]);
    await closeDueStatements(db, provider, new Date(APRIL.getTime() + 3_600_000));
    const march = (await madridStatements()).filter((s) => s.period_start.toISOString() === MARCH_START);
    expect(march).toHaveLength(1);
    // 99.00 monthly; orders 120 + 80 − 20 refunded = 180.00 against a 500.00 minimum: 320.00 short; the commissions
    // recorded at capture: 10% of 117.00 (120 less 3.00 fees) = 11.70, after sale 5% of 80.00 = 4.00 less the 1.00
    // the March refund of 20.00 gave back (a quarter) = 3.00; fees 3.00; subtotal 436.70; tax 21% = 91.71 (91.707);
    // total 528.41. (Before refunds gave commission back: after sale 4.00, total 529.62; the card's April refund is on April's.)
    expect(march[0]).toMatchObject({
      status: 'paid',
      monthly_charge_cents: 9900,
      orders_count: 2,
      orders_amount_cents: 18_000,
      min_orders_amount_cents: 50_000,
      shortfall_cents: 32_000,
      commission_cents: 1170,
      commission_after_sale_cents: 300,
      service_fees_cents: 300,
      tax_cents: 9171,
      total_cents: 52_841,
      card_brand: 'visa',
      card_last4: '4242',
      period_end: new Date(APRIL_START),
    });
    // Each facility's statement charged once (Madrid, Brooklyn, Lisbon and any other with a cycle ended).
    const charged = (await db.select().from(billingStatements).where(eq(billingStatements.status, 'paid'))).filter((s) => s.provider_reference !== null && s.closed_at! >= APRIL);
    expect(cardContextOf(db).simulator!.savedCharges - before).toBe(charged.length);
  });

  it('a run killed after the provider charged resumes the statement without charging again; a declined card is recorded', async () => {
    const db = server.database.db;
    const real = cardContextOf(db).provider;
    const dying: CardProvider = Object.create(real) as CardProvider;
    dying.chargeSaved = async (...args) => {
      await real.chargeSaved(...args);
      throw new Error('killed');
    };
    const may = new Date('2031-05-01T00:30:00Z');
    const before = cardContextOf(db).simulator!.savedCharges;
    await expect(closeDueStatements(db, dying, may)).rejects.toThrow('killed');
    const [april] = (await madridStatements()).filter((s) => s.period_start.toISOString() === APRIL_START);
    expect(april!.status).toBe('processing');
    await closeDueStatements(db, real, new Date(may.getTime() + 3_600_000));
    const [settled] = (await madridStatements()).filter((s) => s.period_start.toISOString() === APRIL_START);
    expect(settled!.status).toBe('paid');
    // April holds the refund of 58.50 of March's card payment, netted in the period it happened: no orders of its own,
    // −58.50 of sales (the shortfall stays the 500.00 minimum), the half of its 11.70 commission given back (−5.85);
    // 99.00 + 500.00 − 5.85 = 593.15; tax 21% = 124.56 (124.5615); total 717.71.
    expect(settled).toMatchObject({ orders_count: 0, orders_amount_cents: -5_850, shortfall_cents: 50_000, commission_cents: -585, commission_after_sale_cents: 0, tax_cents: 12_456, total_cents: 71_771 });
    const paidNow = (await db.select().from(billingStatements)).filter((s) => s.period_end! <= may && s.closed_at! >= may && s.provider_reference !== null);
    expect(cardContextOf(db).simulator!.savedCharges - before).toBe(paidNow.length);

    // The default card now declines (the simulator's …9995): June's statement is declined, with why.
    await db.update(paymentMethods).set({ last4: '9995' }).where(eq(paymentMethods.group_id, ids.demoGroupId));
    try {
      await closeDueStatements(db, real, new Date('2031-06-01T00:30:00Z'));
      const [june] = (await madridStatements()).filter((s) => s.period_start.toISOString() === MAY_START);
      expect(june).toMatchObject({ status: 'declined', decline_reason: 'insufficient_funds' });
      // Its documents say why, in the reader's language.
      const listed = expectOk<Statement[]>(await call(server.app, 'GET', `/billing/statement/?facility_id=${ids.madridId}&count=100`, { token: owner.access_token })).data.find((s) => s.id === june!.id)!;
      expect(listed).toMatchObject({ status: 'declined', decline_reason: 'insufficient_funds' });
      const csv = async (lang: string) => (await call(server.app, 'GET', `/billing/statement/${june!.id}/csv/`, { token: owner.access_token, lang })).body;
      expect(await csv('es')).toContain('Motivo del rechazo,,Rechazada: fondos insuficientes');
      expect(await csv('en')).toContain('Why declined,,Declined: insufficient funds');
    } finally {
      await db.update(paymentMethods).set({ last4: '4242' }).where(eq(paymentMethods.group_id, ids.demoGroupId));
    }
  });

  it('lists the statements to the owner, as CSV and PDF (in English and Spanish), and not to a user without the billing views', async () => {
    const list = expectOk<Statement[]>(await call(server.app, 'GET', `/billing/statement/?facility_id=${ids.madridId}&count=100`, { token: owner.access_token }));
    const march = list.data.find((s) => s.period_start === MARCH_START)!;
    expect(march).toMatchObject({ facility_name: 'Madrid Padel Center', timezone: 'Europe/Madrid', total_cents: 52_841, status: 'paid' });

    const csv = await call(server.app, 'GET', `/billing/statement/${march.id}/csv/`, { token: owner.access_token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Total,52841,€528.41');
    expect(csv.body).toContain('Shortfall under the minimum,32000,€320.00');
    const es = await call(server.app, 'GET', `/billing/statement/${march.id}/csv/`, { token: owner.access_token, lang: 'es' });
    expect(es.body).toContain('Diferencia hasta el mínimo,32000');

    const pdf = await call(server.app, 'GET', `/billing/statement/${march.id}/pdf/`, { token: owner.access_token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);

    const other = await call(server.app, 'GET', `/billing/statement/${march.id}/pdf/`, { token: (await login(server.app, 'admin')).access_token });
    expect(other.statusCode).toBe(200); // the platform administrator sees every organization
    const rep = await call(server.app, 'GET', `/billing/statement/?facility_id=${ids.madridId}`, { token: (await login(server.app, 'rep')).access_token });
    expectError(rep, 403, 'E403');
  });

  it('a facility billed manually is closed by staff, from its last statement to now', async () => {
    const db = server.database.db;
    await db.update(facilities).set({ billing_cycle: 'manually' }).where(eq(facilities.id, ids.brooklynId));
    // Its statements of 2031 (closed above by the job's clock) are set aside: its period runs from its creation to now.
    await db.delete(billingStatements).where(eq(billingStatements.facility_id, ids.brooklynId));
    const closed = expectOk<Statement>(await call(server.app, 'POST', '/billing/statement/close/', { token: owner.access_token, payload: { facility_id: ids.brooklynId } }));
    expect(closed.data).toMatchObject({ facility_id: ids.brooklynId, cycle: 'manually' });
    expect(['paid', 'declined']).toContain(closed.data.status);
    const madrid = await call(server.app, 'POST', '/billing/statement/close/', { token: owner.access_token, payload: { facility_id: ids.madridId } });
    expectError(madrid, 409, 'E409');
    // A user without the billing views may not close one (the console hides the button; the server refuses), and nothing is written.
    const before = (await db.select().from(billingStatements).where(eq(billingStatements.facility_id, ids.brooklynId))).length;
    const rep = await call(server.app, 'POST', '/billing/statement/close/', { token: (await login(server.app, 'rep')).access_token, payload: { facility_id: ids.brooklynId } });
    expectError(rep, 403, 'E403');
    expect((await db.select().from(billingStatements).where(eq(billingStatements.facility_id, ids.brooklynId))).length).toBe(before);
  });

  it("a month's statement holds the facility's local month: around July's end in Europe/Madrid and America/New_York", async () => {
    const db = server.database.db;
    await db.update(facilities).set({ billing_cycle: 'monthly' }).where(eq(facilities.id, ids.brooklynId));
    // Madrid (UTC+2 in summer): 21:30Z is July 31st 23:30 there, 22:30Z already August 1st 00:30.
    await sale('cash', 1_000, 0, 0, 'tz-madrid-july', new Date('2031-07-31T21:30:00Z'));
    await sale('cash', 2_000, 0, 0, 'tz-madrid-august', new Date('2031-07-31T22:30:00Z'));
    // New York (UTC−4): 02:00Z on August 1st is still July 31st 22:00 there; 05:00Z is August 1st 01:00.
    await sale('cash', 4_000, 0, 0, 'tz-ny-july', new Date('2031-08-01T02:00:00Z'), ids.brooklynId);
    await sale('cash', 8_000, 0, 0, 'tz-ny-august', new Date('2031-08-01T05:00:00Z'), ids.brooklynId);
    // A UTC cut would have closed July at 00:00Z; at 03:00Z New York's July has not ended yet.
    await closeDueStatements(db, cardContextOf(db).provider, new Date('2031-08-01T03:00:00Z'));
    const july = async (facilityId: number) =>
      (await db.select().from(billingStatements).where(eq(billingStatements.facility_id, facilityId))).filter(
        (s) => s.period_end!.getTime() > Date.parse('2031-07-31T00:00:00Z') && s.period_end!.getTime() <= Date.parse('2031-08-02T00:00:00Z'),
      );
    const madrid = await july(ids.madridId);
    expect(madrid).toHaveLength(1);
    expect(madrid[0]).toMatchObject({ period_start: new Date('2031-06-30T22:00:00Z'), period_end: new Date('2031-07-31T22:00:00Z'), orders_count: 1, orders_amount_cents: 1_000 });
    expect(await july(ids.brooklynId)).toHaveLength(0);
    await closeDueStatements(db, cardContextOf(db).provider, new Date('2031-08-01T04:30:00Z'));
    const brooklyn = await july(ids.brooklynId);
    expect(brooklyn).toHaveLength(1);
    expect(brooklyn[0]).toMatchObject({ period_start: new Date('2031-07-01T04:00:00Z'), period_end: new Date('2031-08-01T04:00:00Z'), orders_count: 1, orders_amount_cents: 4_000 });
    // Shown in the facility's dates: July 1st to 31st, not the UTC days.
    const listed = expectOk<Statement[]>(await call(server.app, 'GET', `/billing/statement/?facility_id=${ids.brooklynId}&count=100`, { token: owner.access_token })).data;
    const shown = listed.find((s) => s.id === brooklyn[0]!.id)!;
    expect(shown.timezone).toBe('America/New_York');
    expect(periodLabel(shown)).toBe('2031-07-01 – 2031-07-31');
  });
});
