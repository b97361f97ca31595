import { Button, CounterBadge, makeStyles, Popover, PopoverSurface, PopoverTrigger, useId } from '@fluentui/react-components';
import { useState } from 'react';
import { AlertRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { visibleNotifications } from '../../../domain/notifications/visibility';
import { useConsoleNotifications } from '../../api/console-notifications';
import { useSessionUser, useUpdateAvailable } from '../../session/use-session';
import { useSelection } from '../../shell/selection';
import { useLoaded } from '../../ui/on-demand';
import { useDismissals } from './dismissals';

/** The panel (message bars, the HTML sanitizer) loads when the menu is first opened; the menu opens once it is there. */
const loadPanel = () => import('./updates-panel');

const useStyles = makeStyles({
  bell: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-6px', right: '-8px' },
  surface: { width: '360px', maxWidth: 'calc(100vw - 32px)', padding: 0 },
});

/**
 * The top bar's "Updates" (SPEC §2.5, §6, §7): a bell with the number of things to read, opening
 * the console notifications for the chosen organization and, first, the "new version" card of the
 * session machine. Notifications are polled every 120 s and fetched again when the organization
 * changes; a dismissal hides one until it is edited.
 */
export function UpdatesMenu() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const { groupId } = useSelection();
  const updateAvailable = useUpdateAvailable();
  const dismissed = useDismissals();
  const query = useConsoleNotifications(groupId, Boolean(user));
  const headingId = useId('updates-title');
  const [open, setOpen] = useState(false);
  const panel = useLoaded(loadPanel, open);
  if (!user) return null;

  const notifications = visibleNotifications(query.data?.data ?? [], groupId, dismissed);
  const count = notifications.length + (updateAvailable ? 1 : 0);

  // surfaceMotion={null}: Popover hands its open/close animation ref down through a context that
  // every MessageBar inside also picks up (@fluentui/react-popover 9.14 / react-motion 9.16), so
  // once a dismissed MessageBar unmounts the surface can no longer animate out and never closes.
  // Without the animation the surface simply unmounts when closed.
  return (
    <Popover positioning="below-end" withArrow trapFocus surfaceMotion={null} open={open && panel !== null} onOpenChange={(_, d) => setOpen(d.open)}>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={t('updates.open', { count })}
          icon={
            <span className={styles.bell}>
              <AlertRegular />
              <CounterBadge count={count} size="small" color="danger" className={styles.badge} aria-hidden />
            </span>
          }
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-labelledby={headingId}>
        {panel && <panel.default headingId={headingId} notifications={notifications} updateAvailable={updateAvailable} pending={query.isPending} />}
      </PopoverSurface>
    </Popover>
  );
}
