import { LocalDate } from '@js-joda/core';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { MATCH_TYPES } from '../../domain/bookings/quote';
import { recurrenceDates } from '../../domain/bookings/recurrence';
import type { z } from 'zod';
import type { reservationPageQuerySchema } from '../../domain/bookings/reservation-detail';
import { dayWindow } from '../../domain/bookings/schedule';
import type { ScheduleReservation } from '../../domain/bookings/reservation';
import type { Series, SeriesDetail } from '../../domain/bookings/series';
import { onSaleNow, freePlacesOf } from '../../domain/bookings/types';
import type { Executor } from '../db/connect';
import { bookingParticipants, bookings, cancellationReasons, contacts, facilities, fields, recurringSeries } from '../db/schema';
import { nextPlayerPrice } from './pricing';
import { scheduleVersionOf } from './schedule-cache';
import { bookingCurrency, toReservation, type BookingRow, type SeriesRow } from './repository';

/** What the booking screens read (the booking module's reads; its writes are the repository's). */

/** A booking row as `json_agg` answers it: timestamps are ISO strings (start and end are read back as dates; the others are not read). */
type BookingJson = Omit<BookingRow, 'start_at' | 'end_at'> & { start_at: string; end_at: string };

/**
 * Live bookings of a facility that overlap [from, to), by start and field, as the schedule draws
 * them: who is playing (the contact, else the first participant still going) and how many joined;
 * amounts in its organization's currency. One query whatever the number of bookings, its rows
 * aggregated as JSON by the database: a day of a busy facility is hundreds of wide rows, and
 * reading them one by one (PGlite's protocol above all) cost several times the query itself. With
 * the facility's schedule version in the same snapshot (schedule-cache.ts: what the answer may be
 * kept under).
 */
export async function bookingsBetween(db: Executor, facility: { id: number; currency: string }, from: Date, to: Date): Promise<{ list: ScheduleReservation[]; version: number }> {
  const [day] = await db
    .select({
      version: scheduleVersionOf,
      list: sql<{ b: BookingJson; who: string | null; joined: number }[]>`coalesce((
        select json_agg(json_build_object('b', b, 'who', coalesce(nullif(c.name, ''), nullif(p.first, '')), 'joined', coalesce(p.joined, 0)) order by b.start_at, b.field_id)
        from ${bookings} b
        left join ${contacts} c on c.id = b.contact_id
        left join lateral (
          select count(*) filter (where not bp.not_going) as joined,
            (array_agg(bp.name order by bp.id) filter (where not bp.not_going))[1] as first
          from ${bookingParticipants} bp where bp.booking_id = b.id
        ) p on true
        where b.facility_id = ${facility.id} and b.status in ('confirmed', 'completed')
          and b.start_at < ${to.toISOString()}::timestamptz and b.end_at > ${from.toISOString()}::timestamptz), '[]')`,
    })
    .from(facilities)
    .where(eq(facilities.id, facility.id));
  return {
    list: (day?.list ?? []).map(({ b, who, joined }) => ({ ...toReservation({ ...b, start_at: new Date(b.start_at), end_at: new Date(b.end_at) }, facility.currency), who, joined })),
    version: Number(day?.version ?? 0),
  };
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A facility's bookings of every status by start, filtered by local dates (inclusive), type, status, payment state and the contact's name, phone or e-mail; paged. */
export async function bookingsPage(db: Executor, facility: { id: number; timezone: string; currency: string }, q: z.output<typeof reservationPageQuerySchema>) {
  const where: (SQL | undefined)[] = [eq(bookings.facility_id, facility.id)];
  if (q.from) where.push(gte(bookings.start_at, dayWindow(q.from, facility.timezone).from));
  if (q.to) where.push(lt(bookings.start_at, dayWindow(q.to, facility.timezone).to));
  if (q.type) where.push(eq(bookings.type, q.type));
  if (q.status) where.push(eq(bookings.status, q.status));
  if (q.payment_state) where.push(eq(bookings.payment_state, q.payment_state));
  if (q.search) where.push(or(ilike(contacts.name, like(q.search)), ilike(contacts.phone, like(q.search)), ilike(contacts.email, like(q.search))));
  const condition = and(...where);
  const base = db
    .select({ booking: bookings, field_name: fields.name, contact_name: contacts.name, cancel_reason_name: cancellationReasons.name })
    .from(bookings)
    .innerJoin(fields, eq(fields.id, bookings.field_id))
    .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
    .leftJoin(cancellationReasons, eq(cancellationReasons.id, bookings.cancel_reason_id));
  const [rows, [total]] = await Promise.all([
    base
      .where(condition)
      .orderBy(asc(bookings.start_at), asc(bookings.id))
      .limit(q.count)
      .offset((q.page - 1) * q.count),
    db.select({ n: count() }).from(bookings).leftJoin(contacts, eq(contacts.id, bookings.contact_id)).where(condition),
  ]);
  return {
    data: rows.map((x) => ({ ...toReservation(x.booking, facility.currency), field_name: x.field_name, contact_name: x.contact_name, cancel_reason_name: x.cancel_reason_name })),
    total: total?.n ?? 0,
  };
}

/** A facility's live upcoming matches on sale now (listed, a place free: `onSaleNow`), by start, with their free places and price per player (cents of its organization's currency). */
export async function matchesForSale(db: Executor, facility: { id: number; currency: string }, now: Date) {
  const rows = await db
    .select({ booking: bookings, field_name: fields.name, hourly_price_cents: fields.hourly_price_cents })
    .from(bookings)
    .innerJoin(fields, eq(fields.id, bookings.field_id))
    .where(and(eq(bookings.facility_id, facility.id), eq(bookings.for_sale, true), eq(bookings.status, 'confirmed'), inArray(bookings.type, [...MATCH_TYPES]), gt(bookings.start_at, now)))
    .orderBy(asc(bookings.start_at), asc(bookings.id));
  const ids = rows.map((x) => x.booking.id);
  const going =
    ids.length === 0
      ? []
      : await db
          .select({ id: bookingParticipants.booking_id, n: count() })
          .from(bookingParticipants)
          .where(and(inArray(bookingParticipants.booking_id, ids), eq(bookingParticipants.not_going, false)))
          .groupBy(bookingParticipants.booking_id);
  const joinedOf = new Map(going.map((g) => [g.id, Number(g.n)]));
  return rows.flatMap(({ booking, field_name, hourly_price_cents }) => {
    const joined = joinedOf.get(booking.id) ?? 0;
    const freePlaces = freePlacesOf(booking.max_players, joined);
    if (!onSaleNow({ forSale: booking.for_sale, freePlaces })) return [];
    return {
      id: booking.id,
      field_id: booking.field_id,
      field_name,
      type: booking.type,
      skill_level: booking.skill_level,
      start_at: booking.start_at.toISOString(),
      end_at: booking.end_at.toISOString(),
      joined,
      max_players: booking.max_players,
      free_places: freePlaces,
      price_per_player_cents: nextPlayerPrice(booking, hourly_price_cents, joined),
      currency: facility.currency,
    };
  });
}

/** The confirmed bookings of a series starting at or after `from` (`inclusive`) or after it. */
export async function bookingsOfSeriesFrom(db: Executor, seriesId: number, at: { from: Date; inclusive: boolean }): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.series_id, seriesId), eq(bookings.status, 'confirmed'), at.inclusive ? gte(bookings.start_at, at.from) : gt(bookings.start_at, at.from)));
}

