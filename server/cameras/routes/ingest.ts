import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../../domain/api/envelope';
import { API_PATHS } from '../../../domain/api/paths';
import { chunkAnswerSchema, chunkSchema, heartbeatAnswerSchema, heartbeatSchema, thumbnailAnswerSchema, thumbnailSchema } from '../../../domain/cameras/ingest';
import type { Db } from '../../db/connect';
import { ok } from '../../http/envelope';
import * as cameras from '../service';

/** A camera's code and secret from its `Authorization: Basic base64(code:secret)` header (empty when absent: refused, counted). */
export function cameraCredentials(request: FastifyRequest): cameras.CameraCredentials {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!match) return { code: '', secret: '' };
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return { code: '', secret: '' };
  return { code: decoded.slice(0, colon).slice(0, 20), secret: decoded.slice(colon + 1).slice(0, 200) };
}

/**
 * The cameras' ingest API (issue 18; README "Cameras"): signed by the camera's code and secret
 * (HTTP Basic), never a staff token; a wrong secret answers 401 and is counted. Not behind the
 * per-address request limits (a facility's cameras share one address); an unknown secret is
 * 32 random bytes, not guessable.
 */
export async function cameraIngestRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const, rateLimit: false as const };
  const tags = ['camera ingest'];
  const security = [{ cameraBasic: [] }];

  r.post(
    API_PATHS.cameraStatus,
    { config, schema: { tags, security, summary: 'Heartbeat: the camera is alive, idle or recording', body: heartbeatSchema, response: { 200: okEnvelope(heartbeatAnswerSchema) } } },
    async (request) => ok(await cameras.heartbeat(db, cameraCredentials(request), request.body.status)),
  );
  r.post(
    API_PATHS.cameraThumbnails,
    { config, schema: { tags, security, summary: "The camera's latest thumbnail (base64) and when it was taken", body: thumbnailSchema, response: { 200: okEnvelope(thumbnailAnswerSchema) } } },
    async (request) => ok(await cameras.thumbnail(db, cameraCredentials(request), request.body)),
  );
  r.post(
    API_PATHS.chunk,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One recorded minute (not in the future, at most a day old); the same minute again answers created: false',
        body: chunkSchema,
        response: { 200: okEnvelope(chunkAnswerSchema) },
      },
    },
    async (request) => ok(await cameras.chunk(db, cameraCredentials(request), request.body)),
  );
}
