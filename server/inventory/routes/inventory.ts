import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { intParam, rowIdParam } from '../../../domain/fields';
import {
  adjustmentDetailSchema,
  adjustmentListQuerySchema,
  adjustmentRequestSchema,
  adjustmentRowSchema,
  INVENTORY_VIEWS,
  movementRowSchema,
  productSummaryRowSchema,
  stockQuerySchema,
  stockRowSchema,
  summaryQuerySchema,
} from '../../../domain/inventory/api';
import { INVENTORY_PATHS } from '../../../domain/inventory/api-paths';
import { inventoryRefusalKey } from '../../../domain/inventory/rules';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { readUpload } from '../../resources/uploads';
import * as inventory from '../service';

const ID = ':id(^\\d+)';
const idParams = z.object({ id: rowIdParam() });

/** `/product/adjustment*`, `/product/current_stock/facility/:id`, `/product/summary` and a product's journal (issue 17; SPEC §7 Products). */
export async function inventoryRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];
  const adjusting = { access: { views: [INVENTORY_VIEWS.adjustment] } };
  const reading = { access: { views: [INVENTORY_VIEWS.products, INVENTORY_VIEWS.adjustment] } };

  r.post(
    INVENTORY_PATHS.adjustment,
    {
      config: adjusting,
      schema: {
        tags,
        summary: 'Save a count (counted stock, a reason per changed line) or a receipt of goods: the adjustment and its stock movements in one transaction',
        body: adjustmentRequestSchema,
        response: { 200: okEnvelope(adjustmentDetailSchema) },
      },
    },
    async (request) => ok(await inventory.saveAdjustment(db, actorOf(request), request.body)),
  );

  r.get(
    INVENTORY_PATHS.adjustmentOne(ID),
    { config: adjusting, schema: { tags, summary: 'One adjustment with its lines', params: idParams, response: { 200: okEnvelope(adjustmentDetailSchema) } } },
    async (request) => ok(await inventory.adjustmentDetail(db, actorOf(request), request.params.id)),
  );

  r.put(
    INVENTORY_PATHS.attachment(ID),
    {
      config: adjusting,
      schema: { tags, summary: "The count's attachment: one image or PDF of at most 2 MB (multipart/form-data, one file field)", params: idParams, response: { 200: okEnvelope(adjustmentDetailSchema) } },
    },
    async (request) => {
      const upload = await readUpload(request, { pdf: true, invalidKey: inventoryRefusalKey('invalid_attachment') });
      return ok(await inventory.attachToAdjustment(db, actorOf(request), request.params.id, upload));
    },
  );

  r.get(
    INVENTORY_PATHS.adjustments(ID),
    {
      config: adjusting,
      schema: {
        tags,
        summary: "The facility's adjustments, newest first, by date, kind and reason",
        params: idParams,
        querystring: adjustmentListQuerySchema,
        response: { 200: listEnvelope(adjustmentRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await inventory.adjustments(db, actorOf(request), request.params.id, request.query);
      return okList(rows, total);
    },
  );

  r.get(
    INVENTORY_PATHS.currentStock(ID),
    {
      config: adjusting,
      schema: { tags, summary: "The count sheet: the facility's active products with their system stock", params: idParams, querystring: stockQuerySchema, response: { 200: listEnvelope(stockRowSchema) } },
    },
    async (request) => {
      const rows = await inventory.stockSheet(db, actorOf(request), request.params.id, request.query);
      return okList(rows, rows.length);
    },
  );

  r.get(
    INVENTORY_PATHS.summary,
    {
      config: reading,
      schema: {
        tags,
        summary: 'Products with stock, inventory days (at the average daily sales of the last 30 days), zero-inventory day and low-stock level',
        querystring: summaryQuerySchema,
        response: { 200: listEnvelope(productSummaryRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await inventory.summary(db, actorOf(request), request.query);
      return okList(rows, total);
    },
  );

  r.get(
    INVENTORY_PATHS.movements(ID),
    {
      config: reading,
      schema: {
        tags,
        summary: "One product's stock journal, newest first",
        params: idParams,
        querystring: z.object({ page: intParam(1, 10_000).default(1), count: intParam(1, 100).default(25) }),
        response: { 200: listEnvelope(movementRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await inventory.movements(db, actorOf(request), request.params.id, request.query.page, request.query.count);
      return okList(rows, total);
    },
  );
}
