import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustmentDetail, AdjustmentRow, MovementRow, ProductSummaryRow, StockRow } from '../../domain/inventory/api';
import { shiftDate, todayIn } from '../../domain/bookings/schedule';
import type { Invoice } from '../../domain/pos/api';
import { inventoryAdjustments, productCategories, products, stockMovements } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';
import { journalSum } from './repository';

/**
 * Inventory through the API (issue 17): stock is a journal (every unit explained by its movements,
 * under concurrency too), counts with reasons and receipts of goods as adjustments, their list and
 * attachment, and the days each product has left.
 */
let s: DemoSessions;
let drinks: number;
beforeAll(async () => {
  s = await startDemoSessions();
  drinks = (await db().select().from(productCategories).where(eq(productCategories.facility_id, s.ids.madridId)))[0]!.id;
});
afterAll(async () => s?.server.close());

const db = () => s.server.database.db;
const app = () => s.server.app;
const owner = () => s.owner.access_token;
const run = `${process.pid}-${Date.now()}`;
let n = 0;

/** A product made through the product API (stock 0: only the journal moves it), then `stock` units received. */
async function product(stock: number, cost = 100) {
  const made = expectOk<{ id: number; stock: number }>(
    await call(app(), 'POST', '/product/', { token: owner(), payload: { facility_id: s.ids.madridId, name: `Inventory ${run} ${++n}`, category_id: drinks, price_cents: 300, cost_cents: cost, stock: 99 } }),
  ).data;
  expect(made.stock).toBe(0);
  if (stock > 0) expectOk(await adjust({ kind: 'receipt', lines: [{ product_id: made.id, quantity: stock }] }));
  return made.id;
}
const adjust = (body: Record<string, unknown>, options: { token?: string; lang?: string } = {}) =>
  call(app(), 'POST', '/product/adjustment/', { token: options.token ?? owner(), payload: { facility_id: s.ids.madridId, kind: 'count', ...body }, ...(options.lang ? { lang: options.lang } : {}) });
