import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdjustmentKind, AdjustmentReason, MovementKind } from '../../domain/inventory/rules';
import type { Executor, Tx } from '../db/connect';
import { inventoryAdjustments, productCategories, products, stockMovements } from '../db/schema';

/**
 * The inventory's tables (DESIGN §8): `stock_movements` (the journal every stock change is a row
 * of: sales and voids from the POS, counts, receipts, initial stock), a product's `stock` (the sum of
 * its rows, moved in the same statement's transaction) and `inventory_adjustments`. The only code
 * that writes them. `stock >= 0` is the database's (a conditional update that answers how many
 * rows it moved).
 */

// ---------------------------------------------------------------- the journal

export interface StockMove {
  readonly productId: number;
  /** Units out (a negative number puts units in: a line lowered, a tab voided, goods received). */
  readonly out: number;
  readonly reason?: AdjustmentReason | null;
  readonly unitCostCents?: number;
  /** The stock the product had before (a count's system stock). */
  readonly stockBefore?: number | null;
}
export interface Journal {
  readonly kind: MovementKind;
  readonly userId: number | null;
  readonly invoiceId?: number | null;
  readonly adjustmentId?: number | null;
}

/**
 * Moves stock of several products at once with one journal row each. The rows are locked in id
 * order first (concurrent sales and counts of the same products queue up instead of
 * deadlocking); then one conditional update takes them, never below zero. When a product has
 * fewer units than asked, the answer names it with what is left (the caller rolls its transaction
 * back).
 */
export async function moveStock(tx: Tx, moves: readonly StockMove[], journal: Journal): Promise<{ ok: true } | { ok: false; productId: number; left: number }> {
  const wanted = moves.filter((m) => m.out !== 0).sort((a, b) => a.productId - b.productId);
  if (wanted.length === 0) return { ok: true };
  await lockProducts(
    tx,
    wanted.map((m) => m.productId),
  );
  const values = sql.join(
    wanted.map((m) => sql`(${m.productId}::int, ${m.out}::int)`),
    sql`, `,
  );
  const moved = await tx.execute<{ id: number }>(
    sql`update products set stock = products.stock - v.out from (values ${values}) as v(id, out) where products.id = v.id and products.stock >= v.out returning products.id`,
  );
  const movedIds = new Set(rowsOf<{ id: number }>(moved).map((r) => Number(r.id)));
  const short = wanted.find((m) => !movedIds.has(m.productId));
  if (short) {
    const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, short.productId));
    // The caller refuses: its transaction rolls back what this statement took of the others.
    return { ok: false, productId: short.productId, left: row?.stock ?? 0 };
  }
  await tx.insert(stockMovements).values(
    wanted.map((m) => ({
      product_id: m.productId,
      quantity: -m.out,
      kind: journal.kind,
      invoice_id: journal.invoiceId ?? null,
      adjustment_id: journal.adjustmentId ?? null,
      reason: m.reason ?? null,
      unit_cost_cents: m.unitCostCents ?? 0,
      stock_before: m.stockBefore ?? null,
      user_id: journal.userId,
    })),
  );
  return { ok: true };
}

/** A product as a count reads it under its lock. */
export interface LockedProduct {
  id: number;
  facility_id: number;
  name: string;
  stock: number;
  cost_cents: number;
}

/** Locks products in id order (the order every stock change takes) and answers them. */
export async function lockProducts(tx: Tx, ids: readonly number[]): Promise<LockedProduct[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: products.id, facility_id: products.facility_id, name: products.name, stock: products.stock, cost_cents: products.cost_cents })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('no key update');
}

