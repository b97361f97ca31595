import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDetail, PaymentResult, PaymentRow } from '../../domain/pos/api';
import { actorFor, call, expectError, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';
import { saveInvoice } from './invoice-service';

/**
 * The payments ledger across facilities (issue 16 items 1 and 6): the organization's payments
 * (view 3) with every filter, its CSV (exactly the filtered list), tenancy; the platform's online
 * payments (view 22, role A). The demo seeds three weeks of app users' online payments.
 */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => demo?.server.close());

const app = () => demo.server.app;
const db = () => demo.server.database.db;
const owner = () => demo.owner.access_token;
const admin = () => demo.admin.access_token;

const query = (params: Record<string, string | number | undefined>) => new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
const list = async (params: Record<string, string | number | undefined>, token = owner()) =>
  expectOk<PaymentRow[]>(await call(app(), 'GET', `/invoice_payment/group/paged/?${query({ group_id: demo.ids.demoGroupId, ...params })}`, { token }));

/** A counter sale of `amount` at the facility, paid in cash. */
async function cashSale(amount: number, facilityId = demo.ids.madridId): Promise<PaymentResult['payment']> {
  const invoice = await saveInvoice(
    db(),
    await actorFor(db(), 'owner'),
    { idempotency_key: randomUUID(), facility_id: facilityId, invoice_id: null, lines: [{ kind: 'free', description: 'Lesson', amount_cents: amount }], contact_id: null, tab_name: null },
    { tab: false },
  );
  return expectOk<PaymentResult>(
    await call(app(), 'POST', '/invoice/pos/payment/', {
      token: owner(),
      payload: { idempotency_key: randomUUID(), invoice_id: invoice.id, amount_cents: amount, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null },
    }),
  ).data.payment;
}

