import { and, asc, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/connect';
import { facilities, invoiceLines, invoicePayments, invoiceRefunds, invoices, invoiceSaves } from '../db/schema';

/**
 * The POS ledger's repository (DESIGN §8): the only code that writes `invoices`, `invoice_lines`,
 * `invoice_payments`, `invoice_refunds` and `invoice_saves`; stock moves through the inventory's
 * journal (server/inventory/repository.ts `moveStock`). Idempotency is the database's: a unique
 * index per organization and key (`INSERT … ON CONFLICT DO NOTHING`, then the winner is read).
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type LineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof invoicePayments.$inferSelect;
export type NewPayment = typeof invoicePayments.$inferInsert;
export type NewLine = Omit<typeof invoiceLines.$inferInsert, 'invoice_id'>;

// ---------------------------------------------------------------- the lock order

/**
 * THE LOCK ORDER of every money path (issue 16): a transaction that locks several of the ledger's
 * rows takes them in this order, each kind by ascending id, and never goes back to an earlier kind:
 *
 *     invoices  →  invoice_payments  →  invoice_refunds  →  bookings
 *
 * A sale's payment (invoice → its bookings), a card capture (invoice → payment → bookings), a
 * refund from a payment's preview (invoice → payment → bookings) and its settlement (invoice →
 * payment → refund → bookings) follow it as they go. A booking's cancellation starts from the
 * booking, so it takes its ledger rows first (`lockLedger`, before the booking's own update:
 * server/pos/booking-cancel.ts); the same payment refunded from its preview and by a cancel at one
 * instant then queues instead of deadlocking on PostgreSQL (tested in server/pos/lock-order.test.ts).
 * Rows a transaction already holds may be locked again (a no-op), whatever their kind.
 */
export async function lockLedger(tx: Tx, rows: { invoiceIds: readonly number[]; paymentIds?: readonly number[] }): Promise<void> {
  const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
  for (const id of ascending(rows.invoiceIds)) await lockInvoice(tx, id);
  for (const id of ascending(rows.paymentIds ?? [])) await lockPayment(tx, id);
}

// ---------------------------------------------------------------- invoices

/** Locks the invoice for the rest of the transaction: changes and payments of one invoice run one after the other. */
export async function lockInvoice(tx: Tx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** Invoices of sales written together (recorded in a batch: booking-sale.ts `recordDeskSales`): their ids, in the order given. */
export async function insertInvoices(tx: Tx, values: (typeof invoices.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx.insert(invoices).values(values).returning({ id: invoices.id, group_id: invoices.group_id, key: invoices.idempotency_key });
  const byKey = new Map(rows.map((r) => [`${r.group_id}:${r.key}`, r.id]));
  return values.map((v) => byKey.get(`${v.group_id}:${v.idempotency_key}`)!);
}

export async function updateInvoice(tx: Tx, id: number, set: Partial<Pick<InvoiceRow, 'status' | 'tab_name' | 'contact_id' | 'tip_cents' | 'paid_at'>>): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ ...set, updated_at: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  return row!;
}

export async function linesOf(db: Executor, invoiceId: number): Promise<LineRow[]> {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, invoiceId)).orderBy(asc(invoiceLines.id));
}

/** Writes the lines of an invoice that has none yet (one just inserted). */
export async function insertLines(tx: Tx, invoiceId: number, lines: NewLine[]): Promise<void> {
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoice_id: invoiceId })));
}

/** Lines of several new invoices, each naming its invoice. */
export async function insertLinesOfInvoices(tx: Tx, lines: (typeof invoiceLines.$inferInsert)[]): Promise<void> {
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines);
}

/** Replaces the lines of an invoice. */
export async function replaceLines(tx: Tx, invoiceId: number, lines: NewLine[]): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoice_id, invoiceId));
  await insertLines(tx, invoiceId, lines);
}

/**
 * Claims an idempotency key of an invoice save for `invoiceId`: true when this save owns it; false
 * when another save holds it (read it with `saveByKey`: after a concurrent claim commits, it is there).
 */
export async function claimSave(tx: Tx, groupId: number, key: string, hash: string, invoiceId: number): Promise<boolean> {
  const rows = await tx
    .insert(invoiceSaves)
    .values({ group_id: groupId, idempotency_key: key, request_hash: hash, invoice_id: invoiceId })
    .onConflictDoNothing()
    .returning({ key: invoiceSaves.idempotency_key });
  return rows.length === 1;
}

