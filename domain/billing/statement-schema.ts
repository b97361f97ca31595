import { z } from 'zod';
import { STATEMENT_STATUSES } from './statement';
import { BILLING_CYCLES } from '../resources/facilities';

/** A statement as the API answers it. */
export const statementSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  facility_name: z.string(),
  /** The facility's time zone: its periods are cut and shown in it. */
  timezone: z.string(),
  cycle: z.enum(BILLING_CYCLES),
  period_start: z.string(),
  period_end: z.string().nullable(),
  status: z.enum(STATEMENT_STATUSES),
  currency: z.string(),
  monthly_charge_cents: z.number().int(),
  orders_count: z.number().int(),
  orders_amount_cents: z.number().int(),
  min_orders_amount_cents: z.number().int(),
  shortfall_cents: z.number().int(),
  commission_cents: z.number().int(),
  commission_after_sale_cents: z.number().int(),
  service_fees_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  decline_reason: z.string().nullable(),
  closed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;
