import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/connect';
import { contacts, fields, recurringVideoOrders, videoOrders, videos } from '../db/schema';

/**
 * The only code that reads and writes recurring video orders (issue 18 item 7), and the one that
 * creates their video orders (each with its scheduled video, as server/videos/repository.ts's
 * `insertOrderWithVideo` does, but keyed: one order per recurring order and date).
 */

export type RecurringOrderRow = NonNullable<Awaited<ReturnType<typeof recurringOrderById>>>;

const columns = {
  id: recurringVideoOrders.id,
  group_id: recurringVideoOrders.group_id,
  facility_id: recurringVideoOrders.facility_id,
  field_id: recurringVideoOrders.field_id,
  field_name: fields.name,
  contact_id: recurringVideoOrders.contact_id,
  contact_name: contacts.name,
  phone: recurringVideoOrders.phone,
  weekdays: recurringVideoOrders.weekdays,
  every_weeks: recurringVideoOrders.every_weeks,
  start_date: recurringVideoOrders.start_date,
  end_date: recurringVideoOrders.end_date,
  time: recurringVideoOrders.time,
  duration: recurringVideoOrders.duration,
  type: recurringVideoOrders.type,
  status: recurringVideoOrders.status,
  created_by: recurringVideoOrders.created_by,
  created_at: recurringVideoOrders.created_at,
  updated_at: recurringVideoOrders.updated_at,
  orders_created: sql<number>`(select count(*) from video_orders o where o.recurring_order_id = ${recurringVideoOrders.id})`.mapWith(Number),
};

const selectRecurring = (db: Executor) =>
  db.select(columns).from(recurringVideoOrders).innerJoin(fields, eq(fields.id, recurringVideoOrders.field_id)).leftJoin(contacts, eq(contacts.id, recurringVideoOrders.contact_id)).$dynamic();

export async function recurringOrderById(db: Executor, id: number) {
  const [row] = await selectRecurring(db).where(eq(recurringVideoOrders.id, id));
  return row;
}

export async function pageOfRecurringOrders(db: Db, f: { facilityId: number; status?: string }, size: number, page: number) {
  const where = and(eq(recurringVideoOrders.facility_id, f.facilityId), f.status ? eq(recurringVideoOrders.status, f.status) : undefined);
  const [rows, [total]] = await Promise.all([
    selectRecurring(db)
      .where(where)
      .orderBy(asc(recurringVideoOrders.status), desc(recurringVideoOrders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(recurringVideoOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The active recurring orders whose orders-till date has not passed (the job's work; `oldest` is the earliest local today of any facility). */
export async function activeRecurringOrders(db: Executor, oldest: string) {
  return selectRecurring(db)
    .where(and(eq(recurringVideoOrders.status, 'active'), sql`${recurringVideoOrders.end_date} >= ${oldest}`))
    .orderBy(asc(recurringVideoOrders.id));
}

export async function insertRecurringOrder(tx: Tx, values: typeof recurringVideoOrders.$inferInsert): Promise<number> {
  const [row] = await tx.insert(recurringVideoOrders).values(values).returning({ id: recurringVideoOrders.id });
  return row!.id;
}

/** Locks a recurring order's row until the transaction ends (an edit or a cancel waits): its status and when its rule last changed. */
export async function lockRecurringOrder(tx: Tx, id: number) {
  const [row] = await tx.select({ status: recurringVideoOrders.status, updated_at: recurringVideoOrders.updated_at }).from(recurringVideoOrders).where(eq(recurringVideoOrders.id, id)).for('update');
  return row;
}

/** Marks it cancelled; false when it was not active (cancelled meanwhile). */
export async function cancelRecurringOrder(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(recurringVideoOrders)
    .set({ status: 'cancelled', cancelled_at: new Date(), updated_at: new Date() })
    .where(and(eq(recurringVideoOrders.id, id), eq(recurringVideoOrders.status, 'active')))
    .returning({ id: recurringVideoOrders.id });
  return rows.length > 0;
}

/** Writes an active recurring order's new rule; false when it was not active (cancelled meanwhile). Locks it for the edit's transaction. */
export async function updateRecurringOrder(
  tx: Tx,
  id: number,
  values: Pick<typeof recurringVideoOrders.$inferInsert, 'field_id' | 'contact_id' | 'phone' | 'weekdays' | 'every_weeks' | 'start_date' | 'end_date' | 'time' | 'duration' | 'type'>,
): Promise<boolean> {
  const rows = await tx
    .update(recurringVideoOrders)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(recurringVideoOrders.id, id), eq(recurringVideoOrders.status, 'active')))
    .returning({ id: recurringVideoOrders.id });
  return rows.length > 0;
}

/** Who to call about these orders (an edit's new contact and phone on the orders it keeps): no money changes. */
export async function setOrdersContact(tx: Tx, orderIds: number[], values: { contact_id: number | null; phone: string }): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(videoOrders)
    .set({ ...values, updated_at: new Date() })
    .where(inArray(videoOrders.id, orderIds));
}

/** The video orders a recurring order created, by date. */
export async function ordersOfRecurring(db: Executor, id: number) {
  return db
    .select({ id: videoOrders.id, date: videoOrders.date, start_at: videoOrders.start_at, status: videoOrders.status, total_cents: videoOrders.total_cents })
    .from(videoOrders)
    .where(eq(videoOrders.recurring_order_id, id))
    .orderBy(asc(videoOrders.date));
}

/** Its future unpaid orders (pending, start after `now`) with their scheduled video, locked. */
export async function futureUnpaidOrders(tx: Tx, id: number, now: Date) {
  return tx
    .select({
      id: videoOrders.id,
      video_id: videos.id,
      date: videoOrders.date,
      start_at: videoOrders.start_at,
      duration: videoOrders.duration,
      type: videoOrders.type,
      field_id: videoOrders.field_id,
    })
    .from(videoOrders)
    .leftJoin(videos, and(eq(videos.video_order_id, videoOrders.id), eq(videos.status, 'scheduled')))
    .where(and(eq(videoOrders.recurring_order_id, id), eq(videoOrders.status, 'pending'), gt(videoOrders.start_at, now)))
    .for('update', { of: videoOrders });
}

export async function cancelVideos(tx: Tx, videoIds: number[]): Promise<void> {
  if (videoIds.length === 0) return;
  await tx.update(videos).set({ status: 'cancelled', updated_at: new Date() }).where(inArray(videos.id, videoIds));
}

export async function cancelOrders(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.update(videoOrders).set({ status: 'cancelled', cancelled_at: new Date(), updated_at: new Date() }).where(inArray(videoOrders.id, orderIds));
}

/**
 * The video order of a recurring order on a date, with its scheduled video, unless it exists: the
 * unique key (recurring_order_id, date) of orders not cancelled decides between two processes
 * creating it at once (the loser inserts nothing: `on conflict do nothing`); a cancelled order (an
 * edit of the rule cancelled it) leaves its date free. Answers the new order's id, or null.
 */
export async function insertRecurringVideoOrder(
  tx: Tx,
  order: typeof videoOrders.$inferInsert & { recurring_order_id: number },
  video: Omit<typeof videos.$inferInsert, 'video_order_id'>,
): Promise<number | null> {
  const [o] = await tx
    .insert(videoOrders)
    .values(order)
    .onConflictDoNothing({ target: [videoOrders.recurring_order_id, videoOrders.date], where: sql`${videoOrders.recurring_order_id} is not null and ${videoOrders.status} <> 'cancelled'` })
    .returning({ id: videoOrders.id });
  if (!o) return null;
  await tx.insert(videos).values({ ...video, video_order_id: o.id });
  return o.id;
}
