import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** What a route shows while its layout or screen chunk loads (named: a screen reader says what it is). */
export function Loading() {
  const { t } = useTranslation();
  return <Spinner style={{ marginTop: '30vh' }} aria-label={t('app.loading')} />;
}
