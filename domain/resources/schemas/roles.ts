import { z } from 'zod';
import { ROLE_CODES } from '../../access/roles';
import { rowId } from '../../fields';
import { optionalLongText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** What a write of roles carries (the declaration: ../roles.ts). */
export const rolesFields: ResourceFields = {
  fields: z.object({
    name: requiredText(50),
    code: z.enum(ROLE_CODES).default('R'),
    description: optionalLongText(250),
    permissions_ids: z.array(rowId()).max(200).default([]),
    status: statusSchema.default('A'),
  }),
};