describe("the organization's payments (view 3)", () => {
  it("lists every facility of the organization the owner may see (counter and online), never another organization's", async () => {
    const cash = await cashSale(1234, demo.ids.brooklynId);
    const page = await list({ count: 100 });
    // The app's online payments (21 days × 2 × Madrid and Brooklyn) and the demo bookings paid at the desk (a few hundred).
    expect(page.total!).toBeGreaterThan(84 + 200);
    const facilities = new Set(page.data.map((p) => p.facility_id));
    expect([...facilities].sort()).toEqual([demo.ids.madridId, demo.ids.brooklynId].sort());
    expect(page.data.some((p) => (p.method === 'cash' || p.method === 'onsite') && p.paid_for.includes('booking') && p.operator_name !== '')).toBe(true);
    const online = await list({ method: 'online', count: 100 });
    expect(online.data.some((p) => p.app_user_name && p.non_refundable_cents > 0)).toBe(true);
    expect(page.data[0]!.id).toBe(cash.id); // newest first
    expect(page.data[0]).toMatchObject({ facility_name: 'Brooklyn Courts', paid_for: ['sale'], method_label: 'Cash' });
  });

  it('filters by facility, method, refund state, contact, amount and dates; sorts by amount', async () => {
    const brooklyn = await list({ facility_id: demo.ids.brooklynId, count: 100 });
    expect(brooklyn.data.every((p) => p.facility_id === demo.ids.brooklynId)).toBe(true);
    const online = await list({ method: 'online', count: 100 });
    expect(online.total).toBe(84); // 21 days × 2 × Madrid and Brooklyn
    expect(online.data.every((p) => p.method === 'online' && p.paid_for.includes('video'))).toBe(true);
    const lucia = await list({ contact: 'lucía', count: 100 });
    expect(lucia.total!).toBeGreaterThan(0);
    expect(lucia.data.every((p) => p.contact_name === 'Lucía Fernández')).toBe(true);
    const band = await list({ amount_min: 1000, amount_max: 1100, count: 100 });
    expect(band.data.every((p) => p.amount_cents >= 1000 && p.amount_cents <= 1100)).toBe(true);
    expect(band.total!).toBeGreaterThan(0);
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const week = await list({ from, count: 100 });
    expect(week.data.every((p) => p.created_at >= from)).toBe(true);
    // The online payments of the two weeks before are left out.
    expect(week.total).toBeLessThan((await list({ count: 1 })).total!);
    expect((await list({ from, method: 'online', count: 100 })).total).toBeLessThan(online.total!);
    const cheap = await list({ order: 'amount_cents', direction: 'asc', count: 10 });
    const amounts = cheap.data.map((p) => p.amount_cents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await list({ refund_state: 'refunded' })).total).toBe(0);
  });

  it('answers the same total on every page, past the last page and for a filter matching nothing', async () => {
    const first = await list({ count: 10 });
    const second = await list({ count: 10, page: 2 });
    expect(second.total).toBe(first.total);
    expect(second.data.map((p) => p.id)).not.toContain(first.data[0]!.id);
    const past = await list({ count: 10, page: Math.ceil(first.total! / 10) + 1 });
    expect(past.data).toEqual([]);
    expect(past.total).toBe(first.total);
    const madrid = await list({ facility_id: demo.ids.madridId, count: 10 });
    const madridPast = await list({ facility_id: demo.ids.madridId, count: 10, page: Math.ceil(madrid.total! / 10) + 1 });
    expect(madridPast.data).toEqual([]);
    expect(madridPast.total).toBe(madrid.total);
    expect((await list({ facility_id: demo.ids.madridId, order: 'amount_cents', count: 10, page: 2 })).total).toBe(madrid.total);
    const none = await list({ amount_min: 9_999_999 });
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('refuses ranges that cannot match, translated, and filters of another tenant or facility (E404)', async () => {
    const backwards = expectError(
      await call(app(), 'GET', `/invoice_payment/group/paged/?${query({ group_id: demo.ids.demoGroupId, amount_min: 500, amount_max: 100 })}`, { token: owner(), lang: 'es' }),
      400,
      'E400',
    );
    expect(backwards.message.text).toBe('El importe "hasta" es menor que el importe "desde"');
    expectError(await call(app(), 'GET', `/invoice_payment/group/paged/?${query({ group_id: demo.ids.otherGroupId })}`, { token: owner() }), 404, 'E404');
    expectError(await call(app(), 'GET', `/invoice_payment/group/paged/?${query({ group_id: demo.ids.demoGroupId, facility_id: demo.ids.lisbonId })}`, { token: owner() }), 404, 'E404');
    // The representative has no view 3.
    expectError(await call(app(), 'GET', `/invoice_payment/group/paged/?${query({ group_id: demo.ids.demoGroupId })}`, { token: demo.rep.access_token }), 403, 'E403');
  });

  it('exports exactly what the filter shows as CSV, headers in the request language', async () => {
    const filter = { facility_id: demo.ids.madridId, method: 'online', order: 'amount_cents', direction: 'asc' };
    const shown = await list({ ...filter, count: 100 });
    const res = await call(app(), 'GET', `/invoice_payment/group/csv/?${query({ group_id: demo.ids.demoGroupId, ...filter })}`, { token: owner(), lang: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header!.slice(0, 5)).toEqual(['ID', 'Fecha', 'Organización', 'Instalación', 'Importe']);
    expect(rows.map((r) => Number(r[0]))).toEqual(shown.data.map((p) => p.id));
    expect(rows.map((r) => r[4])).toEqual(shown.data.map((p) => (p.amount_cents / 100).toFixed(2)));
    expect(rows.every((r) => r[3] === 'Madrid Padel Center' && r[6] === 'Cobrado')).toBe(true);
    expectError(await call(app(), 'GET', `/invoice_payment/group/csv/?${query({ group_id: demo.ids.otherGroupId })}`, { token: owner() }), 404, 'E404');
  });

  it('an online payment from the app for a video names its video order, of its facility and paid: the preview links it', async () => {
    const online = (await list({ method: 'online', count: 20 })).data;
    expect(online.length).toBe(20);
    for (const p of online) {
      const detail = expectOk<PaymentDetail>(await call(app(), 'GET', `/invoice_payment/group/${p.id}/`, { token: owner() })).data;
      const [line] = detail.invoice.lines;
      expect(line).toMatchObject({ kind: 'video', video_order_id: expect.any(Number) });
      const order = expectOk<{ id: number; facility_id: number; status: string; total_cents: number }>(await call(app(), 'GET', `/video_order/${line!.video_order_id}/`, { token: owner() })).data;
      expect(order).toMatchObject({ id: line!.video_order_id, facility_id: p.facility_id, status: 'paid', total_cents: p.amount_cents });
    }
  });

  it("a payment's preview: its SPEC §3 lines, its invoice and refunds; another organization's is E404", async () => {
    const [online] = (await list({ method: 'online', count: 1 })).data;
    const detail = expectOk<PaymentDetail>(await call(app(), 'GET', `/invoice_payment/group/${online!.id}/`, { token: owner() })).data;
    expect(detail.payment).toMatchObject({ id: online!.id, method: 'online', commission_percent: expect.any(Number) });
    expect(detail.invoice.lines[0]!.kind).toBe('video');
    expect(detail.invoice.fees_cents).toBe(detail.payment.non_refundable_cents);
    const cash = await cashSale(2000);
    expectOk(await call(app(), 'POST', '/console/invoice_payment/refund/', { token: owner(), payload: { idempotency_key: randomUUID(), payment_id: cash.id, amount_cents: 500, reason: 'Wrong lesson' } }));
    const refunded = expectOk<PaymentDetail>(await call(app(), 'GET', `/invoice_payment/group/${cash.id}/`, { token: owner() })).data;
    expect(refunded.payment.refund_state).toBe('partial_refund');
    expect(refunded.refunds).toMatchObject([{ amount_cents: 500, reason: 'Wrong lesson', operator_name: 'Olivia Martín' }]);
    expect((await list({ refund_state: 'partial_refund' })).data.map((p) => p.id)).toContain(cash.id);
    const lisbon = expectOk<PaymentRow[]>(await call(app(), 'GET', `/payment/user_app/paged/?${query({ group_id: demo.ids.otherGroupId, count: 1 })}`, { token: admin() })).data[0]!;
    expectError(await call(app(), 'GET', `/invoice_payment/group/${lisbon.id}/`, { token: owner() }), 404, 'E404');
  });
});

describe("the platform's payments (view 22)", () => {
  it("lists app users' online payments of every organization, or one; the platform's fee is the service fee; role A only", async () => {
    const all = expectOk<PaymentRow[]>(await call(app(), 'GET', `/payment/user_app/paged/?count=100`, { token: admin() }));
    expect(all.total).toBe(126); // 21 days × 2 × 3 facilities
    expect(new Set(all.data.map((p) => p.group_id)).size).toBe(2);
    expect(all.data.every((p) => p.method === 'online' && p.non_refundable_cents > 0)).toBe(true);
    const other = expectOk<PaymentRow[]>(await call(app(), 'GET', `/payment/user_app/paged/?${query({ group_id: demo.ids.otherGroupId, count: 100 })}`, { token: admin() }));
    expect(other.total).toBe(42);
    expect(other.data.every((p) => p.group_name === 'Other Club')).toBe(true);
    const detail = expectOk<PaymentDetail>(await call(app(), 'GET', `/payment/user_app/${other.data[0]!.id}/`, { token: admin() })).data;
    expect(detail.payment.app_user_name).toBeTruthy();
    expectError(await call(app(), 'GET', `/payment/user_app/paged/`, { token: owner() }), 403, 'E403');
  });
});
