import { Button, CounterBadge, makeStyles, useId } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState } from 'react';
import { AlertRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { visibleNotifications } from '../../../domain/notifications/visibility';
import { useConsoleNotifications } from '../../api/console-notifications';
import { useSessionUser, useUpdateAvailable } from '../../session/use-session';
import { useSelection } from '../../shell/selection';
import { triggerBeforeLoad, useLoaded } from '../../ui/on-demand';
import { useDismissals } from './dismissals';

/**
 * The popover and its panel (Fluent's Popover, message bars, the HTML sanitizer) load with the first
 * hover, focus or press of the bell; the click opens it once they are there.
 */
const loadPanel = () => import('./updates-panel');

const useStyles = makeStyles({
  bell: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-6px', right: '-8px' },
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
  // The bell pressed before its popover's code came was replaced by the real trigger: the focus it
  // had goes to the new one, where the popover gives it back when it closes.
  const bellRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (panel && document.activeElement === document.body) bellRef.current?.focus();
  }, [panel]);
  if (!user) return null;

  const notifications = visibleNotifications(query.data?.data ?? [], groupId, dismissed);
  const count = notifications.length + (updateAvailable ? 1 : 0);

  const trigger = (
    <Button
      ref={bellRef}
      appearance="subtle"
      aria-label={t('updates.open', { count })}
      icon={
        <span className={styles.bell}>
          <AlertRegular />
          <CounterBadge count={count} size="small" color="danger" className={styles.badge} aria-hidden />
        </span>
      }
    />
  );
  if (!panel) return triggerBeforeLoad(trigger, { load: loadPanel, open: () => setOpen(true), attributes: { 'aria-expanded': 'false' } });
  return <panel.UpdatesPopover trigger={trigger} open={open} onOpenChange={setOpen} headingId={headingId} notifications={notifications} updateAvailable={updateAvailable} pending={query.isPending} />;
}
