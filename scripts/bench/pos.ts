/**
 * The POS ledger (issue 15): create an invoice of 10 lines (5 products, 5 free amounts) and pay it
 * in cash, through the real routes on the bench's database (PGlite unless DATABASE_URL). Target:
 * p95 under 30 ms on PGlite.
 */
import { eq } from 'drizzle-orm';
import { productCategories, products } from '../../server/db/schema';
import { demoIds } from '../../server/test-support/http';
import { bearer, login, startTestServer } from '../../server/test-support/test-server';
import { time } from './timing';

export const POS_TARGET_MS = 30;
const RUNS = 100;

export async function benchPos(): Promise<{ p95: number }> {
  // The guard's session memory as the product runs it (on with PGlite, off on a PostgreSQL server).
  const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL, loginMaxAttempts: 0, sessionMemoryMs: undefined });
  try {
    const { app, database } = server;
    const db = database.db;
    const owner = await login(app, 'owner');
    const { madridId } = await demoIds(db);
    const [category] = await db.select().from(productCategories).where(eq(productCategories.facility_id, madridId));
    const stocked = await db
      .insert(products)
      .values(Array.from({ length: 5 }, (_, i) => ({ facility_id: madridId, category_id: category!.id, name: `Bench product ${i + 1}`, price_cents: 150 + i * 100, stock: 1_000_000 })))
      .returning({ id: products.id });
    const lines = [
      ...stocked.map((p, i) => ({ kind: 'product', product_id: p.id, quantity: i + 1 })),
      ...Array.from({ length: 5 }, (_, i) => ({ kind: 'free', description: `Extra ${i + 1}`, amount_cents: 500 + i })),
    ];
    let n = 0;
    console.log(`\nPOS ledger on ${database.kind}`);
    const result = await time('invoice of 10 lines + cash payment', RUNS, async () => {
      const sale = await app.inject({
        method: 'POST',
        url: '/api/v1/invoice/pos/',
        headers: bearer(owner.access_token),
        payload: { idempotency_key: `bench.${++n}`, facility_id: madridId, invoice_id: null, contact_id: null, tab_name: null, lines },
      });
      const invoice = sale.json().data as { id: number; remaining_cents: number };
      const paid = await app.inject({
        method: 'POST',
        url: '/api/v1/invoice/pos/payment/',
        headers: bearer(owner.access_token),
        payload: { idempotency_key: `bench.${n}.pay`, invoice_id: invoice.id, amount_cents: invoice.remaining_cents, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null },
      });
      if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
    });
    console.log(`  target: p95 < ${POS_TARGET_MS} ms on PGlite — ${result.p95 < POS_TARGET_MS ? 'met' : 'NOT met'}`);
    return { p95: result.p95 };
  } finally {
    await server.close();
  }
}
