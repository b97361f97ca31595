import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../db/connect';
import { files } from '../db/schema';
import { AppError, fieldError } from '../http/errors';

/** Images and logos: at most 2 MB, and only these types (what an `<img>` shows safely; no SVG, which can carry scripts). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** The URL a stored file is served at (public: an `<img>` sends no bearer token; the id is a random UUID). */
export const fileUrl = (id: string) => `/api/v1/file/${id}`;

const invalidFile = (request: FastifyRequest, key = 'validation.invalidImage') => fieldError(request, 'file', key);
/** What an upload may be: an image, or (a count's attachment) an image or a PDF. */
export interface UploadKinds {
  readonly pdf?: boolean;
  /** The message of a refused file. */
  readonly invalidKey?: string;
}

/** An uploaded image, read and checked, not yet stored. */
export interface Upload {
  readonly contentType: string;
  readonly bytes: Buffer;
}

/**
 * Reads the one file of a multipart request and checks it is an image of at most 2 MB. It is stored
 * by `storeUpload` in the transaction that also records where it is used (a refused change keeps no
 * file), after the request's body has been read.
 */
export async function readUpload(request: FastifyRequest, kinds: UploadKinds = {}): Promise<Upload> {
  const invalid = () => invalidFile(request, kinds.invalidKey);
  if (!request.isMultipart()) throw invalid();
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  } catch {
    throw invalid();
  }
  if (!part || !(IMAGE_TYPES.has(part.mimetype) || (kinds.pdf && part.mimetype === 'application/pdf'))) throw invalid();
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated || bytes.length === 0 || !looksLike(part.mimetype, bytes)) throw invalid();
  return { contentType: part.mimetype, bytes };
}

/** Stores an upload (in the caller's transaction) and answers its URL. */
export async function storeUpload(db: Executor, upload: Upload): Promise<string> {
  const id = randomUUID();
  await db.insert(files).values({ id, content_type: upload.contentType, bytes: upload.bytes, size: upload.bytes.length });
  return fileUrl(id);
}

/** The first bytes must match the declared type (a renamed script is not an image). */
function looksLike(type: string, b: Buffer): boolean {
  if (type === 'image/png') return b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return b[0] === 0xff && b[1] === 0xd8;
  if (type === 'application/pdf') return b.subarray(0, 5).toString('latin1') === '%PDF-';
  if (type === 'image/gif') return b.subarray(0, 4).toString('latin1') === 'GIF8';
  return b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
}

/** `GET /file/:id`: a stored image (or a count's PDF), cacheable for a year (a new upload gets a new id). */
export async function fileRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/file/:id', { config: { access: 'public' }, schema: { tags: ['files'], summary: 'A stored image or logo', params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
      const [file] = await db.select().from(files).where(eq(files.id, request.params.id));
      if (!file) throw new AppError('E404');
      return reply.header('content-type', file.content_type).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(Buffer.from(file.bytes));
    });
}
