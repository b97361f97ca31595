import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { bookingChargeQuerySchema, bookingChargeRowSchema, posBookingRowSchema, posBookingsQuerySchema, posProductRowSchema, posProductsQuerySchema } from '../../../domain/pos/api';
import { POS_PATHS, POS_VIEWS } from '../../../domain/pos/api-paths';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { readerOf } from '../../http/i18n';
import { videoLineTexts } from '../video-lines';
import * as pos from '../service';

/** `/reservation/pos/*` (SPEC §7 Bookings): what the counter sells — products, bookings owing, a booking's charge. */
export async function counterRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { views: [POS_VIEWS.checkout] } };
  const tags = ['pos'];
  /** Rows with their pending video order's line text in the request's language (server/pos/video-lines.ts). */
  const withVideoText = async <T extends { video: { video_order_id: number; description: string } | null }>(request: FastifyRequest, rows: T[]): Promise<T[]> => {
    const texts = await videoLineTexts(
      db,
      rows.flatMap((r) => (r.video ? [r.video.video_order_id] : [])),
      readerOf(request.headers['accept-language']),
    );
    return rows.map((r) => (r.video ? { ...r, video: { ...r.video, description: texts.get(r.video.video_order_id) ?? r.video.description } } : r));
  };

  r.get(
    POS_PATHS.products,
    { config, schema: { tags, summary: "The facility's active products with stock; search by name or code", querystring: posProductsQuerySchema, response: { 200: listEnvelope(posProductRowSchema) } } },
    async (request) => {
      const rows = await pos.products(db, actorOf(request), request.query);
      return okList(rows, rows.length);
    },
  );

  r.get(
    POS_PATHS.bookings,
    { config, schema: { tags, summary: "The facility's live bookings of a day with something owed", querystring: posBookingsQuerySchema, response: { 200: listEnvelope(posBookingRowSchema) } } },
    async (request) => {
      const rows = await withVideoText(request, await pos.bookingsOwing(db, actorOf(request), request.query.facility_id, request.query.date, readerOf(request.headers['accept-language'])));
      return okList(rows, rows.length);
    },
  );

  r.get(
    POS_PATHS.bookingCharge,
    { config, schema: { tags, summary: 'What a booking (or one participant) owes', querystring: bookingChargeQuerySchema, response: { 200: okEnvelope(bookingChargeRowSchema) } } },
    async (request) => {
      const [charge] = await withVideoText(request, [await pos.chargeOf(db, actorOf(request), request.query.reservation_id, request.query.participant_id ?? null, readerOf(request.headers['accept-language']))]);
      return ok(charge!);
    },
  );
}
