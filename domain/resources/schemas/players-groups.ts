import { z } from 'zod';
import { rowId } from '../../fields';
import { optionalEmail, optionalPhone, optionalText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';
import { PLAYERS_GROUP_TYPES, VISIBILITIES } from '../players-groups';

/** What a write of players-groups carries (the declaration: ../players-groups.ts). */
export const playersGroupsFields: ResourceFields = {
  fields: z.object({
    name: requiredText(50),
    type: z.enum(PLAYERS_GROUP_TYPES).default('team'),
    visibility: z.enum(VISIBILITIES).default('private'),
    captain_name: requiredText(100),
    captain_phone: optionalPhone(),
    captain_email: optionalEmail(),
    co_captain_name: optionalText(100),
    co_captain_phone: optionalPhone(),
    co_captain_email: optionalEmail(),
    /** Its members: contacts of the facility. */
    members_ids: z.array(rowId()).max(200).default([]),
    status: statusSchema.default('A'),
  }),
};
