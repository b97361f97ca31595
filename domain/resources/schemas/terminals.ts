import { z } from 'zod';
import { rowId } from '../../fields';
import { optionalLongText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** What a write of terminals carries (the declaration: ../terminals.ts). */
export const terminalsFields: ResourceFields = {
  fields: z.object({
    name: requiredText(50),
    description: optionalLongText(250),
    reader_reference: requiredText(50),
    serial: requiredText(50),
    /** Console users of the organization who may take payments on it (none: nobody yet). */
    operators_ids: z.array(rowId()).max(100).default([]),
    status: statusSchema.default('A'),
  }),
};
