import { z } from 'zod';
import { isTimeZone } from '../../organization/timezones';
import { BILLING_CYCLES, TIME_FORMATS } from '../facilities';
import { int, optionalLongText, optionalText, percent, requiredText, statusSchema, weekSchedule, type ResourceFields } from '../field-schemas';
import { DEFAULT_WEEK } from '../resource';

/** Letters, digits and spaces (account and routing numbers; IBANs are up to 34 characters). */
const bankNumber = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[A-Za-z0-9 ]*$/)
    .default('');
/** What a write of facilities carries (the declaration: ../facilities.ts). */
export const facilitiesFields: ResourceFields = {
  fields: z.object({
    name: requiredText(100),
    timezone: z.string().trim().min(1).refine(isTimeZone, 'validation.invalidFormat'),
    time_format: z.enum(TIME_FORMATS).default('24'),
    billing_cycle: z.enum(BILLING_CYCLES).default('monthly'),
    signer_name: optionalText(100),
    owner_name: optionalText(100),
    representative: optionalText(100),
    administrator: optionalText(100),
    commission: percent().default(0),
    commission_after_sale: percent().default(0),
    tax_percent: percent().default(0),
    short_address: optionalText(200),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    google_place_id: optionalText(200),
    schedule: weekSchedule.default(DEFAULT_WEEK),
    bank_holder_name: optionalText(100),
    bank_account_number: bankNumber(34),
    bank_routing_number: bankNumber(20),
    bank_name: optionalText(100),
    monthly_minimum_orders: int(0, 100_000).default(0),
    order_phone_required: z.boolean().default(false),
    video_declaration: optionalLongText(2000),
    online_payments: z.boolean().default(false),
    no_booking_sms: z.boolean().default(false),
    time_control: z.boolean().default(false),
    team_required: z.boolean().default(false),
    pos_for_bookings: z.boolean().default(false),
    status: statusSchema.default('A'),
  }),
};
