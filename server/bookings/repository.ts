import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Reservation } from '../../domain/bookings/reservation';
import type { Executor, Tx } from '../db/connect';
import { hasPgCode, PG_EXCLUSION_VIOLATION } from '../db/errors';
import { bookingParticipants, bookingSlots, bookings, fields, recurringSeries } from '../db/schema';

/**
 * The booking module's repository (DESIGN §8): the only code that writes `bookings`,
 * `booking_slots`, `booking_participants` and `recurring_series` (a test scans the sources for
 * any other). The overlap invariant is the database's (the exclusion constraint on live slots);
 * here its error becomes a result naming what is in the way (`{ conflicts }`), in one place
 * (`occupy`). Before writing slots a change locks the fields it occupies in one order (id
 * ascending), so concurrent bookings of fields that share each other wait for one another
 * instead of deadlocking, and the loser sees the winner's booking (E409, never E500).
 */

export type BookingRow = typeof bookings.$inferSelect;
export type ParticipantRow = typeof bookingParticipants.$inferSelect;
export type SeriesRow = typeof recurringSeries.$inferSelect;

/**
 * The currency of a booking's amounts (its organization's), read with the booking row. Spelled with
 * aliases and the booking table's name: drizzle leaves columns unqualified in a one-table select.
 */
export const bookingCurrency = sql<string>`(select o.currency from organizations o inner join facilities f on f.group_id = o.id where f.id = "bookings"."facility_id")`;

/** A booking row as the API answers it: amounts in cents of its organization's `currency`. */
export const toReservation = (row: BookingRow, currency: string): Reservation => ({ ...reservationOf(row), currency });

/** A booking row as the API answers it, but for the currency (what the booking rules read). */
export const reservationOf = (row: BookingRow): Omit<Reservation, 'currency'> => ({
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
  cancel_refund_cents: row.cancel_refund_cents,
  cancel_refund_note: row.cancel_refund_note,
  for_sale: row.for_sale,
});

// ---------------------------------------------------------------- reads the writes need

