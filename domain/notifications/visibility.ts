import type { ConsoleNotification, Dismissal } from './console-notification';

/** Console notifications are polled every 120 seconds (SPEC §7, §9). */
export const NOTIFICATION_POLL_MS = 120_000;

type Targeted = Pick<ConsoleNotification, 'groups_ids'>;
type Versioned = Pick<ConsoleNotification, 'id' | 'last_update'>;

/** SPEC §6: a notification is for everyone when groups_ids is empty, otherwise for the organizations it lists. */
export function isForGroup(notification: Targeted, groupId: number | null): boolean {
  return notification.groups_ids.length === 0 || (groupId !== null && notification.groups_ids.includes(groupId));
}

/** A dismissal hides a notification only while its last_update is unchanged: an edited one shows again. */
export function isDismissed(notification: Versioned, dismissed: readonly Dismissal[]): boolean {
  return dismissed.some((d) => d.id === notification.id && d.last_update === notification.last_update);
}

/** What the top bar shows for the chosen organization: targeted at it (or everyone) and not dismissed. */
export function visibleNotifications<T extends Targeted & Versioned>(list: readonly T[], chosenGroupId: number | null, dismissed: readonly Dismissal[]): T[] {
  return list.filter((n) => isForGroup(n, chosenGroupId) && !isDismissed(n, dismissed));
}

/** Records a dismissal, replacing any older one of the same notification (one entry per id). */
export function addDismissal(dismissed: readonly Dismissal[], notification: Versioned): Dismissal[] {
  return [...dismissed.filter((d) => d.id !== notification.id), { id: notification.id, last_update: notification.last_update }];
}

/**
 * Reads stored dismissals; anything malformed counts as none (the list is the browser's, not trusted).
 * Checked by hand, not with zod: the top bar's bell reads it for its first paint, and zod comes after it (src/main.tsx).
 */
export function parseDismissals(raw: string | null): Dismissal[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const list: Dismissal[] = [];
    for (const entry of parsed as unknown[]) {
      const { id, last_update } = (typeof entry === 'object' && entry !== null ? entry : {}) as Partial<Record<keyof Dismissal, unknown>>;
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(last_update)) return [];
      list.push({ id: id as number, last_update: last_update as number });
    }
    return list;
  } catch {
    return [];
  }
}

type Searchable = Pick<ConsoleNotification, 'notification_title' | 'notification_text' | 'html_code'>;

/** SPEC §5: the list filter, client-side and case-insensitive, by title, text or html code. */
export function filterNotifications<T extends Searchable>(list: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...list];
  return list.filter((n) => [n.notification_title, n.notification_text, n.html_code].some((field) => field.toLocaleLowerCase().includes(needle)));
}

/** The intent a notification is shown with: its colour when it names one, otherwise its type. */
export type NotificationIntent = 'info' | 'success' | 'warning' | 'error';

export function notificationIntent(notification: Pick<ConsoleNotification, 'notification_color' | 'notification_type'>): NotificationIntent {
  const byName = (value: string): NotificationIntent | null => {
    switch (value.trim().toLowerCase()) {
      case 'success':
        return 'success';
      case 'warning':
        return 'warning';
      case 'error':
      case 'danger':
        return 'error';
      case 'info':
        return 'info';
      default:
        return null;
    }
  };
  return byName(notification.notification_color) ?? byName(notification.notification_type) ?? 'info';
}
