import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/connect';
import { bookingEvents } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

/** History actions (booking_events kind 'history'). */
export type HistoryAction =
  | 'created'
  | 'updated'
  | 'rescheduled'
  | 'cancelled'
  | 'paid'
  | 'guest_added'
  | 'participant_added'
  | 'participant_removed'
  | 'participants_marked'
  | 'repriced'
  | 'listed_for_sale'
  | 'withdrawn_from_sale';

/** One line of a booking's history: what changed, by whom (the signed-in user), now. */
export async function recordHistory(db: Conn, request: FastifyRequest, bookingId: number, action: HistoryAction, data: Record<string, unknown> = {}): Promise<void> {
  await db.insert(bookingEvents).values({ booking_id: bookingId, kind: 'history', action, data, user_id: currentUser(request).id });
}

