import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ConsoleNotification } from '../../../domain/notifications/console-notification';
import { notificationIntent, type NotificationIntent } from '../../../domain/notifications/visibility';
import { SafeHtml } from '../../ui/safe-html';

const useStyles = makeStyles({
  // A notice may hold one line per language.
  text: { display: 'block', whiteSpace: 'pre-line' },
  html: { marginTop: tokens.spacingVerticalXS, '& p': { margin: 0 }, '& img': { maxWidth: '100%' } },
  outlined: { backgroundColor: tokens.colorNeutralBackground1 },
  bordered: { borderLeftWidth: tokens.strokeWidthThickest },
});

const borderByIntent: Record<NotificationIntent, string> = {
  info: tokens.colorBrandStroke1,
  success: tokens.colorStatusSuccessBorder2,
  warning: tokens.colorStatusWarningBorder2,
  error: tokens.colorStatusDangerBorder2,
};
const textByIntent: Record<NotificationIntent, string> = {
  info: tokens.colorBrandForeground1,
  success: tokens.colorStatusSuccessForeground1,
  warning: tokens.colorStatusWarningForeground3,
  error: tokens.colorStatusDangerForeground1,
};

/** One notification: coloured by notification_color (else its type), with the border, outline and coloured-text flags. */
export function NotificationCard({ notification, onDismiss }: { notification: ConsoleNotification; onDismiss: (n: ConsoleNotification) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const intent = notificationIntent(notification);
  const emphasis = notification.border || notification.outlined ? { borderColor: borderByIntent[intent] } : undefined;
  const color = notification.colored_text ? { color: textByIntent[intent] } : undefined;
  return (
    <MessageBar
      intent={intent}
      layout="multiline"
      className={mergeClasses(notification.outlined && styles.outlined, notification.border && styles.bordered)}
      style={{ ...emphasis, ...color }}
      data-notification-id={notification.id}
    >
      <MessageBarBody>
        <MessageBarTitle>{notification.notification_title}</MessageBarTitle>
        {notification.notification_text ? <span className={styles.text}>{notification.notification_text}</span> : null}
        <SafeHtml html={notification.html_code} className={styles.html} />
      </MessageBarBody>
      {notification.dismissible ? (
        <MessageBarActions
          containerAction={
            <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={t('updates.dismiss', { title: notification.notification_title })} onClick={() => onDismiss(notification)} />
          }
        />
      ) : null}
    </MessageBar>
  );
}
