import { Link, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Popover, PopoverSurface, PopoverTrigger, Spinner, Text, tokens } from '@fluentui/react-components';
import { useRef, type ReactElement } from 'react';
import { ArrowSyncCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ConsoleNotification } from '../../../domain/notifications/console-notification';
import { sessionActor } from '../../session/use-session';
import { dismiss } from './dismissals';
import { NotificationCard } from './notification-card';

const useStyles = makeStyles({
  surface: { width: '360px', maxWidth: 'calc(100vw - 32px)', padding: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    maxHeight: '60vh',
    overflowY: 'auto',
    margin: 0,
    listStyleType: 'none',
  },
  item: { margin: 0 },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});

/**
 * What the Updates menu opens (its own chunk, with the HTML sanitizer: it loads when the menu first
 * opens, not with the shell): the "new version" card, then the notifications to read.
 */
interface PanelProps {
  headingId: string;
  notifications: ConsoleNotification[];
  updateAvailable: boolean;
  pending: boolean;
}

export default function UpdatesPanel({ headingId, notifications, updateAvailable, pending }: PanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = notifications.length + (updateAvailable ? 1 : 0);

  // The dismiss button disappears with its notification: keep the focus in the panel.
  const onDismiss = (notification: ConsoleNotification) => {
    dismiss(notification);
    headingRef.current?.focus();
  };

  return (
    <>
      <div className={styles.header}>
        <Text id={headingId} ref={headingRef} tabIndex={-1} weight="semibold" size={400} as="h2" className={styles.heading}>
          {t('updates.title')}
        </Text>
      </div>
      <ul className={styles.list}>
        {updateAvailable ? (
          <li className={styles.item}>
            <MessageBar intent="info" layout="multiline" icon={<ArrowSyncCircleRegular />}>
              <MessageBarBody>
                <MessageBarTitle>{t('updates.appUpdate')}</MessageBarTitle>
                <Link onClick={() => sessionActor.send({ type: 'update.confirm' })}>{t('update.banner')}</Link>
              </MessageBarBody>
            </MessageBar>
          </li>
        ) : null}
        {notifications.map((n) => (
          <li key={n.id} className={styles.item}>
            <NotificationCard notification={n} onDismiss={onDismiss} />
          </li>
        ))}
        {count === 0 ? <li className={styles.empty}>{pending ? <Spinner size="tiny" label={t('app.loading')} /> : t('updates.empty')}</li> : null}
      </ul>
    </>
  );
}

/**
 * The bell's popover around the panel: Fluent's Popover comes with this chunk, not with the shell
 * (the top bar draws the bell alone until the first opening, src/features/updates/updates-menu.tsx).
 */
export function UpdatesPopover({ trigger, open, onOpenChange, ...panel }: PanelProps & { trigger: ReactElement; open: boolean; onOpenChange: (open: boolean) => void }) {
  const styles = useStyles();
  // surfaceMotion={null}: Popover hands its open/close animation ref down through a context that
  // every MessageBar inside also picks up (@fluentui/react-popover 9.14 / react-motion 9.16), so
  // once a dismissed MessageBar unmounts the surface can no longer animate out and never closes.
  // Without the animation the surface simply unmounts when closed.
  return (
    <Popover positioning="below-end" withArrow trapFocus surfaceMotion={null} open={open} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-labelledby={panel.headingId}>
        <UpdatesPanel {...panel} />
      </PopoverSurface>
    </Popover>
  );
}
