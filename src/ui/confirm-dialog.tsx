import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The button that keeps things as they are (also Escape and a click outside). */
  cancelLabel: string;
  confirmLabel: string;
  /** While the confirmed action runs: the confirm button is disabled. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A question before an action that cannot be taken back (delete a row, leave a form with unsaved
 * changes): a title, what it means, Cancel and the action. Loaded on demand (`ConfirmDialog` in
 * ./on-demand-dialogs): Fluent's Dialog and its focus trap stay out of a page's first load.
 */
export default function ConfirmDialog({ open, title, text, cancelLabel, confirmLabel, busy = false, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
