import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { API_PATHS } from '../../../domain/api/paths';
import { rowIdParam } from '../../../domain/fields';
import { highlightInputSchema, highlightUpdateSchema } from '../../../domain/videos/highlight-schemas';
import { ORDER_HISTORY_VIEWS, videoOrderDetailSchema, videoOrderPageQuerySchema, videoOrderSchema } from '../../../domain/videos/orders';
import {
  fieldDayQuerySchema,
  ORDER_VIDEO_VIEWS,
  orderVideoBodySchema,
  orderVideoQuoteQuerySchema,
  recordedMinutesSchema,
  recordedTimelineSchema,
  videoChargeSchema,
  videoQuoteSchema,
} from '../../../domain/videos/order-video';
import {
  cancelVideoBodySchema,
  downloadQuerySchema,
  editStartBodySchema,
  editVideoBodySchema,
  facilityHighlightSchema,
  highlightPageQuerySchema,
  playbackQuerySchema,
  playbackSchema,
  VIDEO_VIEWS,
  videoDetailSchema,
  videoHighlightSchema,
  videoPageQuerySchema,
  videoSchema,
  videoViewsSchema,
} from '../../../domain/videos/video';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { readerOf } from '../../http/i18n';
import { downloadSigner } from '../download';
import * as videos from '../service';
import * as ordering from '../order-video';

/** Who may change a video: the videos view (5). */
const VIDEO_ACTION_VIEWS = [5] as const;

/**
 * A facility's recordings (SPEC §7 `/video/ ...`, issue 18 item 3) and its video orders (the order
 * history, item 8): schema + access + one service call each (server/videos/service.ts).
 */
