import { z } from 'zod';
import { rowId } from '../../fields';
import { cents } from '../../money-fields';
import { int, percent, requiredText, statusSchema, weekSchedule, type ResourceFields } from '../field-schemas';
import { CHUNK_FREQUENCIES, RECORDING_TYPES } from '../fields';
import { DEFAULT_WEEK } from '../resource';

/** What a write of fields carries (the declaration: ../fields.ts). */
export const fieldsFields: ResourceFields = {
  fields: z.object({
    name: requiredText(50),
    recording_type: z.enum(RECORDING_TYPES).default('static'),
    players_quantity: int(1, 40).default(4),
    hourly_price_cents: cents(10_000),
    chunk_frequency: z.enum(CHUNK_FREQUENCIES).default('30'),
    schedule: weekSchedule.default(DEFAULT_WEEK),
    bookable_online: z.boolean().default(true),
    premium_video: z.boolean().default(false),
    // Its video prices (issue 18 item 2, domain/videos/price.ts): per hour without tax, and the pre-order discount.
    video_hourly_price_cents: cents(10_000).default(0),
    video_preorder_discount_percent: percent().default(0),
    shared_field_id: rowId().nullable().default(null),
    status: statusSchema.default('A'),
  }),
};
