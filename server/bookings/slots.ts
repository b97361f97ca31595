import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Reservation } from '../../domain/bookings/reservation';
import type { Db } from '../db/connect';
import { hasPgCode, PG_EXCLUSION_VIOLATION } from '../db/errors';
import { bookingSlots, bookings, fields } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Executor = Db | Tx;

/**
 * The currency of a booking's amounts (its organization's), read with the booking row. Spelled with
 * aliases and the booking table's name: drizzle leaves columns unqualified in a one-table select.
 */
export const bookingCurrency = sql<string>`(select o.currency from organizations o inner join facilities f on f.group_id = o.id where f.id = "bookings"."facility_id")`;

/** A booking as the API answers it, in the currency of its organization. */
export const toReservation = (row: typeof bookings.$inferSelect, currency: string): Reservation => ({ ...reservationOf(row), currency });

/** A booking row as the API answers it, but for the currency. */
export const reservationOf = (row: typeof bookings.$inferSelect): Omit<Reservation, 'currency'> => ({
  id: row.id,
  facility_id: row.facility_id,
  field_id: row.field_id,
  type: row.type,
  start_at: row.start_at.toISOString(),
  end_at: row.end_at.toISOString(),
  status: row.status,
  payment_state: row.payment_state,
  contact_id: row.contact_id,
  notes: row.notes,
  skill_level: row.skill_level,
  min_players: row.min_players,
  max_players: row.max_players,
  price_per_player_cents: row.price_per_player_cents,
  cancel_hours_before: row.cancel_hours_before,
  pricing_method: row.pricing_method,
  include_video: row.include_video,
  amount_cents: row.amount_cents,
  amount_paid_cents: row.amount_paid_cents,
  service_fee_cents: row.service_fee_cents,
  origin: row.origin,
  series_id: row.series_id,
  for_sale: row.for_sale,
});

/** The fields a booking of `field` blocks: itself, the field it shares, and the fields that share it. */
export async function blockedFields(db: Executor, field: { id: number; shared_field_id: number | null }): Promise<number[]> {
  const sharing = await db.select({ id: fields.id }).from(fields).where(eq(fields.shared_field_id, field.id));
  return [...new Set([field.id, ...(field.shared_field_id ? [field.shared_field_id] : []), ...sharing.map((f) => f.id)])];
}

/**
 * The live bookings that occupy any of these fields during [start, end). The condition is the
 * exclusion constraint's own expression (`tstzrange(start_at, end_at, '[)') &&` on live slots), so
 * PostgreSQL answers it from the constraint's GiST index instead of reading every slot.
 */
export async function conflictsWith(db: Executor, fieldIds: number[], start: Date, end: Date): Promise<Reservation[]> {
  const rows = await db
    .selectDistinct({ booking: bookings, currency: bookingCurrency })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.booking_id))
    .where(
      and(
        inArray(bookingSlots.field_id, fieldIds),
        sql`${bookingSlots.live}`,
        sql`tstzrange(${bookingSlots.start_at}, ${bookingSlots.end_at}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      ),
    );
  return rows.map((r) => toReservation(r.booking, r.currency)).sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
}

/**
 * The live bookings that occupy any of these fields during any of `ranges` (the dates of a
 * series): one query whose condition is a multirange overlap on the constraint's GiST index, so
 * only the bookings really in the way are read, not every booking of the series' whole span.
 */
export async function conflictsWithAny(db: Executor, fieldIds: number[], ranges: { start: Date; end: Date }[]): Promise<Reservation[]> {
  if (ranges.length === 0) return [];
  const multirange = `{${ranges.map((r) => `[${r.start.toISOString()},${r.end.toISOString()})`).join(',')}}`;
  const rows = await db
    .selectDistinct({ booking: bookings, currency: bookingCurrency })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.booking_id))
    .where(and(inArray(bookingSlots.field_id, fieldIds), sql`${bookingSlots.live}`, sql`tstzrange(${bookingSlots.start_at}, ${bookingSlots.end_at}, '[)') && ${multirange}::tstzmultirange`));
  return rows.map((r) => toReservation(r.booking, r.currency)).sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
}

/** A booking to write: its row (without the time) and the fields its slots occupy. */
export interface BookingPlan {
  values: Omit<typeof bookings.$inferInsert, 'start_at' | 'end_at'>;
  slotFields: number[];
}

/**
 * Writes the bookings of one date (one per plan, same time) and their slots inside a savepoint of
 * `tx`: either all of them are written, or, when the exclusion constraint finds one in the way,
 * none, and the answer names what is in the way. Any other error propagates (the caller's whole
 * transaction fails).
 */
export async function insertDate(tx: Tx, plans: BookingPlan[], start: Date, end: Date): Promise<{ ok: true; ids: number[] } | { ok: false; conflicts: Reservation[] }> {
  try {
    const ids = await tx.transaction(async (sp) => {
      const out: number[] = [];
      for (const plan of plans) {
        const [row] = await sp.insert(bookings).values({ ...plan.values, start_at: start, end_at: end }).returning({ id: bookings.id });
        await sp.insert(bookingSlots).values(plan.slotFields.map((field_id) => ({ booking_id: row!.id, field_id, start_at: start, end_at: end })));
        out.push(row!.id);
      }
      return out;
    });
    return { ok: true, ids };
  } catch (err) {
    if (!hasPgCode(err, PG_EXCLUSION_VIOLATION)) throw err;
    return { ok: false, conflicts: await conflictsWith(tx, [...new Set(plans.flatMap((p) => p.slotFields))], start, end) };
  }
}

/** Cancels bookings (by id): they no longer occupy their fields, nor are they for sale. */
export async function cancelBookings(tx: Executor, ids: number[], reasonId: number | null): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(bookings).set({ status: 'cancelled', cancel_reason_id: reasonId, for_sale: false, updated_at: new Date() }).where(inArray(bookings.id, ids));
  await tx.update(bookingSlots).set({ live: false }).where(inArray(bookingSlots.booking_id, ids));
}
