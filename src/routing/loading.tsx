import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../ui/loading-spinner';
import styles from '../ui/form/buttons.module.css';

/** What a route shows while its layout or screen chunk loads (named: a screen reader says what it is). */
export function Loading() {
  return <LoadingSpinner style={{ marginTop: '30vh' }} />;
}

/** What a route or a part shows when its chunk did not come (the desk went offline): it is asked for again once the connection is back. */
export function WaitingForConnection() {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ marginTop: '30vh' }}>
      <LoadingSpinner label={t('app.waitingForConnection')} />
    </div>
  );
}

/** A chunk that has not come after CHUNK_LOAD_TIMEOUT_MS (SPEC §8: a chunk-load error after 120 s): says so, with a reload of the page. */
export function ChunkLoadError() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ marginTop: '30vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, textAlign: 'center' }}>
      <span>{t('app.chunkLoadError')}</span>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </div>
  );
}
