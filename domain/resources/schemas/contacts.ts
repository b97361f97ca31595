import { z } from 'zod';
import { rowId } from '../../fields';
import { optionalEmail, optionalLongText, optionalPhone, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** What a write of contacts carries (the declaration: ../contacts.ts). */
export const contactsFields: ResourceFields = {
  fields: z.object({
    name: requiredText(100),
    phone: optionalPhone(),
    email: optionalEmail(),
    category_id: rowId().nullable().default(null),
    notes: optionalLongText(250),
    status: statusSchema.default('A'),
  }),
};