export async function videoRoutes(app: FastifyInstance, { db, secret }: { db: Db; secret: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signer = downloadSigner(secret);
  const read = { access: { views: VIDEO_VIEWS } };
  const act = { access: { views: VIDEO_ACTION_VIEWS } };
  const tags = ['videos'];
  const params = z.object({ id: rowIdParam() });

  r.get(
    API_PATHS.videosPaged,
    {
      config: read,
      schema: {
        tags,
        summary: "A facility's videos, newest first: by field, local date, status (or hidden) and a search of the field, the contact or the playback code",
        querystring: videoPageQuerySchema,
        response: { 200: listEnvelope(videoSchema) },
      },
    },
    async (request) => {
      const { data, total } = await videos.listVideos(db, actorOf(request), request.query);
      return okList(data, total);
    },
  );

  r.get('/video/:id/', { config: read, schema: { tags, summary: 'One video, with its highlights and payment lines', params, response: { 200: okEnvelope(videoDetailSchema) } } }, async (request) =>
    ok(await videos.videoDetail(db, actorOf(request), request.params.id)),
  );

  r.put(
    API_PATHS.videoEditStart,
    { config: act, schema: { tags, summary: 'Move the start of a video (and its order); refused once it is completed (E409)', body: editStartBodySchema, response: { 200: okEnvelope(videoSchema) } } },
    async (request) => ok(await videos.editStartTime(db, actorOf(request), request.body.video_id, new Date(request.body.start_time))),
  );

  r.put(
    API_PATHS.videoCancel,
    {
      config: act,
      schema: {
        tags,
        summary: 'Cancel a scheduled video before its booking starts: free, or its payments refunded through the ledger; refused after the start (E409)',
        body: cancelVideoBodySchema,
        response: { 200: okEnvelope(videoSchema) },
      },
    },
    async (request) => ok(await videos.cancelVideo(db, actorOf(request), request.body.video_id)),
  );

  r.put(
    API_PATHS.videoEdit,
    { config: act, schema: { tags, summary: 'Hide a recorded video from the app (no refund), or show it again', body: editVideoBodySchema, response: { 200: okEnvelope(videoSchema) } } },
    async (request) => ok(await videos.setHidden(db, actorOf(request), request.body.video_id, request.body.hidden)),
  );

  r.get(
    API_PATHS.videoPlayback,
    {
      config: act,
      schema: {
        tags,
        summary: "A completed video's download link (signed, valid a few minutes), within 30 days of its end; after: 'video not available' (E409)",
        querystring: playbackQuerySchema,
        response: { 200: okEnvelope(playbackSchema) },
      },
    },
    async (request) => ok(await videos.playback(db, actorOf(request), request.query.video_id, signer)),
  );

  r.get(
    '/video/download/:playback/',
    {
      config: { access: 'public' as const },
      schema: {
        tags,
        summary:
          "The file behind a signed download link (no staff token): simulated, the HLS playlist of the recorded minutes (a real provider answers a pre-signed URL of the MP4). A wrong or expired link: 401; after 30 days: 'video not available' (E409)",
        params: z.object({ playback: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await videos.download(db, signer, request.params.playback, request.query);
      return reply
        .header('content-type', 'application/vnd.apple.mpegurl; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  // Highlights of a video (view 13): who may act on videos (5) or on highlights (13).
  const highlight = { access: { views: [5, 13] } };
  const highlightTags = ['highlights'];
  r.post(
    API_PATHS.videoHighlights,
    {
      config: highlight,
      schema: {
        tags: highlightTags,
        summary: "A highlight of a recorded video of the actor's facility: offset + duration within the video (E400 otherwise)",
        body: highlightInputSchema,
        response: { 200: okEnvelope(videoHighlightSchema) },
      },
    },
    async (request) => ok(await videos.createHighlight(db, actorOf(request), request.body)),
  );
  r.get(
    API_PATHS.highlightsPaged,
    {
      config: highlight,
      schema: {
        tags: highlightTags,
        summary: "The highlights of a facility's videos, newest first, each with its video's field and start and who made it",
        querystring: highlightPageQuerySchema,
        response: { 200: listEnvelope(facilityHighlightSchema) },
      },
    },
    async (request) => {
      const { data, total } = await videos.listHighlights(db, actorOf(request), request.query);
      return okList(data, total);
    },
  );
  r.put(
    '/video/highlight/:id/',
    { config: highlight, schema: { tags: highlightTags, summary: 'Edit a highlight (it stays on its video)', params, body: highlightUpdateSchema, response: { 200: okEnvelope(videoHighlightSchema) } } },
    async (request) => ok(await videos.updateHighlight(db, actorOf(request), request.params.id, request.body)),
  );
  r.delete(
    '/video/highlight/:id/',
    { config: highlight, schema: { tags: highlightTags, summary: 'Delete a highlight', params, response: { 200: okEnvelope(z.object({ id: z.number().int() })) } } },
    async (request) => ok(await videos.deleteHighlight(db, actorOf(request), request.params.id)),
  );

  r.get(
    API_PATHS.videoUserViews,
    { config: read, schema: { tags, summary: "How often the app's users watched a video", querystring: playbackQuerySchema, response: { 200: okEnvelope(videoViewsSchema) } } },
    async (request) => ok(await videos.videoViews(db, actorOf(request), request.query.video_id)),
  );

  const history = { access: { views: ORDER_HISTORY_VIEWS } };
  r.get(
    API_PATHS.videoOrdersPaged,
    { config: history, schema: { tags, summary: "A facility's video orders, newest first (the order history)", querystring: videoOrderPageQuerySchema, response: { 200: listEnvelope(videoOrderSchema) } } },
    async (request) => {
      const { data, total } = await videos.listOrders(db, actorOf(request), request.query);
      return okList(data, total);
    },
  );

  r.get(
    '/video_order/:id/',
    { config: history, schema: { tags, summary: 'One video order with its lines: price parts, payments and refunds', params, response: { 200: okEnvelope(videoOrderDetailSchema) } } },
    async (request) => ok(await videos.orderDetail(db, actorOf(request), request.params.id, readerOf(request.headers['accept-language']))),
  );

  // ---- Order video (view 1): a field's day, the price, the order; the checkout's charge (POS, view 26, or order video).
  const order = { access: { views: ORDER_VIDEO_VIEWS } };
  r.get(
    API_PATHS.chunkOrderVideo,
    {
      config: order,
      schema: {
        tags,
        summary: "A field's recorded minutes on a local date, as a timeline of its day (runs of minutes from local midnight)",
        querystring: fieldDayQuerySchema,
        response: { 200: okEnvelope(recordedTimelineSchema) },
      },
    },
    async (request) => ok(await ordering.recordedTimeline(db, actorOf(request), request.query)),
  );
  r.get(
    API_PATHS.chunkOrderVideoMinutes,
    { config: order, schema: { tags, summary: "A field's recorded minutes on a local date (their start instants)", querystring: fieldDayQuerySchema, response: { 200: okEnvelope(recordedMinutesSchema) } } },
    async (request) => ok(await ordering.recordedMinutesOf(db, actorOf(request), request.query)),
  );
  r.get(
    API_PATHS.videoOrdersFieldDate,
    { config: order, schema: { tags, summary: "A field's video orders on a local date, by start", querystring: fieldDayQuerySchema, response: { 200: okEnvelope(z.array(videoOrderSchema)) } } },
    async (request) => ok(await ordering.ordersOfFieldDay(db, actorOf(request), request.query)),
  );
  r.get(
    API_PATHS.videoOrderQuote,
    {
      config: order,
      schema: {
        tags,
        summary: "The price parts of an order (the field's video prices, pre-order discount, tax, commission), as the server charges it",
        querystring: orderVideoQuoteQuerySchema,
        response: { 200: okEnvelope(videoQuoteSchema) },
      },
    },
    async (request) => ok(await ordering.quoteVideoOrder(db, actorOf(request), request.query)),
  );
  r.post(
    API_PATHS.videoOrders,
    {
      config: order,
      schema: {
        tags,
        summary:
          "Order a video of a field: start, duration (SPEC §9), type, contact or phone; priced by the server, pending until its sale is paid at the checkout. Refused (E400/E404, nothing written): no camera, outside the hours, a duration not in the list, a past start not recorded, no phone, another facility's field",
        body: orderVideoBodySchema,
        response: { 200: okEnvelope(videoOrderSchema) },
      },
    },
    async (request) => ok(await ordering.orderVideo(db, actorOf(request), request.body)),
  );
  r.get(
    '/video_order/pos/:id/',
    {
      config: { access: { views: [1, 26] } },
      schema: { tags, summary: 'What the checkout adds for a pending video order: its total (E409 once paid, cancelled or failed)', params, response: { 200: okEnvelope(videoChargeSchema) } },
    },
    async (request) => ok(await ordering.videoCharge(db, actorOf(request), request.params.id, readerOf(request.headers['accept-language']))),
  );
}
