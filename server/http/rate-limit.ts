import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_BASE } from '../../domain/constants';
import { bearerToken } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import type { RateLimits } from '../config';
import { tooManyRequests } from './errors';

/** The routes a password guesser or a sign-up spammer calls: the strict per-address limit. */
export const SIGN_IN_ROUTES: ReadonlySet<string> = new Set(['/user_console/login', '/user_console/register', '/user_console/forgot_password', '/user_console/reset_password'].map((p) => API_BASE + p));

type Kind = 'signIn' | 'anonymous' | 'user';

const route = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(/\/+$/, '');
export const isSignInRoute = (request: FastifyRequest) => SIGN_IN_ROUTES.has(route(request));

/**
 * Per-client request limits on every API route registered after this in `app` (DESIGN.md §6).
 * Sign-in-like and other anonymous routes count per client address; every other route per signed-in
 * user, keyed by the access token's subject (its signature is checked, the database is not asked;
 * an expired token still names its user).
 * A missing or invalid token counts against the address on public routes; on the others the guard
 * (an app-level onRequest hook, before this plugin's route-level one) refuses it first with T002.
 * Over the limit: E429 with `retry-after`.
 */
export async function installRateLimit(app: FastifyInstance, limits: RateLimits, tokens: TokenService): Promise<void> {
  function key(request: FastifyRequest): string {
    if (isSignInRoute(request)) return `signIn:${request.ip}`;
    const token = request.routeOptions.config.access === 'public' ? undefined : bearerToken(request);
    const userId = token ? tokens.accessSubject(token) : null;
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
      return tooManyRequests('errors.rateLimited', seconds);
    },
  });
}
