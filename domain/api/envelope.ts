import { z } from 'zod';

/** Success envelope: `{ ok: 1, data, total? }` (DESIGN.md §2). */
export function okEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ ok: z.literal(1), data });
}

/**
 * Success envelope of a list: `{ ok: 1, data: [...], total }`. A list that stops counting at a cap
 * answers `total_capped: true`: there are at least `total` matches (the console says "10,000+").
 */
export function listEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({ ok: z.literal(1), data: z.array(item), total: z.number().int().nonnegative(), total_capped: z.boolean().optional() });
}

/** Field errors of an `E400` answer: field path (dot-joined) to its translated message. */
export const fieldErrorsSchema = z.object({ fields: z.record(z.string(), z.string()) });
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const emptyDataSchema = z.object({}).strict();
