import { useSyncExternalStore } from 'react';
import type { ConsoleNotification, Dismissal } from '../../../domain/notifications/console-notification';
import { addDismissal, parseDismissals } from '../../../domain/notifications/visibility';
import { STORAGE_KEYS } from '../../session/storage-keys';

/**
 * Dismissed console notifications, kept in the browser as a list of { id, last_update } (SPEC §6)
 * under `sideline.notifications`; the session runtime removes that key at logout. The key is read
 * on every look, so a logout (or another tab) is seen without telling this store.
 */
const KEY = STORAGE_KEYS.notifications;
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: Dismissal[] } = { raw: null, list: [] };

function read(): Dismissal[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) cache = { raw, list: parseDismissals(raw) };
  return cache.list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function dismiss(notification: Pick<ConsoleNotification, 'id' | 'last_update'>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(addDismissal(read(), notification)));
  } catch {
    // Storage full or blocked: the notification simply stays.
  }
  for (const l of listeners) l();
}

export const useDismissals = (): Dismissal[] => useSyncExternalStore(subscribe, read);
