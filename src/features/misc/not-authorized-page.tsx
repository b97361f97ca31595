import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** `/pages/miscellaneous/not-authorized`: 'You are not authorized'. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('pages.notAuthorized')} text={t('pages.notAuthorizedText')} />;
}
