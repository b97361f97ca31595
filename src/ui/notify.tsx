import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { Intent, PendingToast } from './toast-host';

export type { Intent } from './toast-host';
export interface Notify {
  (text: string, intent?: Intent): void;
}

const NotifyContext = createContext<Notify | null>(null);

/** Fluent's toaster is its own chunk, loaded with the first toast: the sign-in page does not load it. */
const ToastHost = lazy(() => import('./toast-host'));

let nextToastId = 1;

/** Toasts of SPEC §8: bottom center, 5 s, with a close action (shown by `ToastHost`). */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<readonly PendingToast[]>([]);
  const [hosting, setHosting] = useState(false);
  const notify = useCallback<Notify>((text, intent = 'info') => {
    setHosting(true);
    setPending((list) => [...list, { id: nextToastId++, text, intent }]);
  }, []);
  const shown = useCallback((ids: readonly number[]) => setPending((list) => list.filter((toast) => !ids.includes(toast.id))), []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {hosting && (
        <Suspense fallback={null}>
          <ToastHost pending={pending} onShown={shown} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotifyProvider');
  return notify;
}
