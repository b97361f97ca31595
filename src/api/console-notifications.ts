import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../domain/api/paths';
import type { ConsoleNotification } from '../../domain/notifications/console-notification';
import { NOTIFICATION_POLL_MS } from '../../domain/notifications/visibility';
import { ApiError, requestList } from './client';

export const consoleNotificationsKey = (groupId: number | null) => ['console-notifications', groupId] as const;

/** SPEC §7: the list is fetched without parameters; a not-ok answer counts as an empty list with zero total. */
export async function fetchConsoleNotifications(): Promise<{ data: ConsoleNotification[]; total: number }> {
  try {
    return await requestList<ConsoleNotification>({ url: API_PATHS.consoleNotifications });
  } catch (error) {
    if (error instanceof ApiError) return { data: [], total: 0 };
    throw error;
  }
}

/**
 * The console notifications the user may see, polled every 120 s and fetched again when the chosen
 * organization changes (it is part of the key; the list is filtered by it on the console).
 */
export const useConsoleNotifications = (groupId: number | null, enabled = true) =>
  useQuery({
    queryKey: consoleNotificationsKey(groupId),
    queryFn: fetchConsoleNotifications,
    refetchInterval: NOTIFICATION_POLL_MS,
    // A change of organization always asks the server again, even back to one seen a moment ago.
    staleTime: 0,
    enabled,
  });
