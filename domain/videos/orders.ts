import { z } from 'zod';
import { date, intParam, MAX_INT, rowIdParam, searchParam } from '../fields';
import { VIDEO_ORDER_STATUSES, VIDEO_STATUSES } from './rules';

/** Who may read the order history (view 2). */
export const ORDER_HISTORY_VIEWS = [2] as const;

/** A video order as the order history lists it. */
export const videoOrderSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  booking_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  phone: z.string().nullable(),
  date: z.string(),
  start_at: z.string(),
  duration: z.number().int(),
  type: z.string(),
  price_cents: z.number().int(),
  discount_cents: z.number().int(),
  commission_cents: z.number().int(),
  tax_cents: z.number().int(),
  service_fee_cents: z.number().int(),
  total_cents: z.number().int(),
  status: z.enum(VIDEO_ORDER_STATUSES),
  video_id: z.number().int().nullable(),
  video_status: z.enum(VIDEO_STATUSES).nullable(),
  created_at: z.string(),
});
export type VideoOrder = z.infer<typeof videoOrderSchema>;

/** A line of the order: the price parts, then what the ledger took and gave back. */
export const videoOrderLineSchema = z.object({
  kind: z.enum(['price', 'discount', 'commission', 'tax', 'service_fee', 'payment', 'refund']),
  description: z.string(),
  amount_cents: z.number().int(),
  at: z.string().nullable(),
});
export type VideoOrderLine = z.infer<typeof videoOrderLineSchema>;

export const videoOrderDetailSchema = videoOrderSchema.extend({ lines: z.array(videoOrderLineSchema), currency: z.string() });
export type VideoOrderDetail = z.infer<typeof videoOrderDetailSchema>;

/** `GET /video_order/paged/`: a facility's video orders, newest first. */
export const videoOrderPageQuerySchema = z.object({
  facility_id: rowIdParam(),
  status: z.enum(VIDEO_ORDER_STATUSES).optional(),
  field_id: rowIdParam().optional(),
  date: date().optional(),
  search: searchParam(100).default(''),
  count: z.coerce.number().int().min(1).max(100).default(10),
  page: intParam(1, MAX_INT).default(1),
});
export type VideoOrderPageQuery = z.infer<typeof videoOrderPageQuerySchema>;

/** A payment or refund of a sale that holds a video order's line, as the ledger keeps it. */
export interface SaleMovement {
  invoice_id: number;
  amount_cents: number;
}

/**
 * What of each payment and refund of its sales was the video order's own (the order history's
 * lines): a sale paid together with a booking or products took the order's line, not the whole
 * payment. Per sale, the payments in turn cover the order's line (`lineCents` of that sale) until
 * it is paid; the refunds in turn give back at most what they covered. A movement with nothing of
 * the order is answered 0 (the caller leaves it out).
 */
export function orderShares(lineCents: ReadonlyMap<number, number>, payments: readonly SaleMovement[], refunds: readonly SaleMovement[]): { payments: number[]; refunds: number[] } {
  const paid = new Map<number, number>();
  const payShares = payments.map((p) => {
    const left = Math.max(0, (lineCents.get(p.invoice_id) ?? 0) - (paid.get(p.invoice_id) ?? 0));
    const share = Math.min(Math.max(0, p.amount_cents), left);
    paid.set(p.invoice_id, (paid.get(p.invoice_id) ?? 0) + share);
    return share;
  });
  const given = new Map<number, number>();
  const refundShares = refunds.map((r) => {
    const left = Math.max(0, (paid.get(r.invoice_id) ?? 0) - (given.get(r.invoice_id) ?? 0));
    const share = Math.min(Math.max(0, r.amount_cents), left);
    given.set(r.invoice_id, (given.get(r.invoice_id) ?? 0) + share);
    return share;
  });
  return { payments: payShares, refunds: refundShares };
}
