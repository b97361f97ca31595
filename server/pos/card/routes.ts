import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { rowIdParam } from '../../../domain/fields';
import {
  idempotencyKey,
  initiateReaderRequestSchema,
  manualCardRequestSchema,
  paymentResultSchema,
  type PaymentResult,
  readerPaymentSchema,
  readerRowSchema,
  simTapRequestSchema,
} from '../../../domain/pos/api';
import { POS_PATHS, POS_VIEWS } from '../../../domain/pos/api-paths';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { readerOf } from '../../http/i18n';
import { localized, localizedInvoice } from '../views';
import type { CardContext } from './context';
import * as card from './service';

const tags = ['card readers'];
/** Taking payments and the simulated tap: the checkout (view 26). */
const checkout = { access: { views: [POS_VIEWS.checkout] } };
/** Reading the readers: the checkout or the terminals screen (34); switching a simulated one: terminals. */
const readersView = { access: { views: [POS_VIEWS.checkout, POS_VIEWS.terminals] } };
const terminalsView = { access: { views: [POS_VIEWS.terminals] } };

/** A payment and its invoice with the method labels in the request's language. */
async function inLanguage(db: Db, request: FastifyRequest, result: PaymentResult): Promise<PaymentResult> {
  const reader = readerOf(request.headers['accept-language']);
  return { payment: localized(result.payment, reader.t), invoice: await localizedInvoice(db, result.invoice, reader) };
}

const keyBody = z.object({ idempotency_key: idempotencyKey() });
const facilityQuery = z.object({ facility_id: rowIdParam() });

/** `/terminal/*` and the typed-in card (domain/pos/api.ts POS_PATHS): schema, access, one service call (service.ts). */
export async function cardRoutes(app: FastifyInstance, { db, context }: { db: Db; context: CardContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const payment = { 200: okEnvelope(readerPaymentSchema) };

  r.post(
    POS_PATHS.readerInitiate,
    {
      config: checkout,
      schema: {
        tags,
        summary: 'Start a card payment on a reader: a pending payment, an intent, the reader shows the amount (offline: the payment is cancelled). The same key answers the same payment',
        body: initiateReaderRequestSchema,
        response: payment,
      },
    },
    async (request) => ok(await card.initiateReaderPayment(db, context, actorOf(request), request.body)),
  );

  r.get(
    POS_PATHS.readerStatus,
    {
      config: checkout,
      schema: { tags, summary: 'Where a reader payment stands (waiting, processing, authorized, or final: captured, declined, cancelled, timed out, offline)', querystring: keyBody, response: payment },
    },
    async (request) => ok(await card.readerPaymentStatus(db, context, actorOf(request), request.query.idempotency_key)),
  );

  r.post(
    POS_PATHS.readerCapture,
    {
      config: checkout,
      schema: {
        tags,
        summary: 'Capture an authorized reader payment (once per key); E409 when it was declined, cancelled or timed out (nothing charged) or is not authorized yet',
        body: keyBody,
        response: { 200: okEnvelope(paymentResultSchema) },
      },
    },
    async (request) => ok(await inLanguage(db, request, await card.captureReaderPayment(db, context, actorOf(request), request.body.idempotency_key))),
  );

  r.post(
    POS_PATHS.readerCancel,
    { config: checkout, schema: { tags, summary: 'Cancel a reader payment: the reader is cleared, nothing charged (E409 once captured)', body: keyBody, response: payment } },
    async (request) => ok(await card.cancelReaderPayment(db, context, actorOf(request), request.body.idempotency_key)),
  );

  r.post(
    POS_PATHS.simTap,
    {
      config: checkout,
      schema: {
        tags,
        summary: 'Simulated provider only (E404 otherwise): present a test card on a reader; E409 when the reader is off or waits for no card (nothing charged)',
        body: simTapRequestSchema,
        response: payment,
      },
    },
    async (request) => ok(await card.simulateTap(db, context, actorOf(request), request.body.terminal_id, request.body.card)),
  );

  r.get(
    POS_PATHS.readers,
    { config: readersView, schema: { tags, summary: "The facility's active readers with their state and the payment each shows", querystring: facilityQuery, response: { 200: listEnvelope(readerRowSchema) } } },
    async (request) => {
      const rows = await card.readersOfFacility(db, context, actorOf(request), request.query.facility_id, { operable: false });
      return okList(rows, rows.length);
    },
  );

  r.get(
    POS_PATHS.activeTerminals,
    { config: checkout, schema: { tags, summary: 'The active readers of the facility the user may take payments on', querystring: facilityQuery, response: { 200: listEnvelope(readerRowSchema) } } },
    async (request) => {
      const rows = await card.readersOfFacility(db, context, actorOf(request), request.query.facility_id, { operable: true });
      return okList(rows, rows.length);
    },
  );

  r.put(
    POS_PATHS.reader(':terminal_id'),
    {
      config: terminalsView,
      schema: {
        tags,
        summary: 'Simulated provider only (E404 otherwise): switch a simulated reader on or off',
        params: z.object({ terminal_id: rowIdParam() }),
        body: z.object({ online: z.boolean() }),
        response: { 200: okEnvelope(readerRowSchema) },
      },
    },
    async (request) => ok(await card.switchReader(db, context, actorOf(request), request.params.terminal_id, request.body.online)),
  );

  r.post(
    POS_PATHS.manualPayment,
    {
      config: checkout,
      schema: {
        tags,
        summary: 'Charge a typed-in card at once: 200 with the payment captured, or declined with its reason. The number is never stored (brand and last four only)',
        body: manualCardRequestSchema,
        response: { 200: okEnvelope(paymentResultSchema) },
      },
    },
    async (request) => ok(await inLanguage(db, request, await card.manualCardPayment(db, context, actorOf(request), request.body))),
  );
}
