import { Link, Toast, ToastTitle, Toaster, ToastTrigger, useId, useToastController } from '@fluentui/react-components';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_TIMEOUT_MS } from '../../domain/constants';

type Intent = 'error' | 'success' | 'info' | 'warning';
export interface Notify {
  (text: string, intent?: Intent): void;
}

const NotifyContext = createContext<Notify | null>(null);

/** Toasts of SPEC §8: bottom center, 5 s, with a close action. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const { t } = useTranslation();
  const notify = useCallback<Notify>(
    (text, intent = 'info') =>
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Link>{t('app.close')}</Link>
              </ToastTrigger>
            }
          >
            {text}
          </ToastTitle>
        </Toast>,
        { intent },
      ),
    [dispatchToast, t],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Toaster toasterId={toasterId} position="bottom" timeout={TOAST_TIMEOUT_MS} pauseOnHover />
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotifyProvider');
  return notify;
}
