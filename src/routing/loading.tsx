import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../ui/loading-spinner';

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
