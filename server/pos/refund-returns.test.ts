import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, PaymentDetail, RefundResult } from '../../domain/pos/api';
import { SIM_MANUAL_CARDS } from '../../domain/pos/api-paths';
import { invoiceLines, productCategories, products, stockMovements } from '../db/schema';
import { journalSum } from '../inventory/repository';
import { call, expectError, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';
import { payByTypedCard, payInCash, saleOf } from '../test-support/pos';

/**
 * A refund of a sale's product lines puts their units back in stock (issue 17), on PGlite and
 * (SERVER_TEST_DB=postgres) on a PostgreSQL server: a journal row of kind refund in the
 * transaction the refund succeeds in; never more units back than the sale sold, across
 * concurrent refunds; a declined card refund puts nothing back.
 */
let demo: DemoSessions;
let drinks: number;
beforeAll(async () => {
  demo = await startDemoSessions();
  drinks = (await db().select().from(productCategories).where(eq(productCategories.facility_id, demo.ids.madridId)))[0]!.id;
});
afterAll(async () => demo?.server.close());

const app = () => demo.server.app;
const db = () => demo.server.database.db;
const owner = () => demo.owner.access_token;
const run = `${process.pid}-${Date.now()}`;
let n = 0;
const key = (what = 'k') => `${run}.${what}.${++n}`;

/** A product of the Madrid facility priced 300 with `stock` units received. */
async function product(stock: number): Promise<number> {
  const made = expectOk<{ id: number }>(
    await call(app(), 'POST', '/product/', { token: owner(), payload: { facility_id: demo.ids.madridId, name: `Returns ${run} ${++n}`, category_id: drinks, price_cents: 300, cost_cents: 120 } }),
  ).data;
  expectOk(await call(app(), 'POST', '/product/adjustment/', { token: owner(), payload: { facility_id: demo.ids.madridId, kind: 'receipt', lines: [{ product_id: made.id, quantity: stock }] } }));
  return made.id;
}

/** A sale of these products (units each) and a free line, saved at the counter. */
const sale = (items: [number, number][]) =>
  saleOf(
    app(),
    owner(),
    demo.ids.madridId,
    [...items.map(([product_id, quantity]) => ({ kind: 'product', product_id, quantity })), { kind: 'free', description: 'Racket rental', amount_cents: 500 }],
    key('sale'),
  );

const payCash = (invoice: Invoice) => payInCash(app(), owner(), invoice, key('pay'));

const payCard = (invoice: Invoice, number: string) => payByTypedCard(app(), owner(), invoice, number, key('card'));

const refund = (paymentId: number, amount: number, items: { line_id: number; quantity: number }[], options: { lang?: string; key?: string } = {}) =>
  call(app(), 'POST', '/console/invoice_payment/refund/', {
    token: owner(),
    ...(options.lang ? { lang: options.lang } : {}),
    payload: { idempotency_key: options.key ?? key('refund'), payment_id: paymentId, amount_cents: amount, reason: 'Brought back', items },
  });

const stockOf = async (id: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const lineOf = (invoice: Invoice, productId: number) => invoice.lines.find((l) => l.product_id === productId)!;
const refundMoves = (invoiceId: number) =>
  db()
    .select()
    .from(stockMovements)
    .where(sql`${stockMovements.invoice_id} = ${invoiceId} and ${stockMovements.kind} = 'refund'`);

describe('units back with a refund', () => {
  it('a cash refund of two of three units puts them back: a refund row in the journal, the line reading them returned; a refund without units moves none', async () => {
    const water = await product(10);
    const inv = await sale([[water, 3]]);
    expect(await stockOf(water)).toBe(7);
    const paid = await payCash(inv);
    const line = lineOf(inv, water);
    const answer = expectOk<RefundResult>(await refund(paid.id, 600, [{ line_id: line.id, quantity: 2 }])).data;
    expect(answer.refund).toMatchObject({ status: 'succeeded', items: [{ line_id: line.id, quantity: 2 }] });
    expect(answer.invoice.lines.find((l) => l.id === line.id)).toMatchObject({ quantity: 3, returned_quantity: 2 });
    expect(await stockOf(water)).toBe(9);
    expect(await journalSum(db(), water)).toEqual({ stock: 9, journal: 9 });
    expect((await refundMoves(inv.id)).map((m) => [m.product_id, m.quantity, m.unit_cost_cents])).toEqual([[water, 2, 120]]);
    // An amount alone (the racket rental) puts nothing back.
    expectOk(await refund(paid.id, 500, []));
    expect(await stockOf(water)).toBe(9);
  });

  it('refuses more units than the sale sold, a line that is not a product of it, and units already returned, writing nothing', async () => {
    const water = await product(5);
    const inv = await sale([[water, 2]]);
    const paid = await payCash(inv);
    const line = lineOf(inv, water);
    const free = inv.lines.find((l) => l.kind === 'free')!;
    const over = expectError(await refund(paid.id, 300, [{ line_id: line.id, quantity: 3 }], { lang: 'es' }), 400, 'E400');
    expect(over.data).toMatchObject({ reason: 'return_over_sold' });
    expect(over.message.text).toBe('Más unidades de las que esta venta vendió y aún no se devolvieron');
    expect(expectError(await refund(paid.id, 300, [{ line_id: free.id, quantity: 1 }]), 400, 'E400').data).toMatchObject({ reason: 'return_line_unknown' });
    // A line of another sale.
    const other = await sale([[water, 1]]);
    expect(expectError(await refund(paid.id, 300, [{ line_id: lineOf(other, water).id, quantity: 1 }]), 400, 'E400').data).toMatchObject({ reason: 'return_line_unknown' });
    expect(expectError(await refund(paid.id, 300, [{ line_id: line.id, quantity: 0 }]), 400, 'E400').data).toBeDefined();
    expect(await stockOf(water)).toBe(2);
    expect((await db().select().from(invoiceLines).where(eq(invoiceLines.id, line.id)))[0]!.returned_quantity).toBe(0);
    expectOk(await refund(paid.id, 300, [{ line_id: line.id, quantity: 2 }]));
    // Within what the line sold but already returned: a conflict with the sale's state.
    expect(expectError(await refund(paid.id, 300, [{ line_id: line.id, quantity: 1 }]), 409, 'E409').data).toMatchObject({ reason: 'return_over_sold' });
    expect(await stockOf(water)).toBe(4);
    expect(await journalSum(db(), water)).toEqual({ stock: 4, journal: 4 });
  });

  it('a card refund puts its units back when the provider refunds; a declined one puts none back and leaves them returnable', async () => {
    const water = await product(6);
    const ok = await sale([[water, 2]]);
    const okPaid = await payCard(ok, SIM_MANUAL_CARDS.approved);
    expectOk(await refund(okPaid.id, 600, [{ line_id: lineOf(ok, water).id, quantity: 2 }]));
    expect(await stockOf(water)).toBe(4 + 2);
    const bad = await sale([[water, 1]]);
    const badPaid = await payCard(bad, SIM_MANUAL_CARDS.refund_fails);
    expect(expectError(await refund(badPaid.id, 300, [{ line_id: lineOf(bad, water).id, quantity: 1 }]), 409, 'E409').data).toMatchObject({ reason: 'refund_declined' });
    expect(await stockOf(water)).toBe(5);
    const detail = expectOk<PaymentDetail>(await call(app(), 'GET', `/invoice_payment/${badPaid.id}/`, { token: owner() })).data;
    expect(detail.invoice.lines.find((l) => l.product_id === water)).toMatchObject({ returned_quantity: 0 });
    expect(await refundMoves(bad.id)).toHaveLength(0);
    expect(await journalSum(db(), water)).toEqual({ stock: 5, journal: 5 });
  });

  it('20 concurrent refunds of one unit each of a line of three: three come back, never more; stock is the sum of its journal', async () => {
    const water = await product(10);
    const inv = await sale([[water, 3]]);
    const paid = await payCash(inv);
    const line = lineOf(inv, water);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.id, 100, [{ line_id: line.id, quantity: 1 }])));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    expect(await stockOf(water)).toBe(10);
    expect(await journalSum(db(), water)).toEqual({ stock: 10, journal: 10 });
    expect((await refundMoves(inv.id)).reduce((s, m) => s + m.quantity, 0)).toBe(3);
  });

  it('the bound is the database’s: a line never reads more units returned than it sold', async () => {
    const water = await product(2);
    const inv = await sale([[water, 1]]);
    await expect(db().execute(sql`update invoice_lines set returned_quantity = 2 where id = ${lineOf(inv, water).id}`)).rejects.toThrow();
  });
});
