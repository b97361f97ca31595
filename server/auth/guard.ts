import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAct } from '../../domain/access/can-act';
import { holdsAny } from '../../domain/access/views';
import type { ResourceAction, ResourceDef } from '../../domain/resources/resource';
import { canAccessFacility, canAccessGroup } from '../../domain/access/tenancy';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/connect';
import { facilities } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { sessionOver } from './sessions';
import type { TokenService } from './tokens';
import { findUserInSession, type AuthUser } from './users';

/**
 * What a route needs (DESIGN.md §6). `public`: no token. `signedIn`: any valid session.
 * `{ resource, action }`: an action on a declared resource's rows, as `canAct` rules (the console
 * asks the same). Otherwise the user must hold one of `views` (when given) and one of `permissions`
 * (when given).
 */
export type Access = 'public' | 'signedIn' | { readonly resource: ResourceDef; readonly action: ResourceAction } | { views?: readonly number[]; permissions?: readonly number[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A write that changes no user, role, facility list or session (a sale, a payment): the guard's
     * session memory (SessionMemory) is not forgotten when it answers.
     */
    keepsSessions?: boolean;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

function bearer(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new AppError('T002');
  return token;
}

/**
 * Reads the bearer access token into a fresh user with the token's session: T001/T002 for the token;
 * E004 for a disabled account, and for a session that has ended (server/auth/sessions.ts) or whose
 * user is gone (deleted).
 */
export async function authenticate(db: Db, tokens: TokenService, request: FastifyRequest, memory?: SessionMemory): Promise<AuthUser> {
  const claims = await tokens.verifyAccess(bearer(request));
  const load = () => findUserInSession(db, claims.userId, claims.sessionId);
  const found = await (memory ? memory.read(`${claims.userId}:${claims.sessionId}`, load) : load());
  if (!found) throw new AppError('E004', 'auth.sessionEnded');
  const { user, session } = found;
  if (user.status !== 'A') throw new AppError('E004', 'auth.accountDisabled');
  const over = sessionOver(session);
  if (over) throw new AppError('E004', over);
  return { ...user, session_id: claims.sessionId };
}

type Found = Awaited<ReturnType<typeof findUserInSession>>;
const SESSION_MEMORY_MAX = 10_000;

/**
 * The signed-in users (with their session) the guard read lately, kept `ttlMs`: a desk's calls
 * follow each other by a second or less, and reading the user, role and session is a query of every
 * call. Every write request (any method but GET, HEAD, OPTIONS) forgets them all when it has answered,
 * so a change through the API (a role, a disabled account, an ended session) holds for the next
 * request of this process; a read that started before such a write is not kept (`generation`).
 * Changes made outside this process's requests (another API process, a job) are seen within `ttlMs`:
 * that is why it is off on a PostgreSQL server unless SESSION_MEMORY_MS says otherwise.
 */
export class SessionMemory {
  private readonly kept = new Map<string, { found: Found; at: number }>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  async read(key: string, load: () => Promise<Found>): Promise<Found> {
    const now = Date.now();
    const kept = this.kept.get(key);
    if (kept && now - kept.at < this.ttlMs) return kept.found;
    const generation = this.generation;
    const found = await load();
    if (generation === this.generation) {
      if (this.kept.size >= SESSION_MEMORY_MAX) this.kept.clear();
      this.kept.set(key, { found, at: now });
    }
    return found;
  }

  forget(): void {
    this.generation++;
    this.kept.clear();
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a request needs when its route declares nothing: an API route needs a signed-in user; the
 * console's own files (outside `/api`) are public, and an unknown path answers 404, not a token error
 * (the not-found handler also serves the single-page app's deep links).
 */
function defaultAccess(request: FastifyRequest): Access {
  if (request.is404) return 'public';
  return request.routeOptions.url?.startsWith('/api') ? 'signedIn' : 'public';
}

/**
 * One guard for every route: an API route without `config.access` needs a signed-in user. It runs
 * as the request arrives (`onRequest`), before the body is read, parsed or validated: an anonymous
 * or unauthorized call learns nothing of what the route expects (T002/E403, never E400).
 */
export function installGuard(app: FastifyInstance, db: Db, tokens: TokenService, sessionMemoryMs = 0): void {
  app.decorateRequest('auth', null);
  const memory = sessionMemoryMs > 0 ? new SessionMemory(sessionMemoryMs) : undefined;
  if (memory)
    app.addHook('onResponse', async (request) => {
      if (!READS.has(request.method) && !request.routeOptions.config.keepsSessions) memory.forget();
    });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access ?? defaultAccess(request);
    if (access === 'public') return;
    try {
      request.auth = await authenticate(db, tokens, request, memory);
    } catch (err) {
      if (err instanceof AppError && err.code === 'E004') {
        reply.header('logout', 'true');
        // Sessions ended by an administrator also ask for a new sign-in (SPEC §8 reauth).
        if (err.messageKey === 'auth.sessionEnded') reply.header('reauth', 'true');
      }
      throw err;
    }
    if (access === 'signedIn') return;
    const user = request.auth;
    if ('resource' in access) {
      if (!canAct(user, access.resource, access.action)) throw new AppError('E403');
      return;
    }
    if (access.views && !holdsAny(user.views_ids, access.views)) throw new AppError('E403');
    if (access.permissions && !holdsAny(user.permissions_ids, access.permissions)) throw new AppError('E403');
  });
}

/** The signed-in user of a route that is not public. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('T002');
  return request.auth;
}

/**
 * The answer to an organization, facility or record outside the user's tenancy (SPEC §6): the very
 * E404 of one that does not exist, so ids of other tenants are not revealed (issue 14, defect 10).
 */
export const outsideTenancy = notFound;

export function assertGroupAccess(user: AuthUser, groupId: number): void {
  if (!canAccessGroup(user, groupId)) throw outsideTenancy();
}

export function assertFacilityAccess(user: AuthUser, facility: { id: number; group_id: number }): void {
  if (!canAccessFacility(user, facility)) throw outsideTenancy();
}

/** The facility, when the signed-in user may act on it (SPEC §6 tenancy); E404 otherwise, as when it does not exist. */
export async function ownFacility(db: Executor, request: FastifyRequest, facilityId: number) {
  const [facility] = await db.select().from(facilities).where(eq(facilities.id, facilityId));
  if (!facility) throw outsideTenancy();
  assertFacilityAccess(currentUser(request), facility);
  return facility;
}
