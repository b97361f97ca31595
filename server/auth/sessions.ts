import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/connect';
import { consoleSessions, refreshTokens } from '../db/schema';
import { AppError } from '../http/errors';
import type { RefreshClaims, TokenService } from './tokens';

/**
 * Console sessions (DESIGN.md §6): each sign-in starts one, a family of refresh tokens. Its access
 * tokens carry its id and are refused (E004) from the moment it ends; a refresh replaces the refresh
 * token it was given, and presenting a replaced one again ends the session (reuse of a stolen token).
 */

/** What ended a session: signing out, a password change or reset, an administrator (end sessions, disabling), a refresh token used twice. */
export type SessionEndReason = 'signOut' | 'password' | 'admin' | 'reuse';

/**
 * How long a refresh token that a refresh replaced still answers, with its successor, while that
 * successor is unused. Two tabs of one browser share the stored session, and an answer can be lost
 * (a reload or a dropped connection during the refresh): without this the second refresh of the same
 * token would count as reuse and sign the user out everywhere. A token two refreshes old, or one
 * presented after this, is reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

async function sign(tokens: TokenService, claims: RefreshClaims, expiresAt: Date): Promise<SessionTokens> {
  return { access_token: await tokens.signAccess(claims), refresh_token: await tokens.signRefresh(claims, expiresAt) };
}

/** A sign-in: a new session, its first refresh token, and an access token. */
export async function startSession(db: Executor, tokens: TokenService, userId: number): Promise<SessionTokens> {
  const sessionId = randomUUID();
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + tokens.refreshTtl * 1000);
  // The user's sessions that expired longer ago than an access token lives are forgotten (their tokens with them).
  await db.delete(consoleSessions).where(and(eq(consoleSessions.user_id, userId), lt(consoleSessions.expires_at, new Date(Date.now() - tokens.accessTtl * 1000))));
  await db.insert(consoleSessions).values({ id: sessionId, user_id: userId, expires_at: expiresAt });
  await db.insert(refreshTokens).values({ id: jti, user_id: userId, session_id: sessionId, expires_at: expiresAt });
  return sign(tokens, { userId, sessionId, jti }, expiresAt);
}

async function end(db: Executor, reason: SessionEndReason, where: SQL | undefined): Promise<void> {
  await db
    .update(consoleSessions)
    .set({ ended_at: new Date(), end_reason: reason })
    .where(and(isNull(consoleSessions.ended_at), where));
}

/** Ends one session of the user. */
export const endSession = (db: Executor, userId: number, sessionId: string, reason: SessionEndReason) => end(db, reason, and(eq(consoleSessions.user_id, userId), eq(consoleSessions.id, sessionId)));

/** Ends every session of the user, but `keep` when given (the one that changed the password). */
export const endSessions = (db: Executor, userId: number, reason: SessionEndReason, keep?: string | null) =>
  end(db, reason, and(eq(consoleSessions.user_id, userId), keep ? ne(consoleSessions.id, keep) : undefined));

/** What the guard reads of an access token's session. */
export type SessionState = { ended_at: Date | null; end_reason: string | null };

/**
 * Why the session of an access token is over, as E004's message key ('ended by an administrator', or
 * T004's 'your session has ended'), or null while it runs. A session that is gone went with its user.
 */
export function sessionOver(session: SessionState | undefined): 'auth.sessionEnded' | 'errors.T004' | null {
  if (!session) return 'auth.sessionEnded';
  if (!session.ended_at) return null;
  return session.end_reason === 'admin' ? 'auth.sessionEnded' : 'errors.T004';
}

const tokenOf = (db: Executor, claims: RefreshClaims) =>
  db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, claims.jti), eq(refreshTokens.session_id, claims.sessionId)))
    .then((rows) => rows[0]);

/**
 * A refresh (the caller has checked the user): the presented refresh token is replaced by a new one
 * of its session, and an access token comes with it. T004 for a token of an ended or expired session,
 * and for reuse, which also ends the session (the tokens a thief or the user got from it stop
 * working): a replaced token presented again beyond REFRESH_REUSE_GRACE_MS, or one no longer on
 * record (a session keeps only its last two tokens).
 */
export async function refreshSession(db: Db, tokens: TokenService, claims: RefreshClaims): Promise<SessionTokens> {
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(consoleSessions)
      .where(and(eq(consoleSessions.id, claims.sessionId), eq(consoleSessions.user_id, claims.userId)));
    if (!session || session.ended_at || session.expires_at <= now) return 'refused' as const;
    const expiresAt = session.expires_at;
    const next = randomUUID();
    // Only one refresh replaces a token, however many arrive at once; the others find its successor.
    const replaced = await tx
      .update(refreshTokens)
      .set({ revoked_at: now, replaced_by: next })
      .where(and(eq(refreshTokens.id, claims.jti), eq(refreshTokens.session_id, claims.sessionId), isNull(refreshTokens.replaced_by)))
      .returning({ id: refreshTokens.id });
    if (replaced.length === 1) {
      await tx.insert(refreshTokens).values({ id: next, user_id: claims.userId, session_id: claims.sessionId, expires_at: expiresAt });
      await tx.delete(refreshTokens).where(and(eq(refreshTokens.session_id, claims.sessionId), notInArray(refreshTokens.id, [claims.jti, next])));
      return { jti: next, expiresAt };
    }
    const token = await tokenOf(tx, claims);
    const [successor] = token?.replaced_by ? await tx.select().from(refreshTokens).where(eq(refreshTokens.id, token.replaced_by)) : [];
    const withinGrace = token?.revoked_at && now.getTime() - token.revoked_at.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (withinGrace && successor && successor.replaced_by === null) return { jti: successor.id, expiresAt };
    await endSession(tx, claims.userId, claims.sessionId, 'reuse');
    return 'refused' as const;
  });
  if (outcome === 'refused') throw new AppError('T004');
  return sign(tokens, { ...claims, jti: outcome.jti }, outcome.expiresAt);
}
