import { and, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { bookings, cameraChunks, cameras, contacts, facilities, fields, invoiceLines, invoicePayments, invoiceRefunds, invoices, organizations, videoHighlights, videoOrders, videos } from '../db/schema';

/**
 * The only code that reads and writes the video tables (DESIGN §8): videos, their highlights and
 * the video orders. The rules are the service's (server/videos/service.ts).
 */
type Executor = Db | Tx;

const escapeLike = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A video's row with its field, organization, contact and the start its cancellation rule reads (its booking's, its order's, else its own). */
export const selectVideos = (db: Executor) =>
  db
    .select({
      id: videos.id,
      facility_id: videos.facility_id,
      group_id: facilities.group_id,
      field_id: videos.field_id,
      field_name: fields.name,
      booking_id: videos.booking_id,
      video_order_id: videos.video_order_id,
      contact_name: sql<string | null>`coalesce(${contacts.name}, (select c.name from contacts c join video_orders o on o.contact_id = c.id where o.id = ${videos.video_order_id}))`,
      playback: videos.playback,
      started_at: videos.started_at,
      starts_at: sql<Date>`coalesce(${bookings.start_at}, (select o.start_at from video_orders o where o.id = ${videos.video_order_id}), ${videos.started_at})`.mapWith((v: string | Date) => new Date(v)),
      duration: videos.duration,
      type: videos.type,
      views: videos.views,
      status: videos.status,
      hidden: videos.hidden,
    })
    .from(videos)
    .innerJoin(facilities, eq(facilities.id, videos.facility_id))
    .innerJoin(fields, eq(fields.id, videos.field_id))
    .leftJoin(bookings, eq(bookings.id, videos.booking_id))
    .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
    .$dynamic();
export type VideoRow = Awaited<ReturnType<ReturnType<typeof selectVideos>['execute']>>[number];

export interface VideoFilter {
  facilityId: number;
  fieldId?: number;
  from?: Date;
  to?: Date;
  status?: string;
  search?: string;
}

function videoWhere(f: VideoFilter): SQL {
  const conditions: SQL[] = [eq(videos.facility_id, f.facilityId)];
  if (f.fieldId) conditions.push(eq(videos.field_id, f.fieldId));
  if (f.from) conditions.push(gte(videos.started_at, f.from));
  if (f.to) conditions.push(lt(videos.started_at, f.to));
  if (f.status === 'hidden') conditions.push(eq(videos.hidden, true));
  else if (f.status) conditions.push(eq(videos.status, f.status), eq(videos.hidden, false));
  if (f.search) {
    const like = escapeLike(f.search);
    conditions.push(or(ilike(fields.name, like), ilike(contacts.name, like), ilike(videos.playback, like))!);
  }
  return and(...conditions)!;
}

export async function pageOfVideos(db: Db, f: VideoFilter, size: number, page: number): Promise<{ rows: VideoRow[]; total: number }> {
  const where = videoWhere(f);
  const [rows, [total]] = await Promise.all([
    selectVideos(db)
      .where(where)
      .orderBy(desc(videos.started_at), desc(videos.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: count() })
      .from(videos)
      .innerJoin(fields, eq(fields.id, videos.field_id))
      .leftJoin(bookings, eq(bookings.id, videos.booking_id))
      .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function videoById(db: Executor, id: number): Promise<VideoRow | undefined> {
  const [row] = await selectVideos(db).where(eq(videos.id, id));
  return row;
}

/** The video's row, locked for a change (one change of a video at a time). */
export async function lockVideo(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).for('update');
}

/** One more view of a video (a visit of its public page or of one of its highlights'). */
export async function addView(db: Executor, id: number): Promise<void> {
  await db
    .update(videos)
    .set({ views: sql`${videos.views} + 1` })
    .where(eq(videos.id, id));
}

export async function updateVideo(tx: Tx, id: number, set: Partial<Pick<typeof videos.$inferInsert, 'status' | 'hidden' | 'started_at'>>): Promise<void> {
  await tx
    .update(videos)
    .set({ ...set, updated_at: new Date() })
    .where(eq(videos.id, id));
}

export async function setOrderStatus(tx: Tx, orderId: number, status: 'cancelled' | 'refunded' | 'failed' | 'paid'): Promise<void> {
  await tx
    .update(videoOrders)
    .set({ status, cancelled_at: status === 'cancelled' || status === 'refunded' ? new Date() : null, updated_at: new Date() })
    .where(eq(videoOrders.id, orderId));
}

export async function moveOrderStart(tx: Tx, orderId: number, startAt: Date): Promise<void> {
  await tx.update(videoOrders).set({ start_at: startAt, updated_at: new Date() }).where(eq(videoOrders.id, orderId));
}

/** A highlight's columns and its author's name (first and last name, else username). */
const highlightColumns = {
  ...getTableColumns(videoHighlights),
  created_by_name: sql<string | null>`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) from console_users u where u.id = ${videoHighlights.created_by})`,
};
export type HighlightRow = Awaited<ReturnType<typeof highlightsOf>>[number];

export async function highlightsOf(db: Executor, videoId: number) {
  return db.select(highlightColumns).from(videoHighlights).where(eq(videoHighlights.video_id, videoId)).orderBy(videoHighlights.offset_seconds, videoHighlights.id);
}

/** One highlight with its author's name. */
export async function highlightWithAuthor(db: Executor, id: number): Promise<HighlightRow> {
  const [row] = await db.select(highlightColumns).from(videoHighlights).where(eq(videoHighlights.id, id));
  return row!;
}

/** A facility's highlights (of its videos), newest first, with their video's field and start. */
export async function pageOfHighlights(db: Db, f: { facilityId: number; type?: string }, size: number, page: number) {
  const where = and(eq(videos.facility_id, f.facilityId), f.type ? eq(videoHighlights.type, f.type) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...highlightColumns, field_name: fields.name, video_started_at: videos.started_at, video_playback: videos.playback })
      .from(videoHighlights)
      .innerJoin(videos, eq(videos.id, videoHighlights.video_id))
      .innerJoin(fields, eq(fields.id, videos.field_id))
      .where(where)
      .orderBy(desc(videoHighlights.created_at), desc(videoHighlights.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(videoHighlights).innerJoin(videos, eq(videos.id, videoHighlights.video_id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function currencyOfGroup(db: Executor, groupId: number): Promise<string> {
  const [row] = await db.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, groupId));
  return row?.currency ?? 'EUR';
}

/** The invoice lines that paid a video order (kind 'video') or a booking (kind 'booking'), with what their sale took and gave back. */
export async function paymentLinesOf(db: Executor, by: { videoOrderId: number | null; bookingId: number | null }) {
  const conditions: SQL[] = [];
  if (by.videoOrderId) conditions.push(and(eq(invoiceLines.kind, 'video'), eq(invoiceLines.video_order_id, by.videoOrderId))!);
  if (by.bookingId) conditions.push(and(eq(invoiceLines.kind, 'booking'), eq(invoiceLines.booking_id, by.bookingId))!);
  if (conditions.length === 0) return [];
  return db
    .select({
      invoice_id: invoiceLines.invoice_id,
      description: invoiceLines.description,
      total_cents: invoiceLines.total_cents,
      status: invoices.status,
      paid_cents: sql<number>`coalesce((select sum(p.amount_cents) from invoice_payments p where p.invoice_id = ${invoiceLines.invoice_id} and p.status = 'captured'), 0)`.mapWith(Number),
      refunded_cents: sql<number>`coalesce((select sum(r.amount_cents) from invoice_refunds r where r.invoice_id = ${invoiceLines.invoice_id} and r.status = 'succeeded'), 0)`.mapWith(Number),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoice_id))
    .where(or(...conditions))
    .orderBy(invoiceLines.id);
}

/** The captured payments of the sales that paid a video order, newest first. */
export async function capturedPaymentsOfOrder(db: Executor, orderId: number) {
  const invoiceIds = (
    await db
      .selectDistinct({ id: invoiceLines.invoice_id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.video_order_id, orderId), eq(invoiceLines.kind, 'video')))
  ).map((r) => r.id);
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoicePayments)
    .where(and(inArray(invoicePayments.invoice_id, invoiceIds), eq(invoicePayments.status, 'captured')))
    .orderBy(desc(invoicePayments.id));
}

/** Whether a refund with this idempotency key was written in the organization. */
export async function refundKeyExists(db: Executor, groupId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoiceRefunds.id })
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.group_id, groupId), eq(invoiceRefunds.idempotency_key, key)));
  return row !== undefined;
}

