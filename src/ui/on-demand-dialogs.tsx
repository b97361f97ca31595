import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle, useLoaded, useLoadedState, usePreload } from './on-demand';
import buttonCss from './form/buttons.module.css';
import { FloatingNotice } from './notice';
import type { ConfirmDialogProps } from './confirm-dialog';

/** In place of a dialog whose code has not come: that it opens once the connection is back; Cancel (or Escape) gives it up. */
function WaitingNotice({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [onCancel]);
  return (
    <FloatingNotice
      action={
        <button type="button" className={`${buttonCss.button} ${buttonCss.secondary}`} onClick={onCancel}>
          {t('app.cancel')}
        </button>
      }
    >
      {t('app.waitingForConnection')}
    </FloatingNotice>
  );
}

/** The names of a dialog's props that close it (a handler taking nothing: `onClose`, `onCancel`, `onBack`…). */
type CloseProp<P> = { [K in keyof P]-?: P[K] extends () => void ? K : never }[keyof P];

/**
 * A dialog whose code (Fluent's Dialog, its motion and focus trap, and its own) is not in the first
 * load of the page that offers it: fetched once the page has painted and the browser is idle, or at
 * once when it is opened first; from then on drawn as itself (the shell's ModalKeeperHost holds the
 * focus manager it brings). A dialog with `open` stays mounted (it animates closed) and draws
 * nothing closed until its code has come, as Fluent's draws nothing closed; one without is open
 * while mounted (the page mounts it to open it, and calls `usePreload(load)` to have it there by the
 * first click).
 */
export function dialogOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, close: CloseProp<P>): ComponentType<P> {
  function OnDemandDialog(props: P) {
    const shown = (props as { open?: boolean }).open !== false;
    useModalKeeper(shown);
    const { loaded, waiting } = useLoadedState(load, useIdle() || shown);
    // Opened while its code could not come (the connection dropped before the page was idle): said, and opened once it
    // comes, unless given up (its `close` prop: the page closes it as it would the dialog).
    if (!loaded) return shown && waiting ? <WaitingNotice onCancel={props[close] as () => void} /> : null;
    const Dialog = loaded.default;
    return <Dialog {...props} />;
  }
  return OnDemandDialog;
}

const loadKeeper = () => import('./modal-keeper');
let keeperWanted = false;
const keeperListeners = new Set<() => void>();
const subscribeKeeper = (listener: () => void) => {
  keeperListeners.add(listener);
  return () => void keeperListeners.delete(listener);
};

/**
 * Called by whatever opens a modal surface loaded on demand (a page's dialog, the navigation search,
 * a drawer): from its first opening, the shell holds Fluent's focus manager (ModalKeeperHost).
 */
export function useModalKeeper(open: boolean): void {
  useEffect(() => {
    if (!open || keeperWanted) return;
    keeperWanted = true;
    for (const listener of keeperListeners) listener();
  }, [open]);
}

/**
 * The shell's holder of Fluent's focus manager (./modal-keeper), drawn for as long as the console
 * is, from the first opening of a modal surface loaded on demand (its code is fetched once the page
 * is idle, so it comes at once). A page whose only focus-managed part is such a dialog or drawer
 * would otherwise lose the manager as it closes, and with it the page's `aria-hidden` clean-up.
 * Not drawn before: the manager watches every change of the page (a list's rows, the schedule's
 * bookings), which a page that opened no dialog does not pay for.
 */
export function ModalKeeperHost() {
  usePreload(loadKeeper);
  const wanted = useSyncExternalStore(subscribeKeeper, () => keeperWanted);
  const keeper = useLoaded(loadKeeper, wanted);
  return keeper ? <keeper.ModalKeeper /> : null;
}

const loadConfirm = () => import('./confirm-dialog');

/** The confirmation before an action that cannot be taken back (./confirm-dialog), loaded on demand. */
export const ConfirmDialog = dialogOnDemand<ConfirmDialogProps>(loadConfirm, 'onCancel');
