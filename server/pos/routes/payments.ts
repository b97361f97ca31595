import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { rowIdParam } from '../../../domain/fields';
import {
  groupPaymentCsvQuerySchema,
  groupPaymentListQuerySchema,
  paymentDetailSchema,
  platformPaymentListQuerySchema,
  paymentListQuerySchema,
  paymentResultSchema,
  paymentRowSchema,
  recordPaymentRequestSchema,
  refundRequestSchema,
  refundResultSchema,
  type PaymentResult,
} from '../../../domain/pos/api';
import { PAYMENT_VIEWS, POS_PATHS, POS_VIEWS } from '../../../domain/pos/api-paths';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { readerOf, translator, type Reader } from '../../http/i18n';
import { cardContextOf } from '../card/context';
import * as ledger from '../ledger-service';
import { refundPayment } from '../refund-service';
import * as pos from '../service';
import { localized, localizedInvoice } from '../views';

/** A payment's detail with its method labels in the request's language. */
const localizedDetail = async <T extends PaymentResult>(db: Db, detail: T, reader: Reader): Promise<T> => ({
  ...detail,
  payment: localized(detail.payment, reader.t),
  invoice: await localizedInvoice(db, detail.invoice, reader),
});

/** Payments: cash and onsite methods at the counter (view 26), the POS payments list, detail and refunds (view 24). */
export async function paymentRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pos'];

  r.post(
    POS_PATHS.recordPayment,
    {
      config: { access: { views: [POS_VIEWS.checkout] }, keepsSessions: true },
      schema: {
        tags,
        summary: 'A cash or onsite-method payment of an invoice, captured at once. The same idempotency key answers the first result and charges once.',
        body: recordPaymentRequestSchema,
        response: { 200: okEnvelope(paymentResultSchema) },
      },
    },
    async (request) => {
      const result = await pos.recordPayment(db, actorOf(request), request.body);
      return ok(await localizedDetail(db, result, readerOf(request.headers['accept-language'])));
    },
  );

  r.get(
    POS_PATHS.paymentsPaged,
    {
      config: { access: { views: [POS_VIEWS.payments] } },
      schema: { tags, summary: "The facility's POS payments, paged and filtered", querystring: paymentListQuerySchema, response: { 200: listEnvelope(paymentRowSchema) } },
    },
    async (request) => {
      const t = translator(request.headers['accept-language']);
      const { rows, total } = await pos.paymentsList(db, actorOf(request), request.query);
      return okList(
        rows.map((p) => localized(p, t)),
        total,
      );
    },
  );

  r.get(
    POS_PATHS.payment(':id'),
    {
      config: { access: { views: [POS_VIEWS.payments] } },
      schema: { tags, summary: 'A payment with the invoice it paid', params: z.object({ id: rowIdParam() }), response: { 200: okEnvelope(paymentDetailSchema) } },
    },
    async (request) => {
      return ok(await localizedDetail(db, await pos.paymentDetail(db, actorOf(request), request.params.id), readerOf(request.headers['accept-language'])));
    },
  );

  // The organization's payments (view 3): every facility of it the user may see, or one; as CSV too.
  r.get(
    POS_PATHS.groupPaymentsPaged,
    {
      config: { access: { views: [PAYMENT_VIEWS.organization] } },
      schema: {
        tags,
        summary: "The organization's payments (counter, bookings, videos, online), paged and filtered",
        querystring: groupPaymentListQuerySchema,
        response: { 200: listEnvelope(paymentRowSchema) },
      },
    },
    async (request) => {
      const t = translator(request.headers['accept-language']);
      const { rows, total } = await ledger.groupPayments(db, actorOf(request), request.query);
      return okList(
        rows.map((p) => localized(p, t)),
        total,
      );
    },
  );

  r.get(
    POS_PATHS.groupPaymentsCsv,
    {
      config: { access: { views: [PAYMENT_VIEWS.organization] } },
      schema: {
        tags,
        summary: "Every payment of the organization the filter matches, as CSV (text/csv, the list's order, headers in the request's language)",
        querystring: groupPaymentCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const t = translator(request.headers['accept-language']);
      const csv = await ledger.groupPaymentsCsv(db, actorOf(request), request.query, t);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="payments.csv"').send(csv);
    },
  );

  r.get(
    POS_PATHS.groupPayment(':id'),
    {
      config: { access: { views: [PAYMENT_VIEWS.organization] } },
      schema: { tags, summary: 'A payment of the organization with the invoice it paid and its refunds', params: z.object({ id: rowIdParam() }), response: { 200: okEnvelope(paymentDetailSchema) } },
    },
    async (request) => {
      return ok(await localizedDetail(db, await ledger.groupPaymentDetail(db, actorOf(request), request.params.id), readerOf(request.headers['accept-language'])));
    },
  );

  // The platform's payments (view 22, role A): app users' online payments of every organization or one.
  r.get(
    POS_PATHS.platformPaymentsPaged,
    {
      config: { access: { views: [PAYMENT_VIEWS.platform] } },
      schema: { tags, summary: "App users' online payments across organizations, with the platform's fee", querystring: platformPaymentListQuerySchema, response: { 200: listEnvelope(paymentRowSchema) } },
    },
    async (request) => {
      const t = translator(request.headers['accept-language']);
      const { rows, total } = await ledger.platformPayments(db, request.query);
      return okList(
        rows.map((p) => localized(p, t)),
        total,
      );
    },
  );

  r.get(
    POS_PATHS.platformPayment(':id'),
    {
      config: { access: { views: [PAYMENT_VIEWS.platform] } },
      schema: { tags, summary: 'An online payment with the invoice it paid and its refunds', params: z.object({ id: rowIdParam() }), response: { 200: okEnvelope(paymentDetailSchema) } },
    },
    async (request) => {
      return ok(await localizedDetail(db, await ledger.platformPaymentDetail(db, actorOf(request), request.params.id), readerOf(request.headers['accept-language'])));
    },
  );

  r.post(
    POS_PATHS.refund,
    {
      // The POS payments' holders with its permission (24, `pos-payment.manage`) refund; E403 otherwise.
      config: { access: { views: [POS_VIEWS.payments], permissions: [POS_VIEWS.payments] } },
      schema: {
        tags,
        summary:
          'Refund a payment in full or in part, back by the method it came by (card through the provider, cash out of the till, onsite methods recorded). Never above what was paid less online service fees; the same idempotency key answers the first result and refunds once.',
        body: refundRequestSchema,
        response: { 200: okEnvelope(refundResultSchema) },
      },
    },
    async (request) => {
      return ok(await localizedDetail(db, await refundPayment(db, actorOf(request), cardContextOf(db).provider, request.body), readerOf(request.headers['accept-language'])));
    },
  );
}
