import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** `/pages/miscellaneous/coming-soon`. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('pages.comingSoon')} text={t('pages.comingSoonText')} />;
}
