import { z } from 'zod';
import { cents } from '../money-fields';

/**
 * An organization's price plan (SPEC §3): price ranges by hours — from, to, and an open last range
 * ("and up", `to` null) — each with a price. A range is half-open: 0–10 and 10–20 do not overlap.
 * Inputs may be empty (null) while staff type; the plan is checked as a whole.
 */
export const priceRangeSchema = z.object({
  from: z.number().int().min(0).max(100_000).nullable(),
  to: z.number().int().min(0).max(100_000).nullable(),
  price_cents: cents().nullable(),
});
export type PriceRangeInput = z.infer<typeof priceRangeSchema>;
/** A stored range: complete, `to` null only for the open last one. */
export interface PriceRange {
  from: number;
  to: number | null;
  /** Cents. */
  price_cents: number;
}

/** The i18n key of what is wrong with a plan, or null when it is valid. */
export type PricePlanProblem = 'validation.rangeIncomplete' | 'validation.rangeOrder' | 'validation.rangesOverlap';

export function pricePlanProblem(ranges: readonly PriceRangeInput[]): PricePlanProblem | null {
  // 'You must complete the range price!': every range needs from and price, and a to unless it is the last ("and up").
  const incomplete = ranges.some((r, i) => r.from === null || r.price_cents === null || (r.to === null && i !== ranges.length - 1));
  if (incomplete) return 'validation.rangeIncomplete';
  if (ranges.some((r) => r.to !== null && r.to <= r.from!)) return 'validation.rangeOrder';
  const sorted = [...ranges].sort((a, b) => a.from! - b.from!);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    // An open range covers everything after its start, so it must come last; a closed one ends where the next may start.
    if (prev.to === null || sorted[i]!.from! < prev.to) return 'validation.rangesOverlap';
  }
  return null;
}

export const pricePlanSchema = z
  .array(priceRangeSchema)
  .max(20)
  .superRefine((ranges, ctx) => {
    const problem = pricePlanProblem(ranges);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