const stockOf = async (id: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const adjustmentCount = async () => (await db().select().from(inventoryAdjustments)).length;
const sell = (productId: number, quantity: number, key: string) =>
  call(app(), 'POST', '/invoice/pos/', {
    token: owner(),
    payload: { idempotency_key: key, facility_id: s.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, lines: [{ kind: 'product', product_id: productId, quantity }] },
  });

describe('counts and receipts', () => {
  it('a receipt puts units in, a count sets what was counted with a reason per line, and the journal explains it', async () => {
    const a = await product(10, 150);
    const b = await product(4, 80);
    const c = await product(7);
    expect(await stockOf(a)).toBe(10);
    const saved = expectOk<AdjustmentDetail>(
      await adjust({
        observation: 'Monday count',
        lines: [
          { product_id: a, counted: 8, reason: 'damaged' },
          { product_id: b, counted: 5, reason: 'count_correction' },
          { product_id: c, counted: 7 },
        ],
      }),
    ).data;
    expect(saved).toMatchObject({ kind: 'count', creator: expect.any(String), items: 2, cost_cents: -2 * 150 + 80, observation: 'Monday count', currency: 'EUR', reasons: ['count_correction', 'damaged'] });
    expect(saved.lines.find((l) => l.product_id === a)).toMatchObject({ system_stock: 10, counted_stock: 8, difference: -2, reason: 'damaged', unit_cost_cents: 150, cost_cents: -300 });
    expect(await stockOf(a)).toBe(8);
    expect(await stockOf(b)).toBe(5);
    for (const id of [a, b, c]) expect(await journalSum(db(), id)).toEqual({ stock: await stockOf(id), journal: await stockOf(id) });
    const journal = expectOk<MovementRow[]>(await call(app(), 'GET', `/product/movements/${a}/`, { token: owner() }));
    expect(journal.data.map((m) => [m.kind, m.quantity, m.reason])).toEqual([
      ['adjustment', -2, 'damaged'],
      ['receipt', 10, null],
    ]);
  });

  it("answers SPEC §5's messages, in English and Spanish, and writes nothing", async () => {
    const a = await product(3);
    const before = await adjustmentCount();
    expect(expectError(await adjust({ lines: [] }), 400, 'E400').message.text).toBe('No adjustments to save');
    expect(expectError(await adjust({ lines: [{ product_id: a, counted: 3 }] }), 400, 'E400').message.text).toBe('No adjustments to save');
    expect(expectError(await adjust({ lines: [{ product_id: a, counted: 2 }] }), 400, 'E400').message.text).toBe('Select reasons to save');
    expect(expectError(await adjust({ lines: [{ product_id: a, counted: 2, reason: null }] }, { lang: 'es' }), 400, 'E400').message.text).toBe('Selecciona los motivos para guardar');
    expect(expectError(await adjust({ lines: [] }, { lang: 'es' }), 400, 'E400').message.text).toBe('No hay ajustes que guardar');
    expect(expectError(await adjust({ lines: [{ product_id: a, counted: -1, reason: 'lost' }] }), 400, 'E400').message.text).toBe('The counted stock cannot be below zero');
    expect(expectError(await adjust({ lines: [{ product_id: a, counted: 1, reason: 'stolen' }] }), 400, 'E400').message.text).toBe('This reason is not one of the list');
    expect(expectError(await adjust({ kind: 'receipt', lines: [{ product_id: a, quantity: 0 }] }), 400, 'E400').message.text).toBe('The units received must be at least 1');
    expect(expectError(await adjust({ kind: 'receipt', lines: [{ product_id: a }] }, { lang: 'es' }), 400, 'E400').message.text).toBe('Las unidades recibidas deben ser al menos 1');
    expect(expectError(await adjust({ kind: 'receipt', lines: [] }), 400, 'E400').message.text).toBe('No adjustments to save');
    // A facility with no products at all had no sheet to fill: 'There are no settings to save'.
    const brooklyn = await db().select({ id: products.id }).from(products).where(eq(products.facility_id, s.ids.brooklynId));
    await db().update(products).set({ facility_id: s.ids.madridId }).where(eq(products.facility_id, s.ids.brooklynId));
    try {
      expect(expectError(await adjust({ facility_id: s.ids.brooklynId, lines: [] }), 400, 'E400').message.text).toBe('There are no settings to save');
      expect(expectError(await adjust({ facility_id: s.ids.brooklynId, kind: 'receipt', lines: [] }, { lang: 'es' }), 400, 'E400').message.text).toBe('No hay configuración que guardar');
    } finally {
      for (const { id } of brooklyn) await db().update(products).set({ facility_id: s.ids.brooklynId }).where(eq(products.id, id));
    }
    expect(await adjustmentCount()).toBe(before);
    expect(await stockOf(a)).toBe(3);
  });

  it("refuses a product of another facility, another organization's facility, and a user without view 29", async () => {
    const [lisbon] = await db().select().from(products).where(eq(products.facility_id, s.ids.lisbonId));
    const [brooklyn] = await db().select().from(products).where(eq(products.facility_id, s.ids.brooklynId));
    const a = await product(3);
    const before = await adjustmentCount();
    const stranger = expectError(
      await adjust({
        lines: [
          { product_id: a, counted: 1, reason: 'lost' },
          { product_id: brooklyn!.id, counted: 1, reason: 'lost' },
        ],
      }),
      400,
      'E400',
    );
    expect(stranger.message.text).toBe('This product is not one of this facility');
    expectError(await adjust({ facility_id: s.ids.lisbonId, lines: [{ product_id: lisbon!.id, counted: 1, reason: 'lost' }] }), 404, 'E404');
    expectError(await adjust({ lines: [{ product_id: a, counted: 1, reason: 'lost' }] }, { token: s.rep.access_token }), 403, 'E403');
    expect(await adjustmentCount()).toBe(before);
    expect(await stockOf(a)).toBe(3);
    expect(await stockOf(brooklyn!.id)).toBe(brooklyn!.stock);
  });

  it('the product API no longer writes stock', async () => {
    const a = await product(6);
    const updated = expectOk<{ stock: number }>(await call(app(), 'PUT', `/product/${a}/`, { token: owner(), payload: { name: `Renamed ${run}`, category_id: drinks, price_cents: 300, stock: 1 } }));
    expect(updated.data.stock).toBe(6);
    expect(await stockOf(a)).toBe(6);
  });
});

describe('the adjustments list and the count sheet', () => {
  it('lists adjustments newest first with creator, cost and items, filtered by reason; opens one', async () => {
    const a = await product(5);
    const lost = expectOk<AdjustmentDetail>(await adjust({ lines: [{ product_id: a, counted: 4, reason: 'lost' }] })).data;
    const page = expectOk<AdjustmentRow[]>(await call(app(), 'GET', `/product/adjustment/facility/${s.ids.madridId}/?reason=lost`, { token: owner() }));
    expect(page.data[0]).toMatchObject({ id: lost.id, items: 1, reasons: ['lost'] });
    expect(page.data.every((r) => r.reasons.includes('lost'))).toBe(true);
    const receipts = expectOk<AdjustmentRow[]>(await call(app(), 'GET', `/product/adjustment/facility/${s.ids.madridId}/?kind=receipt`, { token: owner() }));
    expect(receipts.data.every((r) => r.kind === 'receipt')).toBe(true);
    const future = expectOk<AdjustmentRow[]>(
      await call(app(), 'GET', `/product/adjustment/facility/${s.ids.madridId}/?from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`, { token: owner() }),
    );
    expect(future.data).toEqual([]);
    expect(expectOk<AdjustmentDetail>(await call(app(), 'GET', `/product/adjustment/${lost.id}/`, { token: owner() })).data.lines).toHaveLength(1);
    const sheet = expectOk<StockRow[]>(await call(app(), 'GET', `/product/current_stock/facility/${s.ids.madridId}/?search=${encodeURIComponent('Agua')}`, { token: owner() }));
    expect(sheet.data.map((r) => r.name)).toContain('Agua 50 cl');
  });

  it('keeps a photo or PDF of the count; refuses another file', async () => {
    const a = await product(2);
    const { id } = expectOk<AdjustmentDetail>(await adjust({ lines: [{ product_id: a, counted: 1, reason: 'expired' }] })).data;
    const BOUNDARY = 'inventory-boundary';
    const upload = (bytes: Buffer, type: string, lang = 'en') =>
      call(app(), 'PUT', `/product/adjustment/upload_attachment/${id}/`, {
        token: owner(),
        lang,
        payload: Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="count"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
    const refused = expectError(await upload(Buffer.from('hello'), 'text/plain'), 400, 'E400');
    expect(fieldsOf(refused).file).toBe('Choose an image (PNG, JPEG, WebP, GIF) or a PDF of at most 2 MB');
    expect(fieldsOf(expectError(await upload(Buffer.from('not a pdf'), 'application/pdf', 'es'), 400, 'E400')).file).toBe('Elige una imagen (PNG, JPEG, WebP, GIF) o un PDF de como máximo 2 MB');
    expect(expectOk<AdjustmentDetail>(await call(app(), 'GET', `/product/adjustment/${id}/`, { token: owner() })).data.attachment).toBeNull();
    const pdf = expectOk<AdjustmentDetail>(await upload(Buffer.from('%PDF-1.4\n%count sheet\n'), 'application/pdf')).data;
    expect(pdf.attachment).toMatch(/^\/api\/v1\/file\//);
    const file = await call(app(), 'GET', pdf.attachment!.replace('/api/v1', ''));
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});

describe('the journal invariant', () => {
  it('after sales, voids and counts, and 20 concurrent counts and sales of one product, stock is the sum of its journal', async () => {
    const p = await product(50);
    expectOk(await sell(p, 3, `${run}.inv.sale`));
    const tab = expectOk<Invoice>(
      await call(app(), 'POST', '/invoice/pos/open_tab/', {
        token: owner(),
        payload: { idempotency_key: `${run}.inv.tab`, facility_id: s.ids.madridId, invoice_id: null, contact_id: null, tab_name: 'Court 2', lines: [{ kind: 'product', product_id: p, quantity: 2 }] },
      }),
    ).data;
    expect(await stockOf(p)).toBe(45);
    expectOk(await call(app(), 'DELETE', `/invoice/open_tab/${tab.id}/`, { token: owner() }));
    expect(await stockOf(p)).toBe(47);
    // Counts 40 apart, never within reach of the 10 sales: no count can equal the stock it finds ('No adjustments to save').
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? adjust({ lines: [{ product_id: p, counted: 100 + 20 * i, reason: 'count_correction' }] }) : sell(p, 1, `${run}.inv.race.${i}`))),
    );
    // Every count lands (the last one's figure, less the sales after it); every sale finds units.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const { stock, journal } = await journalSum(db(), p);
    expect(stock).toBe(journal);
    expect(stock).toBeGreaterThanOrEqual(0);
    const rows = await db().select().from(stockMovements).where(eq(stockMovements.product_id, p));
    expect(rows.filter((r) => r.kind === 'sale').length).toBe(1 + 1 + 10);
  });
});

describe('days left', () => {
  const water = async () => (await db().select().from(products).where(eq(products.name, 'Agua 50 cl')))[0]!;
  const summary = async (id: number) => expectOk<ProductSummaryRow[]>(await call(app(), 'GET', `/product/summary/?facility_id=${s.ids.madridId}&ids=${id}`, { token: owner() })).data[0]!;

  it('divides the stock by the last 30 days of sales, from the facility’s today; a sale moves it', async () => {
    const w = await water();
    const before = await summary(w.id);
    const today = todayIn('Europe/Madrid', new Date());
    expect(before).toMatchObject({ stock: w.stock, sold_30d: 60, daily_sales: 2, inventory_days: Math.floor((w.stock * 30) / 60), level: 'ok' });
    expect(before.zero_day).toBe(shiftDate(today, before.inventory_days!));
    expectOk(await sell(w.id, 1, `${run}.water`));
    const after = await summary(w.id);
    expect(after).toMatchObject({ stock: w.stock - 1, sold_30d: 61, inventory_days: Math.floor(((w.stock - 1) * 30) / 61) });
  });

  it('flags low and out products, and lists only them when asked', async () => {
    const rows = expectOk<ProductSummaryRow[]>(await call(app(), 'GET', `/product/summary/?facility_id=${s.ids.madridId}&low=true&count=100`, { token: owner() })).data;
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName['Overgrip']).toMatchObject({ stock: 0, level: 'out', inventory_days: 0 });
    expect(byName['Pelotas de pádel (3)']).toMatchObject({ level: 'low', inventory_days: null, zero_day: null });
    expect(rows.every((r) => r.level !== 'ok')).toBe(true);
  });

  it('the product list shows the same days left, zero day and level as the summary', async () => {
    const list = expectOk<Record<string, unknown>[]>(await call(app(), 'GET', `/product/?facility_id=${s.ids.madridId}&count=100`, { token: owner() })).data;
    const summaryRows = expectOk<ProductSummaryRow[]>(await call(app(), 'GET', `/product/summary/?facility_id=${s.ids.madridId}&count=100`, { token: owner() })).data;
    expect(summaryRows.length).toBeGreaterThan(5);
    for (const row of summaryRows) {
      const listed = list.find((r) => r.id === row.id)!;
      expect({ id: listed.id, inventory_days: listed.inventory_days, zero_day: listed.zero_day, level: listed.stock_level }).toEqual({
        id: row.id,
        inventory_days: row.inventory_days,
        zero_day: row.zero_day,
        level: row.level,
      });
    }
  });
});
