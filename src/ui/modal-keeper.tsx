import { useModalAttributes } from '@fluentui/react-components';

/**
 * Holds Fluent's focus manager (tabster, with its modal and focus-restoring parts) for as long as
 * the console is drawn (ModalKeeperHost, src/ui/on-demand-dialogs.tsx). Fluent creates tabster for
 * the components that use it and disposes of it when the last of them goes; a page whose only user
 * is a dialog would lose it as the dialog closes, and tabster, disposed before its queued clean-up
 * runs, leaves the page it hid behind the dialog `aria-hidden` (microsoft/tabster#530): invisible to
 * screen readers and to role queries. Drawn from the first opening of such a dialog, not before.
 */
export function ModalKeeper() {
  useModalAttributes();
  return null;
}
