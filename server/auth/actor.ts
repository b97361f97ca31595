import type { FastifyRequest } from 'fastify';
import { currentUser } from './guard';
import type { AuthUser } from './users';

/** The server's own timed work that changes data (history names it instead of a person). */
export type SystemJob = 'match-auto-cancel' | 'video-recording' | 'recurring-orders';

/**
 * Who asks a service for a change (DESIGN §8): a signed-in user, or the system (a job). Services
 * take this, never a request: the same operation runs from a route, a job or a script.
 */
export type Actor = { userId: number; user: AuthUser } | { system: SystemJob };

/** The signed-in user of a request, as an actor (the HTTP edge's one conversion). */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { userId: user.id, user };
}

/** The user id history and `created_by` record: null for the system. */
export const actorUserId = (actor: Actor): number | null => ('system' in actor ? null : actor.userId);
