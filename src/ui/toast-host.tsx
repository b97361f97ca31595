import { Link, Toast, ToastTitle, Toaster, ToastTrigger, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_TIMEOUT_MS } from '../../domain/constants';

/**
 * A click on Close leaves the focus where it was (the counter's scan field, say). Were the focus to
 * land in the toaster, Fluent would hand it to the toasts left and hold them all (toasts pause while
 * the focus is inside) over the page until a click elsewhere. Tab and the toaster's shortcut still
 * take keyboard users into the toasts, where they pause as they should.
 */
const keepFocus = (e: MouseEvent) => e.preventDefault();

export type Intent = 'error' | 'success' | 'info' | 'warning';
export interface PendingToast {
  id: number;
  text: string;
  intent: Intent;
}

/**
 * The toaster of SPEC §8 (bottom center, 5 s, with a close action). Mounted by NotifyProvider with
 * the first toast; shows the toasts asked for so far, then each new one.
 */
export default function ToastHost({ pending, onShown }: { pending: readonly PendingToast[]; onShown: (ids: readonly number[]) => void }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const { t } = useTranslation();
  // Each toast once, even when an effect runs twice (StrictMode) before `onShown` lands.
  const dispatched = useRef(new Set<number>());

  // The Toaster below is a child: its listener is in place before this effect dispatches.
  useEffect(() => {
    const fresh = pending.filter((toast) => !dispatched.current.has(toast.id));
    for (const { id, text, intent } of fresh) {
      dispatched.current.add(id);
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Link onMouseDown={keepFocus}>{t('app.close')}</Link>
              </ToastTrigger>
            }
          >
            {text}
          </ToastTitle>
        </Toast>,
        { intent },
      );
    }
    if (pending.length) onShown(pending.map((toast) => toast.id));
  }, [pending, onShown, dispatchToast, t]);

  return <Toaster toasterId={toasterId} position="bottom" timeout={TOAST_TIMEOUT_MS} pauseOnHover />;
}
