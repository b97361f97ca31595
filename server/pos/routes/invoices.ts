import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { rowIdParam } from '../../../domain/fields';
import { emailReceiptRequestSchema, invoiceSchema, type Invoice, openTabRowSchema, posFactsSchema, saveInvoiceRequestSchema } from '../../../domain/pos/api';
import { POS_PATHS, POS_VIEWS } from '../../../domain/pos/api-paths';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { readerOf } from '../../http/i18n';
import { getInvoice, saveInvoice, voidInvoice } from '../invoice-service';
import * as pos from '../service';
import { localizedInvoice } from '../views';

/** `/invoice/*` (SPEC §7 "Invoices and POS"): the sale's facts, saving it, open tabs, the invoice (receipt) and its e-mail. */
export async function invoiceRoutes(app: FastifyInstance, { db, readerTimeoutSeconds }: { db: Db; readerTimeoutSeconds: number }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Sales, tabs and their voids change no user or session: the guard's memory of them stays (auth/guard.ts).
  const selling = { access: { views: [POS_VIEWS.checkout] }, keepsSessions: true };
  const reading = { access: { views: [POS_VIEWS.checkout, POS_VIEWS.payments] } };
  const tags = ['pos'];
  const facilityQuery = z.object({ facility_id: rowIdParam() });
  const idParams = z.object({ id: rowIdParam() });
  const inLanguage = async (request: FastifyRequest, invoice: Invoice) => ok(await localizedInvoice(db, invoice, readerOf(request.headers['accept-language'])));

  r.get(
    POS_PATHS.facts,
    {
      config: selling,
      schema: { tags, summary: 'What a sale at the facility needs: tax, online payments, readers, onsite methods, categories', querystring: facilityQuery, response: { 200: okEnvelope(posFactsSchema) } },
    },
    async (request) => ok(await pos.posFacts(db, actorOf(request), request.query.facility_id, { readerTimeoutSeconds })),
  );

  r.post(
    POS_PATHS.saveInvoice,
    {
      config: selling,
      schema: {
        tags,
        summary: "Create or update the sale's open invoice: lines priced by the server, stock taken in the same transaction. The same idempotency key answers the first result.",
        body: saveInvoiceRequestSchema,
        response: { 200: okEnvelope(invoiceSchema) },
      },
    },
    async (request) => inLanguage(request, await saveInvoice(db, actorOf(request), request.body, { tab: false })),
  );

  r.post(
    POS_PATHS.parkTab,
    { config: selling, schema: { tags, summary: 'Keep the cart as an open tab under a name', body: saveInvoiceRequestSchema, response: { 200: okEnvelope(invoiceSchema) } } },
    async (request) => inLanguage(request, await saveInvoice(db, actorOf(request), request.body, { tab: true })),
  );

  r.get(POS_PATHS.openTabs, { config: selling, schema: { tags, summary: "The facility's open tabs", querystring: facilityQuery, response: { 200: listEnvelope(openTabRowSchema) } } }, async (request) => {
    const rows = await pos.tabs(db, actorOf(request), request.query.facility_id);
    return okList(rows, rows.length);
  });

  r.get(POS_PATHS.openTab(':id'), { config: selling, schema: { tags, summary: 'One open tab', params: idParams, response: { 200: okEnvelope(invoiceSchema) } } }, async (request) =>
    inLanguage(request, await pos.openTab(db, actorOf(request), request.params.id)),
  );

  r.delete(
    POS_PATHS.openTab(':id'),
    { config: selling, schema: { tags, summary: 'Void an open tab with nothing paid: its stock comes back', params: idParams, response: { 200: okEnvelope(invoiceSchema) } } },
    async (request) => inLanguage(request, await voidInvoice(db, actorOf(request), request.params.id)),
  );

  r.get(
    POS_PATHS.invoice(':id'),
    { config: reading, schema: { tags, summary: 'An invoice with its lines and payments (the receipt)', params: idParams, response: { 200: okEnvelope(invoiceSchema) } } },
    async (request) => inLanguage(request, await getInvoice(db, actorOf(request), request.params.id)),
  );

  r.post(
    POS_PATHS.emailReceipt(':id'),
    {
      config: reading,
      schema: {
        tags,
        summary: "Send the paid invoice's receipt to the contact's e-mail through the outbox",
        params: idParams,
        body: emailReceiptRequestSchema,
        response: { 200: okEnvelope(z.object({ queued: z.literal(true), email: z.string() })) },
      },
    },
    async (request) => ok(await pos.emailReceipt(db, actorOf(request), request.params.id, request.body.contact_id, readerOf(request.headers['accept-language']))),
  );
}
