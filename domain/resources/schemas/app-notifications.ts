import { z } from 'zod';
import { APP_NOTIFICATION_ACTIONS, NOTIFICATION_COLORS, NOTIFICATION_TYPES } from '../../notifications/options';
import { optionalLongText, optionalText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** What a write of app-notifications carries (the declaration: ../app-notifications.ts). */
export const appNotificationsFields: ResourceFields = {
  fields: z.object({
    title_en: requiredText(100),
    title_es: requiredText(100),
    description_en: optionalLongText(500),
    description_es: optionalLongText(500),
    button_en: optionalText(40),
    button_es: optionalText(40),
    /** A CSS colour for the card's background: `#rgb` / `#rrggbb`, or empty for the app's default. */
    background: z
      .string()
      .trim()
      .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/)
      .default(''),
    handled_action: z.enum(APP_NOTIFICATION_ACTIONS).default('none'),
    show_modal: z.boolean().default(false),
    only_app_users: z.boolean().default(false),
    type: z.enum(NOTIFICATION_TYPES).default('info'),
    icon: optionalText(50),
    color: z.enum(NOTIFICATION_COLORS).default('primary'),
    border: z.boolean().default(false),
    dismissible: z.boolean().default(true),
    status: statusSchema.default('A'),
  }),
};
