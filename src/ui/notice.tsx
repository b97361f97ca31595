import type { ReactNode } from 'react';
import { useLoaded, usePreload } from './on-demand';

const loadKit = () => import('./message-bar-kit');

/**
 * A form's message of a problem (a conflict, a refusal), drawn by Fluent's MessageBar loaded on
 * demand (./message-bar-kit: Fluent's MessageBar, its motion and reflow, about 7 KB gzip) instead
 * of in the form's first load (issue 21). Drawn once its code has come: at once when the page has
 * preloaded it (`usePreloadNotice`, once idle), else one chunk later.
 */
export function Notice({ intent, role, title, children }: { intent: 'error' | 'warning' | 'info' | 'success'; role?: 'alert' | 'status'; title?: string; children: ReactNode }) {
  const kit = useLoaded(loadKit, true);
  if (!kit) return null;
  return (
    <kit.MessageBar intent={intent} {...(role ? { role } : {})}>
      <kit.MessageBarBody>
        {title && <kit.MessageBarTitle>{title}</kit.MessageBarTitle>}
        {children}
      </kit.MessageBarBody>
    </kit.MessageBar>
  );
}

/** Fetches the Notice's code once the page is idle, so that a problem shows at once. */
export const usePreloadNotice = () => usePreload(loadKit);
