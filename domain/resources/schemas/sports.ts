import { z } from 'zod';
import { int, optionalLongText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** A rating parameter of a sport (SPEC §3 Sport: BKF, DF, NB, NC, MPF, BDR, DRF, DRP). */
const factor = (max: number, fallback: number) => z.number().min(0).max(max).default(fallback);
/** What a write of sports carries (the declaration: ../sports.ts). */
export const sportsFields: ResourceFields = {
  fields: z.object({
    name: requiredText(50),
    description: optionalLongText(250),
    playing_time: int(5, 600).default(90),
    additional_players: int(0, 20).default(0),
    max_score_difference: int(0, 100).default(10),
    score_k_factor: factor(100, 1),
    base_k_factor: factor(1000, 32),
    denominator_factor: factor(10_000, 400),
    normalization_base: factor(10_000, 1500),
    normalization_cap: factor(10_000, 3000),
    matches_played_factor: factor(100, 1),
    base_decay_rate: factor(1, 0.01),
    decay_rate_factor: factor(100, 1),
    decay_rate_period: int(1, 365).default(30),
    status: statusSchema.default('A'),
  }),
};
