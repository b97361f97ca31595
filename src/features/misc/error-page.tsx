import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** `/pages/miscellaneous/error`. */
export default function ErrorPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('pages.error')} text={t('pages.errorText')} />;
}
