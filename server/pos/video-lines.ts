import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../db/connect';
import { fields, videoOrders } from '../db/schema';
import type { LineRow } from './repository';

/**
 * Video orders sold at the counter (issue 18 item 2): a sale's line of kind 'video' is priced at
 * the order's total (priced when it was ordered, domain/videos/price.ts, never the client's); when
 * the invoice becomes paid, in its transaction, each pending order on it becomes paid.
 */

/** A video order as a sale's line: its facility, status, total and a description. */
export async function videoOrderCharge(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      id: videoOrders.id,
      facility_id: videoOrders.facility_id,
      status: videoOrders.status,
      total_cents: videoOrders.total_cents,
      field_name: fields.name,
      date: videoOrders.date,
      duration: videoOrders.duration,
    })
    .from(videoOrders)
    .innerJoin(fields, eq(fields.id, videoOrders.field_id))
    .where(eq(videoOrders.id, orderId));
  return row ? { ...row, description: `Video ${row.field_name} · ${row.date} · ${row.duration} min` } : undefined;
}

/** The pending video orders of a paid invoice's lines become paid. */
export async function applyVideoLines(tx: Tx, lines: readonly LineRow[]): Promise<void> {
  const ids = lines.flatMap((l) => (l.kind === 'video' && l.video_order_id !== null ? [l.video_order_id] : []));
  if (ids.length === 0) return;
  await tx
    .update(videoOrders)
    .set({ status: 'paid', updated_at: new Date() })
    .where(and(inArray(videoOrders.id, ids), eq(videoOrders.status, 'pending')));
}
