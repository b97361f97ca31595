import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { taxWithin } from '../../domain/pos/totals';
import type { Executor, Tx } from '../db/connect';
import { is12Hour } from '../../domain/organization/clock';
import { instantLabel } from '../../domain/time/local';
import { facilities, fields, videoOrders } from '../db/schema';
import { englishReader, type Reader } from '../http/i18n';
import { bookingRecording, videoOwed } from '../videos/booking-recording';
import { recordPastSales, salePlaces, type DeskMethod } from './past-sales';
import { posRefused, requestHash } from './refusals';
import type { LineRow } from './repository';

/**
 * Video orders sold at the counter (issue 18 item 2): a sale's line of kind 'video' is priced at
 * the order's total (priced when it was ordered, domain/videos/price.ts, never the client's); when
 * the invoice becomes paid, in its transaction, each pending order on it becomes paid.
 */

/** A video order's facts its line's text names: the field, the start on the facility's clock, the minutes. */
const lineFacts = {
  id: videoOrders.id,
  field_name: fields.name,
  start_at: videoOrders.start_at,
  duration: videoOrders.duration,
  timezone: facilities.timezone,
  time_format: facilities.time_format,
};
interface LineFacts {
  field_name: string;
  start_at: Date;
  duration: number;
  timezone: string;
  time_format: string;
}

/** A video order's line in a reader's language: "Vídeo · Pista 2 · 28/11/2026 18:00 · 60 min", "Video · Court 1 · 11/28/2026 6:00 PM · 60 min". */
const videoLineText = (f: LineFacts, reader: Reader) =>
  reader.t('pos.line.video', { field: f.field_name, start: instantLabel(f.start_at.toISOString(), f.timezone, is12Hour(f.time_format), reader.lang), duration: f.duration });

/**
 * The texts of video orders' lines in a reader's language, by order id. A sale stores its video
 * line in English (the ledger's text); every answer that shows one (the cart's video line, the
 * invoice, the receipt and its e-mail) says it again in its reader's language with this.
 */
export async function videoLineTexts(db: Executor, orderIds: readonly number[], reader: Reader): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select(lineFacts)
    .from(videoOrders)
    .innerJoin(fields, eq(fields.id, videoOrders.field_id))
    .innerJoin(facilities, eq(facilities.id, videoOrders.facility_id))
    .where(inArray(videoOrders.id, [...new Set(orderIds)]));
  return new Map(rows.map((r) => [r.id, videoLineText(r, reader)]));
}

/** A video order as a sale's line: its facility, status, total and its description (English, as the ledger stores it). */
export async function videoOrderCharge(db: Executor, orderId: number) {
  const [row] = await db
    .select({ ...lineFacts, facility_id: videoOrders.facility_id, status: videoOrders.status, total_cents: videoOrders.total_cents })
    .from(videoOrders)
    .innerJoin(fields, eq(fields.id, videoOrders.field_id))
    .innerJoin(facilities, eq(facilities.id, videoOrders.facility_id))
    .where(eq(videoOrders.id, orderId));
  return row ? { ...row, description: videoLineText(row, englishReader) } : undefined;
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

/** A video order paid at its facility's counter at `at`, by a member of its staff (`operatorId`). */
export interface VideoDeskSale {
  orderId: number;
  method: DeskMethod;
  operatorId: number;
  at: Date;
}

/**
 * Video orders paid at the counter in the past, recorded at once (the demo data: its orders that
 * read paid were sold through the ledger like any other). Each is the counter's sale of the order
 * at its moment: an invoice for the order's contact with its video line at the order's total, paid
 * by one captured payment of the method (`recordPastSales`). The orders are the caller's to mark
 * paid (they are written paid); a handful of statements in all, whatever the number.
 */
export async function recordVideoDeskSales(tx: Tx, sales: readonly VideoDeskSale[]): Promise<void> {
  if (sales.length === 0) return;
  const orders = new Map(
    (
      await tx
        .select({ ...lineFacts, facility_id: videoOrders.facility_id, contact_id: videoOrders.contact_id, total_cents: videoOrders.total_cents })
        .from(videoOrders)
        .innerJoin(fields, eq(fields.id, videoOrders.field_id))
        .innerJoin(facilities, eq(facilities.id, videoOrders.facility_id))
        .where(
          inArray(
            videoOrders.id,
            sales.map((s) => s.orderId),
          ),
        )
    ).map((o) => [o.id, o]),
  );
  const places = await salePlaces(
    tx,
    [...orders.values()].map((o) => o.facility_id),
  );
  await recordPastSales(
    tx,
    sales.flatMap((s) => {
      const order = orders.get(s.orderId);
      if (!order || order.total_cents <= 0) return [];
      const facility = places.get(order.facility_id)!;
      return [
        {
          facility,
          contactId: order.contact_id,
          operatorId: s.operatorId,
          method: s.method,
          at: s.at,
          key: `video_sale.${order.id}.${randomUUID()}`,
          requestHash: requestHash({ video: order.id, amount: order.total_cents, method: s.method }),
          line: {
            kind: 'video' as const,
            video_order_id: order.id,
            description: videoLineText(order, englishReader),
            quantity: 1,
            unit_price_cents: order.total_cents,
            total_cents: order.total_cents,
            tax_cents: taxWithin(order.total_cents, facility.tax_percent).tax,
          },
          nonRefundable: 0,
        },
      ];
    }),
  );
}