// ---- Video orders (the order history)

export const selectOrders = (db: Executor) =>
  db
    .select({
      id: videoOrders.id,
      group_id: videoOrders.group_id,
      facility_id: videoOrders.facility_id,
      field_id: videoOrders.field_id,
      field_name: fields.name,
      booking_id: videoOrders.booking_id,
      contact_name: contacts.name,
      phone: videoOrders.phone,
      date: videoOrders.date,
      start_at: videoOrders.start_at,
      duration: videoOrders.duration,
      type: videoOrders.type,
      price_cents: videoOrders.price_cents,
      discount_cents: videoOrders.discount_cents,
      commission_cents: videoOrders.commission_cents,
      tax_cents: videoOrders.tax_cents,
      service_fee_cents: videoOrders.service_fee_cents,
      total_cents: videoOrders.total_cents,
      status: videoOrders.status,
      video_id: videos.id,
      video_status: videos.status,
      created_at: videoOrders.created_at,
    })
    .from(videoOrders)
    .innerJoin(fields, eq(fields.id, videoOrders.field_id))
    .leftJoin(contacts, eq(contacts.id, videoOrders.contact_id))
    .leftJoin(videos, eq(videos.video_order_id, videoOrders.id))
    .$dynamic();
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export interface OrderFilter {
  facilityId: number;
  status?: string;
  fieldId?: number;
  date?: string;
  search?: string;
}

