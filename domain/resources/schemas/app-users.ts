import { z } from 'zod';
import { APP_USER_TYPES, EXPERIENCES } from '../app-users';
import { optionalEmail, optionalPhone, optionalText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';
import { personDetails } from './person';

/** What a write of app-users carries (the declaration: ../app-users.ts). */
export const appUsersFields: ResourceFields = {
  fields: z.object({
    username: requiredText(50),
    first_name: optionalText(50),
    last_name: optionalText(50),
    email: optionalEmail(),
    phone: optionalPhone(),
    ...personDetails(),
    dni: optionalText(20),
    type: z.enum(APP_USER_TYPES).default('player'),
    experience: z.enum(EXPERIENCES).default('rookie'),
    consent: z.boolean().default(false),
    status: statusSchema.default('A'),
  }),
};
