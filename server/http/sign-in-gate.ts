import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';
import { isSignInRoute } from './rate-limit';

/** Sign-ins waiting beyond this are refused at once (E429, retry in a second) rather than queued. */
const MAX_WAITING = 200;

declare module 'fastify' {
  interface FastifyRequest {
    signInSlot: boolean;
  }
}

/**
 * At most `concurrency` sign-in-like requests (server/http/rate-limit.ts SIGN_IN_ROUTES) reach their
 * handler at once; the others wait their turn. Each hashes a password (scrypt, ~50 ms of a core on
 * libuv's thread pool of 4), and that pool also runs every token check (WebCrypto) and file read: a
 * flood of sign-ins let through all at once would hold every other call behind it (issue 14: 200
 * anonymous sign-ins raised other calls' median from 4 ms to 1.6 s). Runs after the request
 * limits and body validation (preHandler): a refused or malformed sign-in never waits.
 */
export function installSignInGate(app: FastifyInstance, concurrency: number): void {
  let running = 0;
  const waiting: (() => void)[] = [];
  app.decorateRequest('signInSlot', false);

  app.addHook('preHandler', async (request) => {
    if (!isSignInRoute(request)) return;
    if (running < concurrency) running++;
    else if (waiting.length >= MAX_WAITING) throw tooManyRequests('errors.rateLimited', 1);
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over by release
    request.signInSlot = true;
  });

  // onSend: every answer passes it (errors too), also when the client has gone meanwhile.
  app.addHook('onSend', async (request: FastifyRequest) => {
    if (!request.signInSlot) return;
    request.signInSlot = false;
    const next = waiting.shift();
    if (next) next();
    else running--;
  });
}