/** The rows of a raw query, as PGlite (`rows`) and node-postgres (`rows`) answer them. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

// ---------------------------------------------------------------- adjustments

export type AdjustmentRecord = typeof inventoryAdjustments.$inferSelect;

export async function insertAdjustment(tx: Tx, values: { facility_id: number; kind: AdjustmentKind; user_id: number | null; observation: string; cost_cents: number }): Promise<AdjustmentRecord> {
  const [row] = await tx.insert(inventoryAdjustments).values(values).returning();
  return row!;
}

export async function setAttachment(db: Executor, id: number, url: string): Promise<void> {
  await db.update(inventoryAdjustments).set({ attachment: url }).where(eq(inventoryAdjustments.id, id));
}

// Correlated subqueries spell their tables with aliases: drizzle leaves columns unqualified in a one-table select.
const creatorName = sql<string | null>`(select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) from console_users u where u.id = "inventory_adjustments"."user_id")`;
const itemCount = sql<number>`(select count(*)::int from stock_movements m where m.adjustment_id = "inventory_adjustments"."id")`;
const reasonsOf = sql<
  string[]
>`coalesce((select array_agg(distinct m.reason order by m.reason) from stock_movements m where m.adjustment_id = "inventory_adjustments"."id" and m.reason is not null), '{}'::text[])`;

export interface AdjustmentListRow {
  id: number;
  facility_id: number;
  kind: string;
  creator: string | null;
  created_at: Date;
  cost_cents: number;
  items: number;
  reasons: string[];
  observation: string;
  attachment: string | null;
}

const listColumns = {
  id: inventoryAdjustments.id,
  facility_id: inventoryAdjustments.facility_id,
  kind: inventoryAdjustments.kind,
  creator: creatorName,
  created_at: inventoryAdjustments.created_at,
  cost_cents: inventoryAdjustments.cost_cents,
  items: itemCount,
  reasons: reasonsOf,
  observation: inventoryAdjustments.observation,
  attachment: inventoryAdjustments.attachment,
};

/** A facility's adjustments, newest first, filtered by instants, kind and a reason of a line; one page and the total. */
export async function adjustmentsPage(
  db: Executor,
  facilityId: number,
  q: { from?: Date; to?: Date; kind?: string; reason?: string; page: number; count: number },
): Promise<{ rows: AdjustmentListRow[]; total: number }> {
  const where = and(
    eq(inventoryAdjustments.facility_id, facilityId),
    q.from ? gte(inventoryAdjustments.created_at, q.from) : undefined,
    q.to ? lt(inventoryAdjustments.created_at, q.to) : undefined,
    q.kind ? eq(inventoryAdjustments.kind, q.kind) : undefined,
    q.reason ? sql`exists (select 1 from stock_movements m where m.adjustment_id = "inventory_adjustments"."id" and m.reason = ${q.reason})` : undefined,
  );
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(inventoryAdjustments)
    .where(where)
    .orderBy(desc(inventoryAdjustments.created_at), desc(inventoryAdjustments.id))
    .limit(q.count)
    .offset((q.page - 1) * q.count);
  const total = rows[0]?.total ?? (q.page > 1 ? await countAdjustments(db, where) : 0);
  return { rows: rows.map(({ total: _total, ...r }) => r), total };
}

async function countAdjustments(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inventoryAdjustments)
    .where(where);
  return row?.n ?? 0;
}

export async function adjustmentById(db: Executor, id: number): Promise<AdjustmentListRow | undefined> {
  const [row] = await db.select(listColumns).from(inventoryAdjustments).where(eq(inventoryAdjustments.id, id));
  return row;
}

/** An adjustment's lines: its stock movements with the product's name. */
export async function adjustmentLines(db: Executor, id: number) {
  return db
    .select({
      product_id: stockMovements.product_id,
      product_name: products.name,
      quantity: stockMovements.quantity,
      stock_before: stockMovements.stock_before,
      reason: stockMovements.reason,
      unit_cost_cents: stockMovements.unit_cost_cents,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.product_id))
    .where(eq(stockMovements.adjustment_id, id))
    .orderBy(sql`lower(${products.name})`, asc(products.id));
}