export async function saveByKey(db: Executor, groupId: number, key: string): Promise<{ request_hash: string; invoice_id: number } | undefined> {
  const [row] = await db
    .select({ request_hash: invoiceSaves.request_hash, invoice_id: invoiceSaves.invoice_id })
    .from(invoiceSaves)
    .where(and(eq(invoiceSaves.group_id, groupId), eq(invoiceSaves.idempotency_key, key)));
  return row;
}

// ---------------------------------------------------------------- payments

export async function paymentsOf(db: Executor, invoiceId: number): Promise<PaymentRow[]> {
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoice_id, invoiceId)).orderBy(asc(invoicePayments.id));
}

/** The payments of an invoice, with the payment of `key` in the organization if it is another invoice's, oldest first (one query). */
export async function paymentsOfOrKey(db: Executor, invoiceId: number, key: string, groupId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(invoicePayments)
    .where(or(eq(invoicePayments.invoice_id, invoiceId), and(eq(invoicePayments.idempotency_key, key), eq(invoicePayments.group_id, groupId))))
    .orderBy(asc(invoicePayments.id));
}

/** The payments of a key: one per organization (several only when organizations reuse a key). */
export async function paymentsByKey(db: Executor, key: string, groupId?: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.idempotency_key, key), groupId === undefined ? undefined : eq(invoicePayments.group_id, groupId)));
}

export async function lockPayment(tx: Tx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, id)).for('update');
  return row;
}

/** Writes a payment unless its key is taken in its organization: the row, or undefined (read the winner with `paymentsByKey`). */
export async function insertPayment(tx: Tx, values: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await tx.insert(invoicePayments).values(values).onConflictDoNothing().returning();
  return row;
}

/** Payments of several new invoices (their keys are new: a batch of sales recorded at once). */
export async function insertPayments(tx: Tx, values: NewPayment[]): Promise<void> {
  if (values.length > 0) await tx.insert(invoicePayments).values(values);
}

/** Settles a pending payment (undefined when it is not pending any more). */
export async function settlePayment(tx: Tx, id: number, set: Partial<Pick<PaymentRow, 'status' | 'decline_reason' | 'provider_reference' | 'card_brand' | 'card_last4'>>): Promise<PaymentRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(invoicePayments)
    .set({ ...set, settled_at: now, updated_at: now })
    .where(and(eq(invoicePayments.id, id), eq(invoicePayments.status, 'pending')))
    .returning();
  return row;
}

// ---------------------------------------------------------------- stock

/** Stock moves through the one journal of the inventory module (server/inventory/repository.ts). */
export { lockProducts, moveStock } from '../inventory/repository';

// ---------------------------------------------------------------- refunds

export type RefundRow = typeof invoiceRefunds.$inferSelect;

/** Fixes the online service fees a captured payment carried (never refunded). */
/** What a payment's capture fixes on it: its share of the online service fees and the commission (payment-service.ts `afterCapture`). */
export async function setCaptureFigures(tx: Tx, paymentId: number, set: Pick<PaymentRow, 'non_refundable_cents' | 'commission_percent' | 'commission_cents'>): Promise<void> {
  await tx
    .update(invoicePayments)
    .set({ ...set, updated_at: new Date() })
    .where(eq(invoicePayments.id, paymentId));
}

/** A facility's commission percents (the capture records the one that applies: domain/pos/breakdown.ts `commissionOf`). */
export async function commissionsOf(db: Executor, facilityId: number): Promise<{ commission: number; commission_after_sale: number }> {
  const [row] = await db.select({ commission: facilities.commission, commission_after_sale: facilities.commission_after_sale }).from(facilities).where(eq(facilities.id, facilityId));
  return row ?? { commission: 0, commission_after_sale: 0 };
}

export async function refundsOf(db: Executor, paymentId: number): Promise<RefundRow[]> {
  return db.select().from(invoiceRefunds).where(eq(invoiceRefunds.payment_id, paymentId)).orderBy(asc(invoiceRefunds.id));
}

export async function refundByKey(db: Executor, groupId: number, key: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.group_id, groupId), eq(invoiceRefunds.idempotency_key, key)));
  return row;
}

/** The refunds whose keys start with `prefix` (a booking's cancellation: `cancel-<booking>-`), oldest first. */
export async function refundsByKeyPrefix(db: Executor, groupId: number, prefix: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.group_id, groupId), like(invoiceRefunds.idempotency_key, `${prefix}%`)))
    .orderBy(asc(invoiceRefunds.id));
}

