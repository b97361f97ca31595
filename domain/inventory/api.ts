import { z } from 'zod';
import { date, datetime, intParam, longText, rowId, rowIdParam, searchParam } from '../fields';
import { ADJUSTMENT_KINDS, ADJUSTMENT_REASONS, MAX_ADJUSTMENT_LINES, MAX_COUNTED, MOVEMENT_KINDS } from './rules';

/**
 * The inventory's API (issue 17; SPEC §7 Products): paths and shapes shared by the server
 * (server/inventory/) and the console (src/api/inventory.ts). Costs are integer cents in the
 * organization's `currency`.
 */

/** View 29 (inventory adjustment); the product list (27) reads the summary too. */
export const INVENTORY_VIEWS = { adjustment: 29, products: 27 } as const;

export const adjustmentLineSchema = z.object({
  product_id: rowId(),
  /** A count: the units counted (the system stock is the server's at save time; below zero is refused by the rules, with their message). */
  counted: z.number().int().min(-MAX_COUNTED).max(MAX_COUNTED).optional(),
  /** A receipt: the units received. */
  quantity: z.number().int().min(-MAX_COUNTED).max(MAX_COUNTED).optional(),
  reason: z.string().max(40).nullable().optional(),
});
export const adjustmentRequestSchema = z.object({
  facility_id: rowId(),
  kind: z.enum(ADJUSTMENT_KINDS).default('count'),
  observation: longText(500).default(''),
  lines: z.array(adjustmentLineSchema).max(MAX_ADJUSTMENT_LINES),
});
export type AdjustmentRequest = z.input<typeof adjustmentRequestSchema>;

export const adjustmentItemSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  system_stock: z.number().int(),
  counted_stock: z.number().int(),
  difference: z.number().int(),
  reason: z.enum(ADJUSTMENT_REASONS).nullable(),
  unit_cost_cents: z.number().int(),
  cost_cents: z.number().int(),
});
export type AdjustmentItem = z.infer<typeof adjustmentItemSchema>;

export const adjustmentRowSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  kind: z.enum(ADJUSTMENT_KINDS),
  creator: z.string().nullable(),
  created_at: z.string(),
  cost_cents: z.number().int(),
  items: z.number().int(),
  /** The reasons of its lines. */
  reasons: z.array(z.enum(ADJUSTMENT_REASONS)),
  observation: z.string(),
  attachment: z.string().nullable(),
  currency: z.string(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRowSchema>;
export const adjustmentDetailSchema = adjustmentRowSchema.extend({ lines: z.array(adjustmentItemSchema) });
export type AdjustmentDetail = z.infer<typeof adjustmentDetailSchema>;

export const ADJUSTMENT_SORTS = ['created_at', 'cost_cents', 'id'] as const;
export const adjustmentListQuerySchema = z.object({
  /** Dates are instants (the console sends its facility's day bounds). */
  from: datetime().optional(),
  to: datetime().optional(),
  reason: z.enum(ADJUSTMENT_REASONS).optional(),
  kind: z.enum(ADJUSTMENT_KINDS).optional(),
  page: intParam(1, 10_000).default(1),
  count: intParam(1, 100).default(25),
});
export type AdjustmentListQuery = z.input<typeof adjustmentListQuerySchema>;

export const stockQuerySchema = z.object({ category_id: rowIdParam().optional(), search: searchParam(100).optional() });
export const stockRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  stock: z.number().int(),
  cost_cents: z.number().int(),
  low_stock: z.number().int(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const SUMMARY_SORTS = ['name', 'stock'] as const;
export const summaryQuerySchema = z.object({
  facility_id: rowIdParam(),
  search: searchParam(100).optional(),
  category_id: rowIdParam().optional(),
  /** Only products at or under their low-stock threshold, or out. */
  low: z.enum(['true', 'false']).optional(),
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/)
    .optional(),
  page: intParam(1, 10_000).default(1),
  count: intParam(1, 100).default(25),
});
export type SummaryQuery = z.input<typeof summaryQuerySchema>;
export const productSummaryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  category_id: z.number().int(),
  stock: z.number().int(),
  low_stock: z.number().int(),
  /** Units sold in the last 30 days (sales less voids). */
  sold_30d: z.number().int(),
  daily_sales: z.number(),
  inventory_days: z.number().int().nullable(),
  zero_day: date().nullable(),
  level: z.enum(['out', 'low', 'ok']),
});
export type ProductSummaryRow = z.infer<typeof productSummaryRowSchema>;

export const movementRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  quantity: z.number().int(),
  reason: z.enum(ADJUSTMENT_REASONS).nullable(),
  invoice_id: z.number().int().nullable(),
  adjustment_id: z.number().int().nullable(),
  user: z.string().nullable(),
  created_at: z.string(),
});
export type MovementRow = z.infer<typeof movementRowSchema>;
