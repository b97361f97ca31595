import { LocalDate } from '@js-joda/core';
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookingPrice } from '../../domain/bookings/price';
import { recurrenceDates, seriesSlots } from '../../domain/bookings/recurrence';
import type { DateConflicts, Series, SeriesDetail } from '../../domain/bookings/series';
import type { Db } from '../db/connect';
import { bookings, contacts, fields, recurringSeries } from '../db/schema';
import { bookingCurrency, insertDate, toReservation, type BookingPlan, type Executor } from './slots';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SeriesRow = typeof recurringSeries.$inferSelect;

/** Every date of a series' rule (the dates it may hold). */
export function ruleDates(row: Pick<SeriesRow, 'start_date' | 'end_date' | 'every_weeks' | 'weekdays'>): string[] {
  return recurrenceDates({ start: LocalDate.parse(row.start_date), until: LocalDate.parse(row.end_date), everyWeeks: row.every_weeks, weekdays: row.weekdays }).map(String);
}

/** The booking each date of a series gets: the series' field, type, contact and notes, on `slotFields`, at `price` (cents). */
export function seriesPlan(
  row: Pick<SeriesRow, 'id' | 'facility_id' | 'field_id' | 'type' | 'contact_id' | 'notes'>,
  slotFields: number[],
  userId: number,
  price: Pick<BookingPrice, 'total' | 'serviceFee'>,
): BookingPlan {
  return {
    values: {
      facility_id: row.facility_id,
      field_id: row.field_id,
      type: row.type,
      contact_id: row.contact_id,
      notes: row.notes,
      series_id: row.id,
      created_by: userId,
      amount_cents: price.total,
      service_fee_cents: price.serviceFee,
    },
    slotFields,
  };
}

/**
 * Writes the bookings of `dates` of a series, each date in its own savepoint (see `insertDate`):
 * `plansOf` gives the bookings of one date. Returns the dates created and those in the way.
 */
export async function createDates(
  tx: Tx,
  series: Pick<SeriesRow, 'time' | 'duration'>,
  zone: string,
  dates: string[],
  plans: BookingPlan[],
): Promise<{ created: string[]; failed: DateConflicts[] }> {
  const created: string[] = [];
  const failed: DateConflicts[] = [];
  const slots = seriesSlots(dates.map((d) => LocalDate.parse(d)), { time: series.time, minutes: series.duration, zone });
  for (const slot of slots) {
    const result = await insertDate(tx, plans, slot.start, slot.end);
    if (result.ok) created.push(slot.date);
    else failed.push({ date: slot.date, conflicts: result.conflicts });
  }
  return { created, failed };
}

/** The series of a facility of one kind (blocked or not), newest first, paged; `total` counts them all. */
export async function seriesPage(db: Db, facilityId: number, blocked: boolean, page: { page: number; count: number; status?: string | undefined }) {
  const where: SQL[] = [eq(recurringSeries.facility_id, facilityId), blocked ? eq(recurringSeries.type, 'blocked') : sql`${recurringSeries.type} <> 'blocked'`];
  if (page.status) where.push(eq(recurringSeries.status, page.status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recurringSeries)
      .where(and(...where))
      .orderBy(desc(recurringSeries.start_date), desc(recurringSeries.id))
      .limit(page.count)
      .offset((page.page - 1) * page.count),
    db.select({ n: count() }).from(recurringSeries).where(and(...where)),
  ]);
  return { data: await describeSeries(db, rows), total: total?.n ?? 0 };
}

/** Series rows as the API answers them: field and contact names, live bookings left and the next one. */
export async function describeSeries(db: Executor, rows: SeriesRow[]): Promise<Series[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const now = new Date();
  // One after another: `db` may be a transaction, whose single connection takes one query at a time.
  const fieldRows = await db.select({ id: fields.id, name: fields.name }).from(fields).where(eq(fields.facility_id, rows[0]!.facility_id));
  const contactRows = await db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(inArray(contacts.id, rows.map((r) => r.contact_id ?? 0)));
  const stats = await db
    .select({ series: bookings.series_id, n: count(), next: sql<string | null>`min(${bookings.start_at}) filter (where ${bookings.start_at} > ${now.toISOString()}::timestamptz)` })
    .from(bookings)
    .where(and(inArray(bookings.series_id, ids), eq(bookings.status, 'confirmed')))
    .groupBy(bookings.series_id);
  const fieldsUsed = await db.selectDistinct({ series: bookings.series_id, field: bookings.field_id }).from(bookings).where(inArray(bookings.series_id, ids));
  const fieldName = new Map(fieldRows.map((f) => [f.id, f.name]));
  return rows.map((r) => {
    const contact = contactRows.find((c) => c.id === r.contact_id);
    const stat = stats.find((s) => s.series === r.id);
    const used = fieldsUsed.filter((u) => u.series === r.id).map((u) => u.field);
    const fieldIds = used.length > 0 ? [...new Set([r.field_id, ...used])].sort((a, b) => a - b) : [r.field_id];
    return {
      id: r.id,
      facility_id: r.facility_id,
      field_id: r.field_id,
      field_name: fieldName.get(r.field_id) ?? '',
      field_ids: fieldIds,
      field_names: fieldIds.map((id) => fieldName.get(id) ?? ''),
      type: r.type,
      contact_id: r.contact_id,
      contact_name: contact?.name ?? null,
      start_date: r.start_date,
      end_date: r.end_date,
      time: r.time,
      minutes: r.duration,
      every_weeks: r.every_weeks,
      weekdays: r.weekdays,
      notes: r.notes,
      status: r.status,
      live_count: stat?.n ?? 0,
      next_start: stat?.next ? new Date(stat.next).toISOString() : null,
    };
  });
}

/** One series with all its bookings (cancelled ones too), by start. */
export async function seriesDetail(db: Executor, row: SeriesRow): Promise<SeriesDetail> {
  const [described] = await describeSeries(db, [row]);
  const rows = await db
    .select({ booking: bookings, currency: bookingCurrency })
    .from(bookings)
    .where(eq(bookings.series_id, row.id))
    .orderBy(asc(bookings.start_at), asc(bookings.field_id));
  return { ...described!, bookings: rows.map((r) => toReservation(r.booking, r.currency)) };
}

/** The live bookings of a series that start after `after` (ids). */
export async function liveBookingsAfter(db: Executor, seriesId: number, after: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.series_id, seriesId), eq(bookings.status, 'confirmed'), gt(bookings.start_at, after)));
  return rows.map((r) => r.id);
}
