import { z } from 'zod';
import { REFUND_CHOICES } from '../../domain/bookings/refund';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/resources/resource';
import { intParam, MAX_INT, rowIdParam } from '../../domain/fields';

/** Request and answer shapes the booking routes share that the console does not (the console's are in domain/bookings/). */

export const idParams = z.object({ id: rowIdParam() });
export const facilityParams = z.object({ facility_id: rowIdParam() });

/** A page of series or blocked times. */
export const pageQuery = z.object({
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  page: intParam(1, MAX_INT).default(1),
  status: z.enum(['active', 'cancelled']).optional(),
});

const amountsSchema = z.object({ price: z.number().int(), serviceFee: z.number().int(), video: z.number().int() });
/** What a cancellation gives back, in cents (SPEC §9 refund rules). */
export const refundSchema = z.object({
  refund: amountsSchema,
  kept: amountsSchema,
  total: z.number().int(),
  videoCancelled: z.boolean(),
  insideWindow: z.boolean(),
  choice: z.enum(REFUND_CHOICES),
});

/** What a cancellation gave back through one of the ledger's payments: a card refund the provider declined reads `declined` and why. */
export const cancelRefundSchema = z.object({
  payment_id: z.number().int(),
  refund_id: z.number().int(),
  amount_cents: z.number().int(),
  method: z.string(),
  status: z.enum(['pending', 'succeeded', 'declined']),
  decline_reason: z.string().nullable(),
});

/** The answer of a delete: the bookings deleted and those kept (paid or started). */
export const deletedSchema = z.object({ deleted: z.array(z.number().int()), kept: z.array(z.number().int()) });
