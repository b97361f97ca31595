import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_BASE } from '../../domain/constants';
import type { RateLimits } from '../config';
import { AppError } from './errors';

/** The routes a password guesser or a sign-up spammer calls: the strict per-address limit. */
export const SIGN_IN_ROUTES: ReadonlySet<string> = new Set(['/user_console/login', '/user_console/register', '/user_console/forgot_password', '/user_console/reset_password'].map((p) => API_BASE + p));

type Kind = 'signIn' | 'anonymous' | 'user';

const route = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(/\/+$/, '');
export const isSignInRoute = (request: FastifyRequest) => SIGN_IN_ROUTES.has(route(request));

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The user id of an access token signed with `secret` (HS256, server/auth/tokens.ts), expired or
 * not; null for anything else. Synchronous on purpose: jose checks tokens with WebCrypto, on the
 * thread pool that password hashing keeps busy during a sign-in flood, and this runs on every call.
 */
export function accessTokenSubject(token: string, secret: string): number | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { typ?: unknown; sub?: unknown };
    const id = Number(claims.sub);
    return claims.typ === 'access' && Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Per-client request limits on every API route registered after this in `app` (DESIGN.md §6).
 * Sign-in-like and other anonymous routes count per client address; every other route per signed-in
 * user, keyed by the access token's subject (its signature is checked, the database is not asked;
 * an expired token still names its user).
 * A missing or invalid token counts against the address on public routes; on the others the guard
 * (an app-level onRequest hook, before this plugin's route-level one) refuses it first with T002.
 * Over the limit: E429 with `retry-after`.
 */
export async function installRateLimit(app: FastifyInstance, limits: RateLimits, jwtSecret: string): Promise<void> {
  function key(request: FastifyRequest): string {
    if (isSignInRoute(request)) return `signIn:${request.ip}`;
    const token = request.routeOptions.config.access === 'public' ? undefined : bearerToken(request);
    const userId = token ? accessTokenSubject(token, jwtSecret) : null;
    return userId === null ? `anonymous:${request.ip}` : `user:${userId}`;
  }
  const kind = (k: string) => k.slice(0, k.indexOf(':')) as Kind;

  await app.register(fastifyRateLimit, {
    global: true,
    timeWindow: limits.windowSeconds * 1000,
    keyGenerator: key,
    max: (_request, k) => limits[kind(k)],
    // A limit of 0 turns that kind off.
    allowList: (_request, k) => limits[kind(k)] === 0,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('E429', 'errors.rateLimited', { seconds }, { retry_after: seconds });
    },
  });
}
