import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { shouldAutoCancel } from '../../domain/bookings/auto-cancel';
import type { Db } from '../db/connect';
import type { Actor } from '../auth/actor';
import { autoCancelMatch } from '../bookings/service';
import { bookingParticipants, bookings } from '../db/schema';
import type { JobDefinition } from './queue';

const SYSTEM: Actor = { system: 'match-auto-cancel' };

/**
 * Cancels the open matches whose minimum of players has not joined the given hours before their
 * start (domain/bookings/auto-cancel.ts decides), through the booking service as the system
 * (`autoCancelMatch`): each in its own transaction, only if still confirmed (a person cancelling at
 * the same moment wins), freeing its fields and writing its history line.
 * Answers the ids it cancelled.
 */
export async function cancelUnfilledMatches(db: Db, now: Date = new Date()): Promise<number[]> {
  const going = db
    .select({ booking_id: bookingParticipants.booking_id, n: sql<number>`count(*)::int`.as('n') })
    .from(bookingParticipants)
    .where(eq(bookingParticipants.not_going, false))
    .groupBy(bookingParticipants.booking_id)
    .as('going');
  const candidates = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      start: bookings.start_at,
      minPlayers: bookings.min_players,
      cancelHoursBefore: bookings.cancel_hours_before,
      going: sql<number>`coalesce(${going.n}, 0)`,
    })
    .from(bookings)
    .leftJoin(going, eq(going.booking_id, bookings.id))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        isNotNull(bookings.min_players),
        isNotNull(bookings.cancel_hours_before),
        gt(bookings.start_at, now),
        lte(sql`${bookings.start_at} - make_interval(hours => ${bookings.cancel_hours_before})`, now),
      ),
    );
  const cancelled: number[] = [];
  for (const match of candidates) {
    if (!shouldAutoCancel({ ...match, going: Number(match.going) }, now)) continue;
    // The booking service cancels it and writes its history line, as the system.
    if (await autoCancelMatch(db, SYSTEM, match.id, { going: Number(match.going), min_players: match.minPlayers }, now)) cancelled.push(match.id);
  }
  return cancelled;
}

/** The queue's job (server/jobs/queue.ts): every minute, on one API process at a time. */
export const matchAutoCancelJob = (db: Db): JobDefinition => ({
  name: 'match-auto-cancel',
  cron: '* * * * *',
  run: () => cancelUnfilledMatches(db),
});
