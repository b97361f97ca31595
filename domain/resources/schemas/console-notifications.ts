import { z } from 'zod';
import { rowId } from '../../fields';
import { NOTIFICATION_COLORS, NOTIFICATION_TYPES } from '../../notifications/options';
import { optionalLongText, optionalText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** What a write of console-notifications carries (the declaration: ../console-notifications.ts). */
export const consoleNotificationsFields: ResourceFields = {
  fields: z.object({
    notification_type: z.enum(NOTIFICATION_TYPES).default('info'),
    notification_title: requiredText(100),
    notification_text: optionalLongText(500),
    html_code: optionalLongText(5000),
    border: z.boolean().default(false),
    outlined: z.boolean().default(false),
    colored_text: z.boolean().default(false),
    notification_color: z.enum(NOTIFICATION_COLORS).default('primary'),
    icon: optionalText(50),
    dismissible: z.boolean().default(true),
    /** Organizations that see it; empty means everyone. */
    groups_ids: z.array(rowId()).max(200).default([]),
    status: statusSchema.default('A'),
  }),
};
