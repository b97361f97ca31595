import { z } from 'zod';
import { rowId } from '../../fields';
import { optionalLongText, optionalText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** A MAC address written with colons or dashes (kept as typed, upper case). */
const macAddress = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-F]{2}([:-][0-9A-F]{2}){5}$/);
/** An IPv4 address, or empty. */
const ipAddress = () => z.union([z.literal(''), z.ipv4()]).default('');
/** What a write of cameras carries (the declaration: ../cameras.ts). */
export const camerasFields: ResourceFields = {
  fields: z.object({
    name: requiredText(50),
    code: optionalText(20),
    mac_address: macAddress(),
    ip_address: ipAddress(),
    field_id: rowId().nullable().default(null),
    description: optionalLongText(250),
    status: statusSchema.default('A'),
  }),
};
