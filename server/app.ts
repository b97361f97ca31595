import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '../domain/constants';
import { installGuard } from './auth/guard';
import { LoginThrottle } from './auth/login-throttle';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/routes';
import { TokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/connect';
import { jwtSecret } from './db/prepare';
import { installErrorHandler } from './http/error-handler';
import { installRateLimit } from './http/rate-limit';
import { installSignInGate } from './http/sign-in-gate';
import { installSecurityHeaders } from './http/security-headers';
import { healthRoutes } from './routes/health';
import { organizationRoutes } from './routes/organizations';
import { facilityRoutes } from './routes/facilities';
import { cardProviderRoutes } from './routes/card-provider';
import { timeControlRoutes } from './routes/time-control';
import { consoleNotificationRoutes } from './routes/console-notifications';
import { RESOURCES } from '../domain/resources/registry';
import { resourceRoutes } from './resources/crud';
import { permissionRoutes } from './routes/permissions';
import { videoRoutes } from './videos/routes/videos';
import { recurringOrderRoutes } from './videos/routes/recurring-orders';
import { reservationRoutes } from './bookings/routes/reservation';
import { consoleReservationRoutes } from './bookings/routes/console-reservation';
import { contactHistoryRoutes } from './bookings/routes/contact-history';
import { matchRoutes } from './bookings/routes/match';
import { recurringReservationRoutes } from './bookings/routes/recurring-reservation';
import { blockedTimeRoutes } from './bookings/routes/blocked-time';
import { fileRoutes, MAX_UPLOAD_BYTES } from './resources/uploads';
import { terminalOperatorRoutes } from './resources/terminal-operators';
import { invoiceRoutes } from './pos/routes/invoices';
import { paymentRoutes } from './pos/routes/payments';
import { declinedRoutes } from './pos/routes/declined';
import { statementRoutes } from './billing/routes/statements';
import { fieldPosterRoutes } from './public/poster-routes';
import { counterRoutes } from './pos/routes/counter';
import { inventoryRoutes } from './inventory/routes/inventory';
import { installCardContext } from './pos/card/context';
import { cardRoutes } from './pos/card/routes';
import { installCameraContext } from './cameras/context';
import { cameraIngestRoutes } from './cameras/routes/ingest';
import { cameraMonitoringRoutes } from './cameras/routes/monitoring';
import { isPublicPagePath, publicNotFound, publicPageRoutes } from './public/routes';

/** The API (and, when built, the console) on one Fastify instance. The database must be prepared. */
export async function buildApp(config: ServerConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    routerOptions: { ignoreTrailingSlash: true },
    // JSON bodies; uploads (multipart) have their own limit (MAX_UPLOAD_BYTES).
    bodyLimit: config.bodyLimitBytes,
    // A public page's address the router refuses (a code longer than it reads, bad %-encoding) is that page's not-found (server/public/).
    frameworkErrors: (error, request, reply) => {
      if (request.method === 'GET' && isPublicPagePath(request.url)) return publicNotFound(config.publicPages)(request, reply);
      const status = error.statusCode ?? 400;
      const body = JSON.stringify({ error: 'Bad Request', code: error.code, message: error.message, statusCode: status });
      return (reply as unknown as FastifyReply).status(status).type('application/json').send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('console-version', config.consoleVersion);
  });

  const { db } = database;
  const secret = config.jwtSecret ?? (await jwtSecret(db));
  const tokens = new TokenService(secret, config.accessTokenTtl, config.refreshTokenTtl);
  const throttle = new LoginThrottle(db, config.loginMaxAttempts, config.loginLockSeconds);

  const indexHtml = config.staticDir && existsSync(path.join(config.staticDir, 'index.html')) ? config.staticDir : undefined;
  installErrorHandler(app, { spa: Boolean(indexHtml), publicPages: { matches: isPublicPagePath, notFound: publicNotFound(config.publicPages) } });
  // Headers first: an answer the guard refuses carries them too.
  await installSecurityHeaders(app);
  installGuard(app, db, tokens, config.sessionMemoryMs ?? (database.kind === 'pglite' ? 2000 : 0));

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sideline API', version: config.consoleVersion, description: 'The API behind the Sideline console. Every answer is an envelope.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          consoleClient: { type: 'http', scheme: 'basic' },
          cameraBasic: { type: 'http', scheme: 'basic', description: 'A camera: its code and ingest secret' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      if (config.rateLimit) await installRateLimit(api, config.rateLimit, tokens);
      installSignInGate(api, config.signInConcurrency);
      // Uploads (images, logos) may reach any route below: the multipart parser comes first.
      await api.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
      await api.register(authRoutes, {
        db,
        tokens,
        throttle,
        clientId: config.consoleClientId,
        clientSecret: config.consoleClientSecret,
      });
      await api.register(accountRoutes, { db, devOutbox: config.devOutbox, registrationsPerHour: config.registrationsPerHour });
      await api.register(organizationRoutes, { db });
      await api.register(facilityRoutes, { db });
      await api.register(cardProviderRoutes, { db });
      await api.register(timeControlRoutes, { db });
      await api.register(consoleNotificationRoutes, { db });
      // The booking module (server/bookings/): route → service → repository.
      await api.register(reservationRoutes, { db });
      await api.register(consoleReservationRoutes, { db });
      await api.register(matchRoutes, { db });
      await api.register(contactHistoryRoutes, { db });
      await api.register(recurringReservationRoutes, { db });
      await api.register(blockedTimeRoutes, { db });
      await api.register(videoRoutes, { db, secret });
      await api.register(recurringOrderRoutes, { db });
      await api.register(permissionRoutes, { db });
      await api.register(fileRoutes, { db });
      await api.register(terminalOperatorRoutes, { db });
      // Card readers and typed-in cards (server/pos/card/): the provider of CARD_PROVIDER, simulated by default.
      await api.register(cardRoutes, { db, context: installCardContext(db, { provider: config.cardProvider, timeoutSeconds: config.readerTimeoutSeconds }) });
      await api.register(invoiceRoutes, { db, readerTimeoutSeconds: config.readerTimeoutSeconds });
      await api.register(paymentRoutes, { db });
      await api.register(declinedRoutes, { db });
      await api.register(statementRoutes, { db });
      // A field's printable QR poster (issue 19 item 5), its QR to the public page of server/public/.
      await api.register(fieldPosterRoutes, { db, pages: config.publicPages });
      await api.register(counterRoutes, { db });
      // Cameras that report (server/cameras/): the ingest API, signed per camera, and field monitoring.
      installCameraContext(db, { heartbeatSeconds: config.cameraHeartbeatSeconds, missedHeartbeats: config.cameraMissedHeartbeats });
      await api.register(cameraIngestRoutes, { db });
      await api.register(cameraMonitoringRoutes, { db });
      // Inventory (server/inventory/): counts, receipts, the stock journal and days left.
      await api.register(inventoryRoutes, { db });
      // Declared resources (DESIGN.md §4): one generic module builds each one's CRUD routes.
      for (const def of RESOURCES) await api.register(resourceRoutes, { db, def });
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_BASE },
  );

  // The public pages of SPEC §2.1 (server/public/): server-rendered HTML for shared links, before the console's files.
  await app.register(publicPageRoutes, {
    db,
    pages: config.publicPages,
    limit: config.rateLimit ? config.rateLimit.publicPages : 0,
    windowSeconds: config.rateLimit ? config.rateLimit.windowSeconds : 60,
  });

  if (indexHtml) {
    await app.register(fastifyStatic, { root: indexHtml, wildcard: true, index: 'index.html' });
  }
  return app;
}
