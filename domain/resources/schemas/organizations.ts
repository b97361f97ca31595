import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../money';
import { cents, currencySchema } from '../../money-fields';
import { pricePlanSchema } from '../../organization/price-plan';
import { int, optionalLongText, percent, requiredText, statusSchema, type ResourceFields } from '../field-schemas';
import { MIN_ORDERS_FILTERS } from '../organizations';

/** What a write of organizations carries (the declaration: ../organizations.ts). */
export const organizationsFields: ResourceFields = {
  fields: z.object({
    name: requiredText(100),
    min_orders_amount_cents: cents(1_000_000).default(0),
    min_orders_filter: z.enum(MIN_ORDERS_FILTERS).default('orders'),
    monthly_charge_cents: cents(1_000_000).default(0),
    order_reminder_minutes: int(0, 10_080).default(60),
    notes: optionalLongText(1000),
    price_plan: pricePlanSchema.default([]),
    fixed_minimum_amount_cents: cents(1_000_000).default(0),
    only_hourly_price: z.boolean().default(false),
    service_fee_amount_cents: cents(1000).default(0),
    service_fee_percent: percent().default(0),
    cancellation_policy_hours: int(0, 720).default(24),
    /** Hours after a booking ends until its unpaid balance is charged to the organizer's saved card (SPEC §9). */
    unpaid_charge_hours: int(0, 720).default(24),
    booking_fee_percent: percent().default(0),
    match_fee_percent: percent().default(0),
    /** ISO 4217: the currency of every amount of the organization. */
    currency: currencySchema.default(DEFAULT_CURRENCY),
    status: statusSchema.default('A'),
  }),
};