export async function pageOfOrders(db: Db, f: OrderFilter, size: number, page: number): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: SQL[] = [eq(videoOrders.facility_id, f.facilityId)];
  if (f.status) conditions.push(eq(videoOrders.status, f.status));
  if (f.fieldId) conditions.push(eq(videoOrders.field_id, f.fieldId));
  if (f.date) conditions.push(eq(videoOrders.date, f.date));
  if (f.search) {
    const like = escapeLike(f.search);
    conditions.push(or(ilike(fields.name, like), ilike(contacts.name, like), ilike(videoOrders.phone, like))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(videoOrders.start_at), desc(videoOrders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(videoOrders).innerJoin(fields, eq(fields.id, videoOrders.field_id)).leftJoin(contacts, eq(contacts.id, videoOrders.contact_id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function orderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await selectOrders(db).where(eq(videoOrders.id, id));
  return row;
}

/** A field's orders on a local date, by start (order video's day). */
export async function ordersOfFieldDate(db: Executor, fieldId: number, date: string): Promise<OrderRow[]> {
  return selectOrders(db)
    .where(and(eq(videoOrders.field_id, fieldId), eq(videoOrders.date, date)))
    .orderBy(videoOrders.start_at, videoOrders.id);
}

/** What the ledger took and gave back for an order. */
export async function ledgerOfOrder(db: Executor, orderId: number) {
  const ofOrder = and(eq(invoiceLines.video_order_id, orderId), eq(invoiceLines.kind, 'video'));
  const invoiceIds = db.selectDistinct({ id: invoiceLines.invoice_id }).from(invoiceLines).where(ofOrder);
  const [lines, payments, refunds] = await Promise.all([
    db
      .select({ invoice_id: invoiceLines.invoice_id, cents: sql<number>`sum(${invoiceLines.total_cents})::int` })
      .from(invoiceLines)
      .where(ofOrder)
      .groupBy(invoiceLines.invoice_id),
    db
      .select({ invoice_id: invoicePayments.invoice_id, amount_cents: invoicePayments.amount_cents, method: invoicePayments.method, at: invoicePayments.settled_at })
      .from(invoicePayments)
      .where(and(inArray(invoicePayments.invoice_id, invoiceIds), eq(invoicePayments.status, 'captured')))
      .orderBy(invoicePayments.id),
    db
      .select({ invoice_id: invoiceRefunds.invoice_id, amount_cents: invoiceRefunds.amount_cents, method: invoiceRefunds.method, at: invoiceRefunds.settled_at })
      .from(invoiceRefunds)
      .where(and(inArray(invoiceRefunds.invoice_id, invoiceIds), eq(invoiceRefunds.status, 'succeeded')))
      .orderBy(invoiceRefunds.id),
  ]);
  /** The order's line(s) in each of its sales, in cents. */
  const lineCents = new Map(lines.map((l) => [l.invoice_id, Number(l.cents)]));
  return { lineCents, payments, refunds };
}

// ---- A booking's recording (issue 18 item 4)

/** The booking's own recording (its include-video order's video), the newest, with its order. */
export async function recordingOfBooking(tx: Executor, bookingId: number) {
  const [row] = await tx
    .select({
      id: videos.id,
      status: videos.status,
      video_order_id: videos.video_order_id,
      field_id: videos.field_id,
      started_at: videos.started_at,
      duration: videos.duration,
      order_status: videoOrders.status,
      total_cents: videoOrders.total_cents,
    })
    .from(videos)
    .innerJoin(videoOrders, eq(videoOrders.id, videos.video_order_id))
    .where(and(eq(videos.booking_id, bookingId), eq(videoOrders.booking_id, bookingId)))
    .orderBy(desc(videos.id))
    .limit(1);
  return row;
}

/** The order an idempotency key of the organization made, with its request's digest. */
export async function orderByKey(db: Executor, groupId: number, key: string): Promise<{ id: number; request_hash: string | null } | undefined> {
  const [row] = await db
    .select({ id: videoOrders.id, request_hash: videoOrders.request_hash })
    .from(videoOrders)
    .where(and(eq(videoOrders.group_id, groupId), eq(videoOrders.idempotency_key, key)));
  return row;
}

export async function insertOrderWithVideo(tx: Tx, order: typeof videoOrders.$inferInsert, video: Omit<typeof videos.$inferInsert, 'video_order_id'>): Promise<{ orderId: number; videoId: number }> {
  const [o] = await tx.insert(videoOrders).values(order).returning({ id: videoOrders.id });
  const [v] = await tx
    .insert(videos)
    .values({ ...video, video_order_id: o!.id })
    .returning({ id: videos.id });
  return { orderId: o!.id, videoId: v!.id };
}

/** Moves a video and its order to another field, start and duration. */
export async function moveRecording(tx: Tx, videoId: number, orderId: number, to: { field_id: number; start_at: Date; duration: number; date: string }): Promise<void> {
  await tx.update(videos).set({ field_id: to.field_id, started_at: to.start_at, duration: to.duration, updated_at: new Date() }).where(eq(videos.id, videoId));
  await tx.update(videoOrders).set({ field_id: to.field_id, start_at: to.start_at, duration: to.duration, date: to.date, updated_at: new Date() }).where(eq(videoOrders.id, orderId));
}

/** An order priced again (its booking moved to another field or length before it was paid). */
export async function priceOrder(
  tx: Tx,
  orderId: number,
  values: Pick<typeof videoOrders.$inferInsert, 'price_cents' | 'discount_cents' | 'commission_cents' | 'tax_cents' | 'service_fee_cents' | 'total_cents' | 'status'>,
): Promise<void> {
  await tx
    .update(videoOrders)
    .set({ ...values, updated_at: new Date() })
    .where(eq(videoOrders.id, orderId));
}

/** The videos the recording job follows: scheduled ones whose start has come, recording and processing ones. */
export async function videosToFollow(db: Executor, now: Date) {
  return db
    .select({
      id: videos.id,
      status: videos.status,
      field_id: videos.field_id,
      started_at: videos.started_at,
      duration: videos.duration,
      created_at: videos.created_at,
      booking_id: videos.booking_id,
      video_order_id: videos.video_order_id,
    })
    .from(videos)
    .where(or(and(eq(videos.status, 'scheduled'), lte(videos.started_at, now)), inArray(videos.status, ['recording', 'processing'])))
    .orderBy(videos.started_at, videos.id);
}

/** One highlight of a video, or undefined. */
export async function highlightById(db: Executor, id: number) {
  const [row] = await db.select().from(videoHighlights).where(eq(videoHighlights.id, id));
  return row;
}

type HighlightValues = Pick<typeof videoHighlights.$inferInsert, 'offset_seconds' | 'duration_seconds' | 'type' | 'category' | 'player'>;

export async function insertHighlight(tx: Tx, videoId: number, values: HighlightValues & Pick<typeof videoHighlights.$inferInsert, 'created_by'>) {
  const [row] = await tx
    .insert(videoHighlights)
    .values({ video_id: videoId, ...values })
    .returning();
  return row!;
}

export async function updateHighlight(tx: Tx, id: number, values: HighlightValues) {
  const [row] = await tx
    .update(videoHighlights)
    .set({ ...values, updated_at: new Date() })
    .where(eq(videoHighlights.id, id))
    .returning();
  return row!;
}

export async function deleteHighlight(tx: Tx, id: number): Promise<void> {
  await tx.delete(videoHighlights).where(eq(videoHighlights.id, id));
}

/** The minutes a field's cameras recorded in [from, to): what a video's download is made of. */
export async function chunksOfField(db: Executor, fieldId: number, from: Date, to: Date) {
  return db
    .select({ minute: cameraChunks.minute, size_bytes: cameraChunks.size_bytes, camera_id: cameraChunks.camera_id })
    .from(cameraChunks)
    .where(and(eq(cameraChunks.field_id, fieldId), gte(cameraChunks.minute, from), lt(cameraChunks.minute, to)))
    .orderBy(cameraChunks.minute, cameraChunks.camera_id);
}

/** A video by its playback code, or undefined. */
export async function videoByPlayback(db: Executor, playback: string): Promise<VideoRow | undefined> {
  const [row] = await selectVideos(db).where(eq(videos.playback, playback));
  return row;
}

/** Whether the field has an active camera (a video can be recorded on it). */
export async function fieldHasCamera(db: Executor, fieldId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(cameras)
    .where(and(eq(cameras.field_id, fieldId), eq(cameras.status, 'A')));
  return (row?.n ?? 0) > 0;
}
