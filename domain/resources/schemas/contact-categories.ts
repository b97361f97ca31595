import { z } from 'zod';
import { optionalLongText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** What a write of contact-categories carries (the declaration: ../contact-categories.ts). */
export const contactCategoriesFields: ResourceFields = {
  fields: z.object({ name: requiredText(50), description: optionalLongText(250), status: statusSchema.default('A') }),
};
