import { lazy, Suspense, type ReactNode } from 'react';
import styles from './buttons.module.css';

const loadSpinner = () => import('../button-spinner');
const ButtonSpinner = lazy(loadSpinner);

/** The spinner of a busy submit, a chunk of its own: ask for it before the form is sent (the sign-in page, as the user types). */
export const prepareSubmitSpinner = () => void loadSpinner().catch(() => undefined);

/** A form's submit with the look of Fluent's primary large Button in plain CSS (./buttons.module.css); while `busy`, disabled with a spinner. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
      {busy && (
        <span className={styles.icon}>
          <Suspense fallback={null}>
            <ButtonSpinner />
          </Suspense>
        </span>
      )}
      {children}
    </button>
  );
}