// ---------------------------------------------------------------- series

export async function seriesById(db: Executor, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(recurringSeries).where(eq(recurringSeries.id, id));
  return row;
}

/** Every date of a series' rule (the dates it may hold). */
export function ruleDates(row: Pick<SeriesRow, 'start_date' | 'end_date' | 'every_weeks' | 'weekdays'>): string[] {
  return recurrenceDates({ start: LocalDate.parse(row.start_date), until: LocalDate.parse(row.end_date), everyWeeks: row.every_weeks, weekdays: row.weekdays }).map(String);
}

/** The series of a facility of one kind (blocked or not), newest first, paged; `total` counts them all. */
export async function seriesPage(db: Executor, facilityId: number, blocked: boolean, page: { page: number; count: number; status?: string | undefined }) {
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
    db
      .select({ n: count() })
      .from(recurringSeries)
      .where(and(...where)),
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
    .where(
      inArray(
        contacts.id,
        rows.map((r) => r.contact_id ?? 0),
      ),
    );
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
  const rows = await db.select({ booking: bookings, currency: bookingCurrency }).from(bookings).where(eq(bookings.series_id, row.id)).orderBy(asc(bookings.start_at), asc(bookings.field_id));
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

/** The live bookings of a series that end after `after` (ids): a blocked time's dates still to hold. */
export async function liveBookingsEndingAfter(db: Executor, seriesId: number, after: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.series_id, seriesId), eq(bookings.status, 'confirmed'), gt(bookings.end_at, after)));
  return rows.map((r) => r.id);
}

/** Of these starts, those a series already holds with a live booking. */
export async function heldStarts(db: Executor, seriesId: number, starts: Date[]): Promise<Set<number>> {
  if (starts.length === 0) return new Set();
  const held = await db
    .select({ start: bookings.start_at })
    .from(bookings)
    .where(and(eq(bookings.series_id, seriesId), inArray(bookings.status, ['confirmed', 'completed']), inArray(bookings.start_at, starts)));
  return new Set(held.map((h) => h.start.getTime()));
}