export async function bookingById(db: Executor, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** Locks the booking row for the rest of the transaction (changes of one booking run one after the other). */
export async function lockBooking(tx: Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

export async function participantsOf(db: Executor, bookingId: number): Promise<ParticipantRow[]> {
  return db.select().from(bookingParticipants).where(eq(bookingParticipants.booking_id, bookingId)).orderBy(bookingParticipants.id);
}

/** The fields a booking of `field` blocks, ascending: itself, the field it shares, and the fields that share it. */
export async function blockedFields(db: Executor, field: { id: number; shared_field_id: number | null }): Promise<number[]> {
  const sharing = await db.select({ id: fields.id }).from(fields).where(eq(fields.shared_field_id, field.id));
  return [...new Set([field.id, ...(field.shared_field_id ? [field.shared_field_id] : []), ...sharing.map((f) => f.id)])].sort((a, b) => a - b);
}

/**
 * The live bookings that occupy any of these fields during [start, end). The condition is the
 * exclusion constraint's own expression (`tstzrange(start_at, end_at, '[)') &&` on live slots), so
 * PostgreSQL answers it from the constraint's GiST index instead of reading every slot.
 */
export async function conflictsWith(db: Executor, fieldIds: number[], start: Date, end: Date): Promise<Reservation[]> {
  return occupants(db, fieldIds, sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`);
}

/**
 * The live bookings that occupy any of these fields during any of `ranges` (the dates of a
 * series): one query whose condition is a multirange overlap on the constraint's GiST index, so
 * only the bookings really in the way are read, not every booking of the series' whole span.
 */
export async function conflictsWithAny(db: Executor, fieldIds: number[], ranges: { start: Date; end: Date }[]): Promise<Reservation[]> {
  if (ranges.length === 0) return [];
  const multirange = `{${ranges.map((r) => `[${r.start.toISOString()},${r.end.toISOString()})`).join(',')}}`;
  return occupants(db, fieldIds, sql`${multirange}::tstzmultirange`);
}

async function occupants(db: Executor, fieldIds: number[], during: SQL): Promise<Reservation[]> {
  const rows = await db
    .selectDistinct({ booking: bookings, currency: bookingCurrency })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.booking_id))
    .where(and(inArray(bookingSlots.field_id, fieldIds), sql`${bookingSlots.live}`, sql`tstzrange(${bookingSlots.start_at}, ${bookingSlots.end_at}, '[)') && ${during}`));
  return rows.map((r) => toReservation(r.booking, r.currency)).sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
}

// ---------------------------------------------------------------- occupying fields

/**
 * Locks the rows of these fields for the rest of the transaction, in id order: every change that
 * writes slots takes its fields' locks this way first, so two of them on fields that share each
 * other queue up instead of deadlocking on the exclusion constraint. (`FOR NO KEY UPDATE` leaves
 * the foreign-key checks of other writers alone.)
 */
export async function lockFields(tx: Tx, fieldIds: readonly number[]): Promise<void> {
  if (fieldIds.length === 0) return;
  await tx
    .select({ id: fields.id })
    .from(fields)
    .where(inArray(fields.id, [...fieldIds]))
    .orderBy(fields.id)
    .for('no key update');
}

/** What is in the way of a write, when the exclusion constraint refused it. */
export type Occupied<T> = { ok: true; value: T } | { ok: false; conflicts: Reservation[] };

/**
 * Runs `write` in a savepoint of `tx`: when the exclusion constraint finds a live booking in the
 * way the savepoint rolls back and the answer names those bookings (not `self`, a booking being
 * moved). The one place an overlap error becomes a result. Any other error propagates.
 */
async function occupy<T>(tx: Tx, fieldIds: number[], start: Date, end: Date, write: (sp: Tx) => Promise<T>, self?: number): Promise<Occupied<T>> {
  try {
    return { ok: true, value: await tx.transaction(write) };
  } catch (err) {
    if (!hasPgCode(err, PG_EXCLUSION_VIOLATION)) throw err;
    return { ok: false, conflicts: (await conflictsWith(tx, fieldIds, start, end)).filter((c) => c.id !== self) };
  }
}

async function insertSlots(tx: Tx, bookingId: number, fieldIds: readonly number[], start: Date, end: Date): Promise<void> {
  await tx.insert(bookingSlots).values([...fieldIds].sort((a, b) => a - b).map((field_id) => ({ booking_id: bookingId, field_id, start_at: start, end_at: end })));
}

/** A booking to write: its row (without the time) and the fields its slots occupy. */
export interface BookingPlan {
  values: Omit<typeof bookings.$inferInsert, 'start_at' | 'end_at'>;
  slotFields: number[];
}

/**
 * Writes the bookings of one time (one per plan: a booking, or the fields of a blocked time) and
 * their slots, all or none: when one is in the way, nothing of this time is written and the answer
 * names the bookings in the way. The caller locked the fields (`lockFields`).
 */
export async function insertBookings(tx: Tx, plans: BookingPlan[], start: Date, end: Date): Promise<Occupied<BookingRow[]>> {
  const fieldIds = [...new Set(plans.flatMap((p) => p.slotFields))];
  return occupy(tx, fieldIds, start, end, async (sp) => {
    const out: BookingRow[] = [];
    for (const plan of plans) {
      const [row] = await sp
        .insert(bookings)
        .values({ ...plan.values, start_at: start, end_at: end })
        .returning();
      await insertSlots(sp, row!.id, plan.slotFields, start, end);
      out.push(row!);
    }
    return out;
  });
}

/**
 * Moves a live booking to `start`–`end` on the fields of `slotFields` (its own field in
 * `set.field_id`), with other column changes in `set`. `undefined` when it was cancelled meanwhile.
 */
export async function moveBooking(
  tx: Tx,
  booking: Pick<BookingRow, 'id' | 'status'>,
  set: Partial<typeof bookings.$inferInsert>,
  slotFields: number[],
  start: Date,
  end: Date,
): Promise<Occupied<BookingRow | undefined>> {
  return occupy(
    tx,
    slotFields,
    start,
    end,
    async (sp) => {
      const [row] = await sp
        .update(bookings)
        .set({ ...set, start_at: start, end_at: end, updated_at: new Date() })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status), ne(bookings.status, 'cancelled')))
        .returning();
      if (!row) return undefined;
      await sp.delete(bookingSlots).where(eq(bookingSlots.booking_id, booking.id));
      await insertSlots(sp, booking.id, slotFields, start, end);
      return row;
    },
    booking.id,
  );
}

// ---------------------------------------------------------------- other changes

/** Changes columns of a booking (not its time nor its fields: `moveBooking`); `undefined` when it is not there, or cancelled when `live`. */
export async function updateBooking(
  tx: Executor,
  id: number,
  set: Partial<Omit<typeof bookings.$inferInsert, 'start_at' | 'end_at' | 'field_id' | 'status'>>,
  options: { live?: boolean } = {},
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(bookings.id, id), options.live ? ne(bookings.status, 'cancelled') : undefined))
    .returning();
  return row;
}

/** What was paid of several bookings and their payment state, in one statement (sales recorded in a batch: server/pos/booking-sale.ts `recordDeskSales`). */
export async function setPaidAmounts(tx: Tx, rows: readonly { id: number; amount_paid_cents: number; payment_state: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.amount_paid_cents}::int, ${r.payment_state}::text)`),
    sql`, `,
  );
  await tx
    .update(bookings)
    .set({ amount_paid_cents: sql`v.paid`, payment_state: sql`v.state`, updated_at: new Date() })
    .from(sql`(values ${values}) as v(id, paid, state)`)
    .where(sql`${bookings.id} = v.id`);
}

/** The notes of every booking of a series (a blocked time's reason). */
export async function setSeriesNotes(tx: Tx, seriesId: number, notes: string): Promise<void> {
  await tx.update(bookings).set({ notes, updated_at: new Date() }).where(eq(bookings.series_id, seriesId));
}

/**
 * Cancels one booking unless it is cancelled already (or, with `onlyConfirmed`, unless it is not
 * confirmed): it no longer occupies its fields, nor is it for sale. `undefined` when it was not.
 */
export async function cancelBooking(
  tx: Tx,
  id: number,
  reasonId: number | null,
  options: { onlyConfirmed?: boolean; at?: Date; refund?: { cents: number; note: string } } = {},
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancel_reason_id: reasonId,
      for_sale: false,
      updated_at: options.at ?? new Date(),
      ...(options.refund ? { cancel_refund_cents: options.refund.cents, cancel_refund_note: options.refund.note } : {}),
    })
    .where(and(eq(bookings.id, id), options.onlyConfirmed ? eq(bookings.status, 'confirmed') : ne(bookings.status, 'cancelled')))
    .returning();
  if (row) await tx.update(bookingSlots).set({ live: false }).where(eq(bookingSlots.booking_id, id));
  return row;
}

