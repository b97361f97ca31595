import { z } from 'zod';
import { int, requiredText, statusSchema, type ResourceFields } from '../field-schemas';
import { HIGHLIGHT_TYPES } from '../highlights';

/** What a write of highlights carries (the declaration: ../highlights.ts). */
export const highlightsFields: ResourceFields = {
  fields: z.object({
    name: requiredText(50),
    category: requiredText(50),
    type: z.enum(HIGHLIGHT_TYPES).default('goal'),
    duration: int(2, 120).default(15),
    status: statusSchema.default('A'),
  }),
};
