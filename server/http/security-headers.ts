import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * The console's Content-Security-Policy: scripts only from the console's own files (no inline
 * script: index.html loads /theme-init.js), images from itself, data: and blob: (an upload's
 * preview), styles inline too (Fluent UI's Griffel inserts its style rules at runtime), calls only to
 * its own API, and no framing. Pages that need less set their own (card-provider onboarding).
 */
export const CONSOLE_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * Security headers on every answer, the console's files and the API's (DESIGN.md §6):
 * Content-Security-Policy, X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer and helmet's
 * other defaults. HTTP stays usable (no upgrade-insecure-requests): the server may run on a LAN
 * without TLS; HSTS only takes effect over HTTPS.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONSOLE_CSP } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
