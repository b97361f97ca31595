import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../db/connect';
import { fields, videoOrders } from '../db/schema';
import { bookingRecording, videoOwed } from '../videos/booking-recording';
import { posRefused } from './refusals';
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

/**
 * A booking's "include video" order while it is pending, as the sale's line that pays it with the
 * booking's balance (its total, the same line `?video_order_id=` adds), or null when nothing is owed.
 */
export async function bookingVideoLine(db: Executor, bookingId: number): Promise<{ video_order_id: number; description: string; amount_cents: number } | null> {
  const video = await bookingRecording(db, bookingId);
  const owed = videoOwed(video);
  if (!video || owed <= 0) return null;
  const order = await videoOrderCharge(db, video.video_order_id);
  return order ? { video_order_id: order.id, description: order.description, amount_cents: owed } : null;
}

const videoOrderIds = (lines: readonly Pick<LineRow, 'kind' | 'video_order_id'>[]) => lines.flatMap((l) => (l.kind === 'video' && l.video_order_id !== null ? [l.video_order_id] : []));

/**
 * Before a payment is taken on a sale (its invoice locked): its video orders, locked in id order,
 * must still be pending. Two open sales may hold one order; the first paid makes it paid, and a
 * payment on the other is refused (E409 `video_not_pending`) instead of selling it twice.
 */
export async function assertVideoLinesPending(tx: Tx, lines: readonly LineRow[]): Promise<void> {
  if (!(await videoLinesPending(tx, lines))) throw posRefused('video_not_pending');
}

/** Locks the sale's video orders in id order (until the transaction ends): true when all are still pending (or there are none). */
export async function videoLinesPending(tx: Tx, lines: readonly LineRow[]): Promise<boolean> {
  const ids = videoOrderIds(lines);
  if (ids.length === 0) return true;
  const rows = await tx.select({ status: videoOrders.status }).from(videoOrders).where(inArray(videoOrders.id, ids)).orderBy(asc(videoOrders.id)).for('update');
  return rows.length === ids.length && rows.every((r) => r.status === 'pending');
}

/** The pending video orders of a paid invoice's lines become paid. */
export async function applyVideoLines(tx: Tx, lines: readonly LineRow[]): Promise<void> {
  const ids = videoOrderIds(lines);
  if (ids.length === 0) return;
  await tx
    .update(videoOrders)
    .set({ status: 'paid', updated_at: new Date() })
    .where(and(inArray(videoOrders.id, ids), eq(videoOrders.status, 'pending')));
}
