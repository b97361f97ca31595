import { z } from 'zod';
import { passwordSchema } from '../../auth/schemas';
import { rowId } from '../../fields';
import { optionalEmail, optionalPhone, optionalText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';
import { personDetails } from './person';

/** Letters, digits, dot, dash and underscore; kept lower-case (sign-in is case-insensitive). */
export const consoleUsername = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-zA-Z0-9._-]*$/)
    .transform((s) => s.toLowerCase());
const profile = () => ({
  username: consoleUsername(),
  first_name: requiredText(50),
  last_name: optionalText(50),
  email: optionalEmail(),
  phone: optionalPhone(),
  ...personDetails(),
  role_id: rowId(),
  /** The facilities the user is limited to; empty means every facility of the organization (SPEC §6). */
  facilities_ids: z.array(rowId()).max(200).default([]),
  status: statusSchema.default('A'),
});
/** What a write of console-users carries (the declaration: ../console-users.ts). */
export const consoleUsersFields: ResourceFields = {
  fields: z
    .object({ ...profile(), password: passwordSchema, confirm_password: z.string().min(1) })
    .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: 'validation.passwordsDoNotMatch' }),
  updateFields: z.object(profile()),
};
