import { BILLING_CYCLES } from '../resources/facilities';
import { z } from 'zod';
import { currencySchema } from '../money-fields';

/** An organization (group) as the top-bar selector lists it. */
export const groupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  /** ISO 4217: the currency of the organization's amounts. */
  currency: currencySchema,
  /** Hours before a booking's start from which a cancellation refunds nothing of its price by default (issue 16 item 3). */
  cancellation_policy_hours: z.number().int(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** A facility as the top-bar selector lists it (SPEC §7). `time_format` containing '12' means a 12-hour clock. */
export const facilitySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  time_format: z.string(),
  timezone: z.string(),
  /** Staff clock in and out at this facility: the top bar shows the timer. */
  time_control: z.boolean(),
  /** SPEC §3 billing cycle of the platform's statements (`manually`: staff close its period from the billing history). */
  billing_cycle: z.enum(BILLING_CYCLES),
  /** ISO 4217: its organization's currency, that of every amount shown for the facility. */
  currency: currencySchema,
});
export type FacilitySummary = z.infer<typeof facilitySummarySchema>;
