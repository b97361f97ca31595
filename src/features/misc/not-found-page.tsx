import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** `/error-404`: 'Page Not Found'. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('pages.notFound')} text={t('pages.notFoundText')} />;
}
