import type { ComponentType } from 'react';
import { useIdle, useLoaded } from './on-demand';
import type { ConfirmDialogProps } from './confirm-dialog';

/**
 * A dialog whose code (Fluent's Dialog, its motion and focus trap) is not in the first load of the
 * page that offers it: fetched once the page has painted and the browser is idle, or at once when
 * it is opened first; from then on mounted as itself (it animates closed). Until it has come, a
 * closed dialog draws nothing, as Fluent's does.
 */
export function dialogOnDemand<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  function OnDemandDialog(props: P) {
    const loaded = useLoaded(load, useIdle() || props.open);
    if (!loaded) return null;
    const Dialog = loaded.default;
    return <Dialog {...props} />;
  }
  return OnDemandDialog;
}

const loadConfirm = () => import('./confirm-dialog');

/** The confirmation before an action that cannot be taken back (./confirm-dialog), loaded on demand. */
export const ConfirmDialog = dialogOnDemand<ConfirmDialogProps>(loadConfirm);
