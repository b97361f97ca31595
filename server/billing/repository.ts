import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PROVIDER_METHODS } from '../../domain/pos/breakdown';
import type { Executor } from '../db/connect';
import { billingStatements, facilities, invoicePayments, invoiceRefunds } from '../db/schema';

/**
 * The billing statements' repository (DESIGN §8): the only code that writes `billing_statements`.
 * A statement is one per facility and period start (a unique index): a second closing run of the
 * same period writes nothing (`ON CONFLICT DO NOTHING`).
 */

export type StatementRow = typeof billingStatements.$inferSelect;
export type NewStatement = typeof billingStatements.$inferInsert;

/** Inserts the statements not written yet; answers those this call wrote. */
export async function insertStatements(db: Executor, rows: NewStatement[]): Promise<StatementRow[]> {
  if (rows.length === 0) return [];
  return db.insert(billingStatements).values(rows).onConflictDoNothing().returning();
}

/** Settles a statement being charged (only if it still is: a settled one is left as it is). */
export async function settleStatement(
  db: Executor,
  id: number,
  set: Partial<Pick<StatementRow, 'status' | 'provider_reference' | 'decline_reason' | 'card_brand' | 'card_last4' | 'paid_at'>>,
): Promise<StatementRow | undefined> {
  const [row] = await db
    .update(billingStatements)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(billingStatements.id, id), eq(billingStatements.status, 'processing')))
    .returning();
  return row;
}

export async function processingStatements(db: Executor): Promise<StatementRow[]> {
  return db.select().from(billingStatements).where(eq(billingStatements.status, 'processing')).orderBy(billingStatements.id);
}

export async function statementById(db: Executor, id: number) {
  const [row] = await db
    .select({ statement: billingStatements, facility_name: facilities.name, timezone: facilities.timezone })
    .from(billingStatements)
    .innerJoin(facilities, eq(facilities.id, billingStatements.facility_id))
    .where(eq(billingStatements.id, id));
  return row;
}

export async function statementsPage(db: Executor, facilityIds: number[], page: number, count: number) {
  if (facilityIds.length === 0) return { rows: [], total: 0 };
  const where = inArray(billingStatements.facility_id, facilityIds);
  const rows = await db
    .select({ statement: billingStatements, facility_name: facilities.name, timezone: facilities.timezone })
    .from(billingStatements)
    .innerJoin(facilities, eq(facilities.id, billingStatements.facility_id))
    .where(where)
    .orderBy(desc(billingStatements.period_start), billingStatements.facility_id)
    .limit(count)
    .offset((page - 1) * count);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(billingStatements)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The latest statement of a facility (a `manually` facility's next period starts at its end). */
export async function latestStatement(db: Executor, facilityId: number): Promise<StatementRow | undefined> {
  const [row] = await db.select().from(billingStatements).where(eq(billingStatements.facility_id, facilityId)).orderBy(desc(billingStatements.period_start)).limit(1);
  return row;
}

/** What a facility's statement period brought (server/billing/service.ts `statementsFor`). */
export interface Sold {
  orders: number;
  card: number;
  other: number;
  fees: number;
  /** Captured less refunded, and commissions recorded less those the refunds gave back, in the period: through the card provider, and the others (after sale). */
  commission: number;
  afterSale: number;
}

/**
 * What the facilities sold in [start, end), in two queries: the paid invoices and captured payments
 * of the period through the card provider (reader, typed-in card, online) and otherwise, the online
 * service fees they carried and the commissions recorded on them at capture (the same split); less
 * the refunds that succeeded in the period and the commission they gave back (domain/pos/breakdown.ts
 * `commissionReturned`). A refund is netted in the period it happened, whenever its payment was
 * taken: a closed statement never changes, and a later refund is on the next one.
 */
export async function salesOf(db: Executor, facilityIds: number[], start: Date, end: Date): Promise<Map<number, Sold>> {
  if (facilityIds.length === 0) return new Map();
  const card = inArray(invoicePayments.method, [...PROVIDER_METHODS]);
  const rows = await db
    .select({
      facility_id: invoicePayments.facility_id,
      orders: sql<number>`count(distinct ${invoicePayments.invoice_id})::int`,
      card: sql<number>`coalesce(sum(${invoicePayments.amount_cents}) filter (where ${card}), 0)::int`,
      other: sql<number>`coalesce(sum(${invoicePayments.amount_cents}) filter (where not (${card})), 0)::int`,
      fees: sql<number>`coalesce(sum(${invoicePayments.non_refundable_cents}), 0)::int`,
      commission: sql<number>`coalesce(sum(${invoicePayments.commission_cents}) filter (where ${card}), 0)::int`,
      after_sale: sql<number>`coalesce(sum(${invoicePayments.commission_cents}) filter (where not (${card})), 0)::int`,
    })
    .from(invoicePayments)
    .where(
      and(
        inArray(invoicePayments.facility_id, facilityIds),
        eq(invoicePayments.status, 'captured'),
        sql`${invoicePayments.created_at} >= ${start.toISOString()}::timestamptz and ${invoicePayments.created_at} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(invoicePayments.facility_id);
  const refundedByCard = inArray(invoiceRefunds.method, [...PROVIDER_METHODS]);
  const returned = await db
    .select({
      facility_id: invoiceRefunds.facility_id,
      card: sql<number>`coalesce(sum(${invoiceRefunds.amount_cents}) filter (where ${refundedByCard}), 0)::int`,
      other: sql<number>`coalesce(sum(${invoiceRefunds.amount_cents}) filter (where not (${refundedByCard})), 0)::int`,
      commission: sql<number>`coalesce(sum(${invoiceRefunds.commission_cents}) filter (where ${refundedByCard}), 0)::int`,
      after_sale: sql<number>`coalesce(sum(${invoiceRefunds.commission_cents}) filter (where not (${refundedByCard})), 0)::int`,
    })
    .from(invoiceRefunds)
    .where(
      and(
        inArray(invoiceRefunds.facility_id, facilityIds),
        eq(invoiceRefunds.status, 'succeeded'),
        sql`${invoiceRefunds.settled_at} >= ${start.toISOString()}::timestamptz and ${invoiceRefunds.settled_at} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(invoiceRefunds.facility_id);
  const sold = new Map<number, Sold>(
    rows.map((r) => [r.facility_id, { orders: Number(r.orders), card: Number(r.card), other: Number(r.other), fees: Number(r.fees), commission: Number(r.commission), afterSale: Number(r.after_sale) }]),
  );
  for (const r of returned) {
    const s = sold.get(r.facility_id) ?? { orders: 0, card: 0, other: 0, fees: 0, commission: 0, afterSale: 0 };
    sold.set(r.facility_id, { ...s, card: s.card - Number(r.card), other: s.other - Number(r.other), commission: s.commission - Number(r.commission), afterSale: s.afterSale - Number(r.after_sale) });
  }
  return sold;
}
