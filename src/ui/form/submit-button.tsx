import type { ReactNode } from 'react';
import { fetchOnDemand, useLoaded } from '../on-demand';
import styles from './buttons.module.css';

const loadSpinner = () => import('../button-spinner');

/** The spinner of a busy submit, a chunk of its own: ask for it before the form is sent (the sign-in page, as the user types). */
export const prepareSubmitSpinner = () => void fetchOnDemand(loadSpinner).catch(() => undefined);

/** A form's submit with the look of Fluent's primary large Button in plain CSS (./buttons.module.css); while `busy`, disabled with a spinner. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  // Not React.lazy: a spinner whose chunk did not come (offline) is left out, not thrown to the page.
  const spinner = useLoaded(loadSpinner, busy);
  return (
    <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
      {busy && spinner && (
        <span className={styles.icon}>
          <spinner.default />
        </span>
      )}
      {children}
    </button>
  );
}
