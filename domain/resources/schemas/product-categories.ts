import { z } from 'zod';
import { optionalLongText, requiredText, type ResourceFields } from '../field-schemas';

/** What a write of product-categories carries (the declaration: ../product-categories.ts). */
export const productCategoriesFields: ResourceFields = {
  fields: z.object({ name: requiredText(50), description: optionalLongText(250) }),
};
