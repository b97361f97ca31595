import { z } from 'zod';

/**
 * A console notification ("Updates", SPEC §3) as the API sends it. `last_update` is in Unix
 * seconds (SPEC §6): a dismissal remembers it, so an edited notification shows again.
 * `html_code` is untrusted: the console sanitizes it before it is shown (DESIGN.md §6).
 */
export const consoleNotificationSchema = z.object({
  id: z.number().int(),
  last_update: z.number().int(),
  /** Organizations that see it; empty means everyone. */
  groups_ids: z.array(z.number().int()),
  notification_type: z.string(),
  notification_title: z.string(),
  notification_text: z.string(),
  html_code: z.string(),
  border: z.boolean(),
  outlined: z.boolean(),
  colored_text: z.boolean(),
  notification_color: z.string(),
  icon: z.string(),
  dismissible: z.boolean(),
});
export type ConsoleNotification = z.infer<typeof consoleNotificationSchema>;

/** A dismissal kept in the browser (SPEC §6): the notification's id and the last_update it had. */
export interface Dismissal {
  id: number;
  last_update: number;
}

/** A Date (or epoch milliseconds) as whole Unix seconds. */
export function toUnixSeconds(date: Date | number): number {
  return Math.floor((typeof date === 'number' ? date : date.getTime()) / 1000);
}
