import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ConsoleNotification } from '../../../domain/notifications/console-notification';
import { useWatch, type Control } from '../../ui/form/use-zod-form';
import { NotificationCard } from './notification-card';

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The notification as the Updates menu will show it, while it is being written (html_code sanitized as there). */
export function NotificationPreview({ control }: { control: Control }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const v = useWatch({ control }) as Partial<ConsoleNotification>;
  const notification: ConsoleNotification = {
    id: 0,
    last_update: 0,
    groups_ids: v.groups_ids ?? [],
    notification_type: v.notification_type ?? 'info',
    notification_title: v.notification_title || t('updates.previewTitle'),
    notification_text: v.notification_text ?? '',
    html_code: v.html_code ?? '',
    border: v.border ?? false,
    outlined: v.outlined ?? false,
    colored_text: v.colored_text ?? false,
    notification_color: v.notification_color ?? 'primary',
    icon: v.icon ?? '',
    dismissible: v.dismissible ?? true,
  };
  return (
    <section className={styles.preview} aria-label={t('updates.preview')}>
      <Text weight="semibold">{t('updates.preview')}</Text>
      <NotificationCard notification={notification} onDismiss={() => undefined} />
    </section>
  );
}
