import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../../domain/api/error-codes';
import type { IssueLike } from '../../domain/i18n/issues';
import { DomainError } from '../domain-error';
import { AppError } from './errors';
import { translateIssues, translator } from './i18n';

function send(reply: FastifyReply, status: number, code: ErrorCode, text: string, data: unknown) {
  return reply.status(status).send({ ok: 0, code, message: { text }, data: data ?? null });
}

/** Every failure leaves as the error envelope, translated by Accept-Language. */
export function installErrorHandler(
  app: FastifyInstance,
  options: { spa: boolean; publicPages?: { matches: (url: string) => boolean; notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply } },
): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const t = translator(request.headers['accept-language']);
    if (error instanceof AppError) {
      const retryAfter = (error.data as { retry_after?: unknown } | null)?.retry_after;
      if (error.code === 'E429' && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return send(reply, error.status, error.code, t(error.messageKey, error.params), error.data);
    }
    if (error instanceof DomainError) {
      const fields = Object.entries(error.fields);
      const data = fields.length === 0 ? error.data : { ...error.data, fields: Object.fromEntries(fields.map(([name, text]) => [name, t(text.key, text.params ?? {})])) };
      return send(reply, ERROR_STATUS[error.code], error.code, t(error.text.key, error.text.params ?? {}), data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: IssueLike[] = error.validation.map((v) => ({
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message,
        ...(v.params as object),
      }));
      return send(reply, 400, 'E400', t('errors.E400'), { fields: translateIssues(t, issues) });
    }
    if (error instanceof ZodError) {
      return send(reply, 400, 'E400', t('errors.E400'), { fields: translateIssues(t, error.issues as IssueLike[]) });
    }
    if (!isResponseSerializationError(error) && 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large): the client sent something unusable.
      if (error.statusCode === 404) return send(reply, 404, 'E404', t('errors.E404'), null);
      if (error.statusCode === 413) return send(reply, 413, 'E413', t('errors.E413'), null);
      return send(reply, 400, 'E400', t('errors.E400'), { fields: {} });
    }
    request.log.error(error);
    return send(reply, 500, 'E500', t('errors.E500'), null);
  });

  app.setNotFoundHandler((request, reply) => {
    // Console routes are the single-page app's: it decides what is unknown (its own error-404 page).
    // A missing file (a name with an extension, e.g. an old build's chunk) stays a 404.
    // A public page's address no route took (a code longer than the router reads): its not-found page (server/public/).
    if (options.publicPages && request.method === 'GET' && options.publicPages.matches(request.url)) return options.publicPages.notFound(request, reply);
    const lastSegment = request.url.split('?')[0]!.split('/').pop() ?? '';
    if (options.spa && request.method === 'GET' && !request.url.startsWith('/api') && !lastSegment.includes('.')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    const t = translator(request.headers['accept-language']);
    return send(reply, 404, 'E404', t('errors.E404'), null);
  });
}
