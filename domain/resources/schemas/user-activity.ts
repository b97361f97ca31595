import { z } from 'zod';
import { rowId } from '../../fields';
import { requiredLongText, statusSchema, type ResourceFields } from '../field-schemas';
import { ACTIVITY_ACTIONS } from '../user-activity';

/** What a write of user-activity carries (the declaration: ../user-activity.ts). */
export const userActivityFields: ResourceFields = {
  fields: z.object({
    app_user_id: rowId(),
    action: z.enum(ACTIVITY_ACTIONS),
    description: requiredLongText(250),
    status: statusSchema.default('A'),
  }),
};