export async function lockRefund(tx: Tx, id: number): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.id, id)).for('update');
  return row;
}

/**
 * Takes `amount` more of a captured payment's refundable amount, in one conditional statement: the
 * row is updated only while refunds stay within its amount less its non-refundable fees (the
 * CHECK invoice_payments_refunds holds the same bound). Concurrent refunds of one payment queue on
 * its row; each sees the total the one before left. False: not captured, or more than remains.
 */
export async function takeRefund(tx: Tx, paymentId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .update(invoicePayments)
    .set({ refunded_cents: sql`${invoicePayments.refunded_cents} + ${amount}`, updated_at: new Date() })
    .where(
      and(
        eq(invoicePayments.id, paymentId),
        eq(invoicePayments.status, 'captured'),
        sql`${invoicePayments.refunded_cents} + ${amount} <= ${invoicePayments.amount_cents} - ${invoicePayments.non_refundable_cents}`,
      ),
    )
    .returning({ id: invoicePayments.id });
  return rows.length === 1;
}

/**
 * Takes `quantity` more units of a product line back (a refund's returned units), in one
 * conditional statement under the CHECK invoice_lines_returned: false when the line has fewer
 * units left to return (another refund took them meanwhile).
 */
export async function takeReturnedUnits(tx: Tx, lineId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(invoiceLines)
    .set({ returned_quantity: sql`${invoiceLines.returned_quantity} + ${quantity}` })
    .where(and(eq(invoiceLines.id, lineId), sql`${invoiceLines.returned_quantity} + ${quantity} <= ${invoiceLines.quantity}`))
    .returning({ id: invoiceLines.id });
  return rows.length === 1;
}

/** Gives a declined refund's units back to their lines (they may be returned again). */
export async function giveBackReturnedUnits(tx: Tx, items: readonly { line_id: number; quantity: number }[]): Promise<void> {
  for (const item of items) {
    await tx
      .update(invoiceLines)
      .set({ returned_quantity: sql`${invoiceLines.returned_quantity} - ${item.quantity}` })
      .where(eq(invoiceLines.id, item.line_id));
  }
}

/** What a payment's succeeded refunds other than `exceptId` gave back, and the commission they returned. */
export async function succeededRefundsBefore(tx: Tx, paymentId: number, exceptId: number): Promise<{ amount: number; commission: number }> {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${invoiceRefunds.amount_cents}), 0)::int`, commission: sql<number>`coalesce(sum(${invoiceRefunds.commission_cents}), 0)::int` })
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.payment_id, paymentId), eq(invoiceRefunds.status, 'succeeded'), ne(invoiceRefunds.id, exceptId)));
  return { amount: Number(row?.amount ?? 0), commission: Number(row?.commission ?? 0) };
}

/** Records the commission a succeeded refund gave back, on it and on its payment (held within the payment's commission by invoice_payments_commission). */
export async function recordCommissionReturned(tx: Tx, refundId: number, paymentId: number, cents: number): Promise<void> {
  const now = new Date();
  await tx.update(invoiceRefunds).set({ commission_cents: cents, updated_at: now }).where(eq(invoiceRefunds.id, refundId));
  await tx
    .update(invoicePayments)
    .set({ commission_returned_cents: sql`${invoicePayments.commission_returned_cents} + ${cents}`, updated_at: now })
    .where(eq(invoicePayments.id, paymentId));
}

/** Gives a declined refund's amount back to its payment. */
export async function giveBackRefund(tx: Tx, paymentId: number, amount: number): Promise<void> {
  await tx
    .update(invoicePayments)
    .set({ refunded_cents: sql`${invoicePayments.refunded_cents} - ${amount}`, updated_at: new Date() })
    .where(eq(invoicePayments.id, paymentId));
}

/** Writes a refund unless its key is taken in its organization: the row, or undefined (read the winner with `refundByKey`). */
export async function insertRefund(tx: Tx, values: typeof invoiceRefunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await tx.insert(invoiceRefunds).values(values).onConflictDoNothing().returning();
  return row;
}

/** Settles a pending refund (undefined when it is not pending any more). */
export async function settleRefund(tx: Tx, id: number, set: Partial<Pick<RefundRow, 'status' | 'decline_reason' | 'provider_reference'>>): Promise<RefundRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(invoiceRefunds)
    .set({ ...set, settled_at: now, updated_at: now })
    .where(and(eq(invoiceRefunds.id, id), eq(invoiceRefunds.status, 'pending')))
    .returning();
  return row;
}