/** What a cancelled booking's refund actually came to (server/bookings/service.ts `cancelBooking`). */
export async function setCancelRefund(tx: Tx, id: number, cents: number): Promise<BookingRow | undefined> {
  const [row] = await tx.update(bookings).set({ cancel_refund_cents: cents }).where(eq(bookings.id, id)).returning();
  return row;
}

/** Cancels bookings (by id): they no longer occupy their fields, nor are they for sale. */
export async function cancelBookings(tx: Tx, ids: number[], reasonId: number | null): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(bookings).set({ status: 'cancelled', cancel_reason_id: reasonId, for_sale: false, updated_at: new Date() }).where(inArray(bookings.id, ids));
  await tx.update(bookingSlots).set({ live: false }).where(inArray(bookingSlots.booking_id, ids));
}

/** Deletes bookings; their slots, participants and history go with them (ON DELETE CASCADE). */
export async function deleteBookings(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(bookings).where(inArray(bookings.id, ids));
}

/**
 * Bookings that already happened or were set up outside the booking rules (the demo's past week
 * and coming days, benchmarks, test fixtures): written with their slots as given, no rule asked.
 */
export async function insertRecordedBookings(tx: Executor, rows: (typeof bookings.$inferInsert)[]): Promise<BookingRow[]> {
  if (rows.length === 0) return [];
  const created = await tx.insert(bookings).values(rows).returning();
  await tx.insert(bookingSlots).values(created.map((b) => ({ booking_id: b.id, field_id: b.field_id, start_at: b.start_at, end_at: b.end_at })));
  return created;
}

/** Names who made a facility's bookings that name nobody yet (the demo data, made before its staff existed). */
export async function assignCreator(tx: Executor, facilityId: number, userId: number): Promise<void> {
  await tx
    .update(bookings)
    .set({ created_by: userId })
    .where(and(eq(bookings.facility_id, facilityId), isNull(bookings.created_by)));
}

// ---------------------------------------------------------------- participants

export async function insertParticipants(tx: Executor, rows: (typeof bookingParticipants.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(bookingParticipants).values(rows);
}

export async function deleteParticipant(tx: Tx, id: number): Promise<void> {
  await tx.delete(bookingParticipants).where(eq(bookingParticipants.id, id));
}

/** Marks participants of a booking paid, not going or no-show (paid ones with what they paid). */
export async function markParticipants(tx: Tx, bookingId: number, ids: number[], set: Partial<Pick<ParticipantRow, 'paid' | 'not_going' | 'no_show' | 'amount_cents'>>): Promise<void> {
  await tx
    .update(bookingParticipants)
    .set(set)
    .where(and(eq(bookingParticipants.booking_id, bookingId), inArray(bookingParticipants.id, ids)));
}

// ---------------------------------------------------------------- series

/** Locks a series row for the rest of the transaction. */
export async function lockSeries(tx: Tx, id: number): Promise<SeriesRow | undefined> {
  const [row] = await tx.select().from(recurringSeries).where(eq(recurringSeries.id, id)).for('update');
  return row;
}

export async function insertSeries(tx: Tx, values: typeof recurringSeries.$inferInsert): Promise<SeriesRow> {
  const [row] = await tx.insert(recurringSeries).values(values).returning();
  return row!;
}

export async function updateSeries(tx: Tx, id: number, set: Partial<Pick<SeriesRow, 'status' | 'end_date' | 'notes'>>): Promise<SeriesRow> {
  const [row] = await tx
    .update(recurringSeries)
    .set({ ...set, updated_at: new Date() })
    .where(eq(recurringSeries.id, id))
    .returning();
  return row!;
}
