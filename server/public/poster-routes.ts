import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { okEnvelope } from '../../domain/api/envelope';
import { API_PATHS } from '../../domain/api/paths';
import { LANGUAGES, pickLanguage } from '../../domain/constants';
import { rowIdParam } from '../../domain/fields';
import { actorOf } from '../auth/actor';
import type { PublicPagesConfig } from '../config';
import type { Db } from '../db/connect';
import { ok } from '../http/envelope';
import { fieldAppUrl, fieldPosterFor, fieldPosterPdf } from './poster';

/** Staff's printable poster of a field (view 10; the field's facility must be the actor's, else 404), its QR to the public page at PUBLIC_URL (or the request's origin). */
export async function fieldPosterRoutes(app: FastifyInstance, { db, pages }: { db: Db; pages: PublicPagesConfig }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const origin = (request: { protocol: string; host: string }) => pages.publicUrl ?? `${request.protocol}://${request.host}`;
  const params = z.object({ id: rowIdParam() });
  const config = { access: { views: [10] } };
  const tags = ['fields'];

  r.get(
    API_PATHS.fieldQr(':id'),
    {
      config,
      schema: { tags, summary: "The address of a field's public page and its QR code (SVG), for the field's form", params, response: { 200: okEnvelope(z.object({ url: z.string(), svg: z.string() })) } },
    },
    async (request) => {
      const poster = await fieldPosterFor(db, actorOf(request), request.params.id);
      const url = fieldAppUrl(origin(request), poster.field_id);
      return ok({ url, svg: await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) });
    },
  );

  r.get(
    API_PATHS.fieldPoster(':id'),
    {
      config,
      schema: {
        tags,
        summary: "A field's A4 poster (PDF) with the QR code of its public page, in `lang` or the Accept-Language",
        params,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
      },
    },
    async (request, reply) => {
      const poster = await fieldPosterFor(db, actorOf(request), request.params.id);
      const lang = request.query.lang ?? pickLanguage(request.headers['accept-language']);
      const pdf = await fieldPosterPdf(poster, fieldAppUrl(origin(request), poster.field_id), lang);
      const name = poster.field_name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || String(poster.field_id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="poster-${name}.pdf"`).send(pdf);
    },
  );
}
