import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, PaymentResult } from '../../domain/pos/api';
import { invoicePayments, productCategories, products, stockMovements } from '../db/schema';
import { call, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';

/**
 * The ledger's invariants under concurrency (run on PGlite and, with SERVER_TEST_DB=postgres, on a
 * PostgreSQL server where the requests really overlap): one payment per idempotency key, and never
 * more units sold than in stock.
 */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => demo?.server.close());

const db = () => demo.server.database.db;
const owner = () => demo.owner.access_token;
const run = `${process.pid}-${Date.now()}`;

describe('concurrency', () => {
  it('20 parallel payments with one idempotency key write one payment and all answer it', async () => {
    const inv = expectOk<Invoice>(
      await call(demo.server.app, 'POST', '/invoice/pos/', {
        token: owner(),
        payload: { idempotency_key: `${run}.sale`, facility_id: demo.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, lines: [{ kind: 'free', description: 'Lesson', amount_cents: 2500 }] },
      }),
    ).data;
    const payload = { idempotency_key: `${run}.pay`, invoice_id: inv.id, amount_cents: 2500, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: 3000 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(demo.server.app, 'POST', '/invoice/pos/payment/', { token: owner(), payload })));
    const ids = answers.map((a) => expectOk<PaymentResult>(a).data.payment.id);
    expect(new Set(ids).size).toBe(1);
    const rows = await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, inv.id));
    expect(rows).toHaveLength(1);
    expect(expectOk<PaymentResult>(answers[19]!).data.invoice).toMatchObject({ status: 'paid', paid_cents: 2500 });
  });

  it('20 concurrent sales of the last 5 units sell exactly 5', async () => {
    const [category] = await db().select().from(productCategories).where(eq(productCategories.facility_id, demo.ids.madridId));
    const [p] = await db()
      .insert(products)
      .values({ facility_id: demo.ids.madridId, category_id: category!.id, name: `Last units ${run}`, price_cents: 300, stock: 5 })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(demo.server.app, 'POST', '/invoice/pos/', {
          token: owner(),
          payload: { idempotency_key: `${run}.stock.${i}`, facility_id: demo.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, lines: [{ kind: 'product', product_id: p!.id, quantity: 1 }] },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const [after] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, p!.id));
    expect(after!.stock).toBe(0);
    expect(await db().select().from(stockMovements).where(eq(stockMovements.product_id, p!.id))).toHaveLength(5);
  });
});
