/**
 * The product list with days left (issue 17 Performance): 2,000 products in one facility and
 * 1,000,000 stock movements (sales over the last 90 days, so a third fall in the 30-day window),
 * through Fastify's inject() on an in-memory PGlite (or DATABASE_URL). Times `/product/summary/`
 * and the product list (`/product/`, whose rows carry the same days left), a page of 25 each;
 * target: p95 under 50 ms. Then the plan of the summary's page query.
 */
import { eq, sql } from 'drizzle-orm';
import * as schema from '../../server/db/schema';
import { bearer, login, startTestServer } from '../../server/test-support/test-server';
import { time } from './timing';

export const PRODUCTS = 2_000;
export const MOVEMENTS = 1_000_000;
export const TARGET_MS = 50;
const RUNS = 50;

export async function benchInventory(): Promise<void> {
  const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL, loginMaxAttempts: 0 });
  const { app, database } = server;
  const db = database.db;
  try {
    const [madrid] = await db.select({ id: schema.facilities.id }).from(schema.facilities).where(eq(schema.facilities.name, 'Madrid Padel Center'));
    const [category] = await db.select({ id: schema.productCategories.id }).from(schema.productCategories).where(eq(schema.productCategories.facility_id, madrid!.id));
    const t0 = performance.now();
    // 2,000 products, each with an initial stock and 500 sales of one unit spread over 90 days: stock = the sum of its journal.
    await db.execute(sql`
      insert into products (facility_id, category_id, name, code, price_cents, cost_cents, low_stock, stock)
      select ${madrid!.id}::int, ${category!.id}::int, 'Bench product ' || lpad(g::text, 5, '0'), 'B' || g, 250, 100, (g % 50), 100 + (g % 700)
      from generate_series(1, ${PRODUCTS}) g`);
    const [range] = await db
      .select({ min: sql<number>`min(id)::int`, max: sql<number>`max(id)::int` })
      .from(schema.products)
      .where(sql`name like 'Bench product %'`);
    const first = Number(range!.min);
    const perProduct = MOVEMENTS / PRODUCTS;
    // The seed skips the foreign-key triggers (a million checks of rows it just wrote): the bench's own throw-away database.
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`
      insert into stock_movements (product_id, quantity, kind, created_at)
      select id, stock + ${perProduct}::int, 'initial', now() - interval '120 days' from products where name like 'Bench product %'`);
    await db.execute(sql`
      insert into stock_movements (product_id, quantity, kind, unit_cost_cents, created_at)
      select ${first}::int + (g % ${PRODUCTS}), -1, 'sale', 100, now() - ((g % 129600) * interval '1 minute')
      from generate_series(1, ${MOVEMENTS - PRODUCTS}) g`);
    await db.execute(sql`set session_replication_role = origin`);
    await db.execute(sql`vacuum analyze products`);
    await db.execute(sql`vacuum analyze stock_movements`);
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(schema.stockMovements)) as [{ n: number }];
    console.log(
      `\nProduct list with days left, ${PRODUCTS.toLocaleString('en')} products and ${Number(n).toLocaleString('en')} movements in Madrid Padel Center (${database.kind}, seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s); target: p95 under ${TARGET_MS} ms\n`,
    );

    const owner = await login(app, 'owner');
    const call = (url: string, query: Record<string, string | number>) =>
      app.inject({ url: `/api/v1${url}`, query: Object.fromEntries(Object.entries({ facility_id: madrid!.id, ...query }).map(([k, v]) => [k, String(v)])), headers: bearer(owner.access_token) });
    const cases: { label: string; url: string; query: Record<string, string | number> }[] = [
      { label: 'GET /product/summary/ page 1 of 25', url: '/product/summary/', query: { count: 25, page: 1 } },
      { label: 'GET /product/summary/ page 40 of 25', url: '/product/summary/', query: { count: 25, page: 40 } },
      { label: 'GET /product/summary/ search "01", 25', url: '/product/summary/', query: { count: 25, page: 1, search: '01' } },
      { label: 'GET /product/summary/ low=true, 25', url: '/product/summary/', query: { count: 25, page: 1, low: 'true' } },
      { label: 'GET /product/ (the list) page 1 of 25', url: '/product/', query: { count: 25, page: 1 } },
      { label: 'GET /product/ (the list) page 40 of 25', url: '/product/', query: { count: 25, page: 40 } },
      { label: 'GET /product/summary/ page 1 of 100', url: '/product/summary/', query: { count: 100, page: 1 } },
    ];
    let worst = 0;
    for (const c of cases) {
      const res = await call(c.url, c.query);
      if (res.statusCode !== 200) throw new Error(`${c.label}: ${res.statusCode} ${res.body}`);
      const body = res.json() as { data: { inventory_days: number | null }[]; total: number };
      const label = `  ${c.label} → ${body.data.length} of ${body.total.toLocaleString('en')}, e.g. ${body.data[0]?.inventory_days ?? '–'} days`;
      const { p95 } = await time(label, RUNS, () => call(c.url, c.query), 78);
      worst = Math.max(worst, p95);
    }
    console.log(`  worst p95 ${worst.toFixed(2)} ms: ${worst < TARGET_MS ? 'under' : 'OVER'} the target of ${TARGET_MS} ms`);
  } finally {
    await server.close();
  }
}