// ---------------------------------------------------------------- reads of products

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const matches = (search: string | undefined) => {
  const s = search?.trim();
  if (!s) return undefined;
  const like = `%${escapeLike(s)}%`;
  return or(ilike(products.name, like), ilike(products.code, like));
};

/** The count sheet: the facility's active products with their system stock, by category and name. */
export async function currentStock(db: Executor, facilityId: number, q: { category_id?: number; search?: string }) {
  return db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      category_id: products.category_id,
      category_name: productCategories.name,
      stock: products.stock,
      cost_cents: products.cost_cents,
      low_stock: products.low_stock,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(eq(products.facility_id, facilityId), eq(products.status, 'A'), q.category_id === undefined ? undefined : eq(products.category_id, q.category_id), matches(q.search)))
    .orderBy(sql`lower(${productCategories.name})`, sql`lower(${products.name})`, asc(products.id))
    .limit(2000);
}

/** A page of the facility's products with stock, threshold and units sold in the window; and the total. */
export async function productSummaryPage(db: Executor, facilityId: number, since: Date, q: { search?: string; category_id?: number; low?: boolean; ids?: number[]; page: number; count: number }) {
  const where = and(
    eq(products.facility_id, facilityId),
    q.category_id === undefined ? undefined : eq(products.category_id, q.category_id),
    q.ids ? inArray(products.id, q.ids) : undefined,
    q.low ? sql`(${products.stock} = 0 or ${products.stock} <= ${products.low_stock})` : undefined,
    matches(q.search),
  );
  // The page first (by name), then its sales: the sums run for these rows only.
  const page = db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      category_id: products.category_id,
      stock: products.stock,
      low_stock: products.low_stock,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(products)
    .where(where)
    .orderBy(sql`lower(${products.name})`, asc(products.id))
    .limit(q.count)
    .offset((q.page - 1) * q.count)
    .as('page');
  const rows = await db
    .select({
      id: page.id,
      name: page.name,
      code: page.code,
      category_id: page.category_id,
      stock: page.stock,
      low_stock: page.low_stock,
      total: page.total,
      sold: sql<number>`coalesce((select -sum(m.quantity) from stock_movements m where m.product_id = "page"."id" and m.created_at >= ${since.toISOString()}::timestamptz and m.kind in ('sale', 'void')), 0)::int`,
    })
    .from(page)
    .orderBy(sql`lower(${page.name})`, asc(page.id));
  return { rows: rows.map((r) => ({ ...r, sold: Number(r.sold) })), total: Number(rows[0]?.total ?? 0) };
}

/** One product's journal, newest first. */
export async function movementsPage(db: Executor, productId: number, page: number, count: number) {
  const rows = await db
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      quantity: stockMovements.quantity,
      reason: stockMovements.reason,
      invoice_id: stockMovements.invoice_id,
      adjustment_id: stockMovements.adjustment_id,
      user: sql<string | null>`(select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) from console_users u where u.id = "stock_movements"."user_id")`,
      created_at: stockMovements.created_at,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(stockMovements)
    .where(eq(stockMovements.product_id, productId))
    .orderBy(desc(stockMovements.created_at), desc(stockMovements.id))
    .limit(count)
    .offset((page - 1) * count);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** A product's facility (to check the caller's tenancy), or undefined. */
export async function productFacility(db: Executor, productId: number): Promise<number | undefined> {
  const [row] = await db.select({ facility_id: products.facility_id }).from(products).where(eq(products.id, productId));
  return row?.facility_id;
}

/** Stock and the sum of the journal of one product (the invariant the tests read). */
export async function journalSum(db: Executor, productId: number): Promise<{ stock: number; journal: number }> {
  const [row] = await db
    .select({ stock: products.stock, journal: sql<number>`coalesce((select sum(m.quantity) from stock_movements m where m.product_id = "products"."id"), 0)::int` })
    .from(products)
    .where(eq(products.id, productId));
  return { stock: row?.stock ?? 0, journal: Number(row?.journal ?? 0) };
}
