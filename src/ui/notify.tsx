import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLoaded } from './on-demand';
import type { Intent, PendingToast } from './toast-host';

export type { Intent } from './toast-host';
export interface Notify {
  (text: string, intent?: Intent): void;
}

const NotifyContext = createContext<Notify | null>(null);

/**
 * Fluent's toaster is its own chunk, loaded with the first toast (the sign-in page does not load it)
 * or once a console page is idle (the console layout's `<Preload load={loadToastHost} />`): a toast asked for while the desk is offline
 * (a save that could not be sent) is then shown at once. A chunk that does not come is asked for
 * again when the browser is back online (`useLoaded`), its toasts kept until then; nothing is
 * thrown to the page.
 */
export const loadToastHost = () => import('./toast-host');

let nextToastId = 1;

/** Toasts of SPEC §8: bottom center, 5 s, with a close action (shown by `ToastHost`). */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<readonly PendingToast[]>([]);
  const [hosting, setHosting] = useState(false);
  const notify = useCallback<Notify>((text, intent = 'info') => {
    setHosting(true);
    setPending((list) => [...list, { id: nextToastId++, text, intent }]);
  }, []);
  const host = useLoaded(loadToastHost, hosting);
  const shown = useCallback((ids: readonly number[]) => setPending((list) => list.filter((toast) => !ids.includes(toast.id))), []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {host && <host.default pending={pending} onShown={shown} />}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotifyProvider');
  return notify;
}
