import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_BASE } from '../../domain/constants';
import type { RateLimits } from '../config';
import type { TokenService } from '../auth/tokens';
import { AppError } from './errors';

/** The routes a password guesser or a sign-up spammer calls: the strict per-address limit. */
export const SIGN_IN_ROUTES: ReadonlySet<string> = new Set(['/user_console/login', '/user_console/register', '/user_console/forgot_password', '/user_console/reset_password'].map((p) => API_BASE + p));

type Kind = 'signIn' | 'anonymous' | 'user';

const route = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(/\/+$/, '');

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Per-client request limits on every API route registered after this in `app` (DESIGN.md §6).
 * Sign-in-like and other anonymous routes count per client address; every other route per signed-in
 * user, keyed by the access token's subject (its signature is checked, the database is not asked).
 * A missing or invalid token counts against the address. Over the limit: E429 with `retry-after`.
 */
export async function installRateLimit(app: FastifyInstance, limits: RateLimits, tokens: TokenService): Promise<void> {
  async function key(request: FastifyRequest): Promise<string> {
    if (SIGN_IN_ROUTES.has(route(request))) return `signIn:${request.ip}`;
    const token = request.routeOptions.config.access === 'public' ? undefined : bearerToken(request);
    if (token) {
      const claims = await tokens.verifyAccess(token).catch(() => null);
      if (claims) return `user:${claims.userId}`;
    }
    return `anonymous:${request.ip}`;
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
