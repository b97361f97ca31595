import type { ComponentType } from 'react';
import { useIdle, useLoaded } from './on-demand';
import type { ConfirmDialogProps } from './confirm-dialog';

/**
 * A dialog whose code (Fluent's Dialog, its motion and focus trap, and its own) is not in the first
 * load of the page that offers it: fetched once the page has painted and the browser is idle, or at
 * once when it is opened first; from then on drawn as itself. A dialog with `open` stays mounted
 * (it animates closed) and draws nothing closed until its code has come, as Fluent's draws nothing
 * closed; one without is open while mounted (the page mounts it to open it, and calls
 * `usePreload(load)` to have it there by the first click).
 */
export function dialogOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  function OnDemandDialog(props: P) {
    const loaded = useLoaded(load, useIdle() || (props as { open?: boolean }).open !== false);
    if (!loaded) return null;
    const Dialog = loaded.default;
    return <Dialog {...props} />;
  }
  return OnDemandDialog;
}

const loadConfirm = () => import('./confirm-dialog');

/** The confirmation before an action that cannot be taken back (./confirm-dialog), loaded on demand. */
export const ConfirmDialog = dialogOnDemand<ConfirmDialogProps>(loadConfirm);
