import { useSyncExternalStore, type ComponentType } from 'react';
import { useIdle, useLoaded } from './on-demand';
import type { ConfirmDialogProps } from './confirm-dialog';

/**
 * A dialog whose code (Fluent's Dialog, its motion and focus trap, and its own) is not in the first
 * load of the page that offers it: fetched once the page has painted and the browser is idle, or at
 * once when it is opened first; from then on drawn as itself (the shell's ModalKeeperHost holds the
 * focus manager it brings). A dialog with `open` stays mounted
 * (it animates closed) and draws nothing closed until its code has come, as Fluent's draws nothing
 * closed; one without is open while mounted (the page mounts it to open it, and calls
 * `usePreload(load)` to have it there by the first click).
 */
export function dialogOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  // The focus manager's keeper comes with the first dialog, before it can close (ModalKeeperHost).
  const loadWithKeeper = () => {
    wantKeeper();
    return Promise.all([load(), loadKeeper()]).then(([dialog]) => dialog);
  };
  function OnDemandDialog(props: P) {
    const loaded = useLoaded(loadWithKeeper, useIdle() || (props as { open?: boolean }).open !== false);
    if (!loaded) return null;
    const Dialog = loaded.default;
    return <Dialog {...props} />;
  }
  return OnDemandDialog;
}

const loadKeeper = () => import('./modal-keeper');
let keeperWanted = false;
const keeperListeners = new Set<() => void>();
function wantKeeper() {
  if (keeperWanted) return;
  keeperWanted = true;
  for (const listener of keeperListeners) listener();
}
const subscribeKeeper = (listener: () => void) => {
  keeperListeners.add(listener);
  return () => void keeperListeners.delete(listener);
};

/**
 * The shell's holder of Fluent's focus manager (./modal-keeper), drawn for as long as the console
 * is: loaded once the page is idle, or with the first dialog loaded on demand, whichever comes
 * first. Pages whose only focus-managed parts are dialogs, menus and drawers loaded on demand
 * would otherwise lose the manager each time the last of them closes, and with it the page's
 * `aria-hidden` clean-up.
 */
export function ModalKeeperHost() {
  const wanted = useSyncExternalStore(subscribeKeeper, () => keeperWanted);
  const keeper = useLoaded(loadKeeper, useIdle() || wanted);
  return keeper ? <keeper.ModalKeeper /> : null;
}

const loadConfirm = () => import('./confirm-dialog');

/** The confirmation before an action that cannot be taken back (./confirm-dialog), loaded on demand. */
export const ConfirmDialog = dialogOnDemand<ConfirmDialogProps>(loadConfirm);
