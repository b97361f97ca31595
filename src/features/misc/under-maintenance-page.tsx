import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** `/pages/miscellaneous/under-maintenance`. */
export default function UnderMaintenancePage() {
  const { t } = useTranslation();
  return <MessagePage title={t('pages.underMaintenance')} text={t('pages.underMaintenanceText')} />;
}
