import { z } from 'zod';
import { rowId } from '../../fields';
import { int, optionalLongText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** What a write of ranking-groups carries (the declaration: ../ranking-groups.ts). */
export const rankingGroupsFields: ResourceFields = {
  fields: z.object({
    sport_id: rowId(),
    name: requiredText(50),
    description: optionalLongText(250),
    min_rating: int(0, 10_000).default(0),
    max_rating: int(0, 10_000).default(3000),
    status: statusSchema.default('A'),
  }),
};
