import { z } from 'zod';
import { requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** What a write of cancellation-reasons carries (the declaration: ../cancellation-reasons.ts). */
export const cancellationReasonsFields: ResourceFields = {
  fields: z.object({ name: requiredText(50), status: statusSchema.default('A') }),
};
