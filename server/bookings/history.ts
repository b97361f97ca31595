import { and, asc, eq } from 'drizzle-orm';
import type { BookingEventKind } from '../../domain/bookings/reservation-detail';
import { actorUserId, type Actor } from '../auth/actor';
import type { Executor } from '../db/connect';
import { bookingEvents, consoleUsers } from '../db/schema';

/** History actions (booking_events kind 'history'); `auto_cancelled` is the system's (server/jobs/match-auto-cancel.ts). */
export type HistoryAction =
  | 'created'
  | 'updated'
  | 'rescheduled'
  | 'cancelled'
  | 'auto_cancelled'
  | 'paid'
  | 'refunded'
  | 'guest_added'
  | 'participant_added'
  | 'participant_removed'
  | 'participants_marked'
  | 'repriced'
  | 'listed_for_sale'
  | 'withdrawn_from_sale';

/** One line of a booking's history: what changed, by whom (the actor: a user, or no one for the system), now. */
export async function recordHistory(db: Executor, actor: Actor, bookingId: number, action: HistoryAction, data: Record<string, unknown> = {}): Promise<void> {
  await recordHistoryBy(db, actorUserId(actor), bookingId, action, data);
}

/** One line of a booking's history by a user known by id (null: the system), e.g. the operator of a payment settled by the card provider. */
export async function recordHistoryBy(db: Executor, userId: number | null, bookingId: number, action: HistoryAction, data: Record<string, unknown> = {}): Promise<void> {
  await db.insert(bookingEvents).values({ booking_id: bookingId, kind: 'history', action, data, user_id: userId });
}

/** History lines written in one statement, each by a user known by id at its own moment (sales recorded in a batch). */
export async function recordHistoryLines(db: Executor, rows: readonly { bookingId: number; userId: number | null; action: HistoryAction; data: Record<string, unknown>; at: Date }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(bookingEvents).values(rows.map((r) => ({ booking_id: r.bookingId, kind: 'history', action: r.action, data: r.data, user_id: r.userId, created_at: r.at })));
}

/** A note or a chat message on a booking, by the actor. */
export async function addMessage(db: Executor, actor: Actor, bookingId: number, kind: BookingEventKind, text: string): Promise<{ id: number }> {
  const [row] = await db
    .insert(bookingEvents)
    .values({ booking_id: bookingId, kind, text, user_id: actorUserId(actor) })
    .returning({ id: bookingEvents.id });
  return row!;
}

/** A booking's history, notes or chat messages, oldest first, with who wrote them. */
export async function eventsOf(db: Executor, bookingId: number, kind: BookingEventKind) {
  const rows = await db
    .select({ event: bookingEvents, first: consoleUsers.first_name, last: consoleUsers.last_name, username: consoleUsers.username })
    .from(bookingEvents)
    .leftJoin(consoleUsers, eq(consoleUsers.id, bookingEvents.user_id))
    .where(and(eq(bookingEvents.booking_id, bookingId), eq(bookingEvents.kind, kind)))
    .orderBy(asc(bookingEvents.created_at), asc(bookingEvents.id));
  return rows.map(({ event, first, last, username }) => ({
    id: event.id,
    kind: event.kind,
    action: event.action,
    text: event.text,
    data: event.data,
    user_name: username === null ? null : `${first ?? ''} ${last ?? ''}`.trim() || username,
    created_at: event.created_at.toISOString(),
  }));
}
