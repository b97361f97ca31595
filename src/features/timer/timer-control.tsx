import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PlayRegular, StopRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHms } from '../../../domain/time/duration';
import { TIMER_SHOWN_STATES, timerMachine } from '../../../machines/timer.machine';
import { uiCoverageInspector } from '../../machine-coverage';
import { useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { useTimerRuntime } from './timer-runtime';
import { OnDemandTooltip } from '../../ui/on-demand-tooltip';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  time: { fontVariantNumeric: 'tabular-nums', minWidth: '8ch', textAlign: 'end' },
});

/**
 * The top bar's timer (SPEC §4 Timer): hh:mm:ss worked today at the chosen facility and a
 * start/stop button. A thin view of the timer machine; absent without a facility or when the
 * facility has no time control.
 */
export function TimerControl() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const { groupId, facilityId } = useSelection();
  const actor = useActorRef(timerMachine, { inspect: uiCoverageInspector(timerMachine) });
  const shown = useSelector(actor, (s) => TIMER_SHOWN_STATES.some((state) => s.matches(state)));
  // Stopping still shows the running face (a stop button that waits), starting the stopped one.
  const running = useSelector(actor, (s) => s.matches('running') || s.matches('stopping'));
  const busy = useSelector(actor, (s) => s.matches('starting') || s.matches('stopping'));
  const ticking = useSelector(actor, (s) => s.matches('running'));
  const secs = useSelector(actor, (s) => s.context.secs);

  useTimerRuntime(actor, ticking, notify);
  useEffect(() => {
    actor.send({ type: 'facility.changed', groupId, facilityId });
  }, [actor, groupId, facilityId]);

  if (!shown) return null;
  const label = running ? t('timer.stop') : t('timer.start');
  return (
    <div className={styles.root} data-state={running ? 'running' : 'stopped'}>
      <Text role="timer" aria-label={t('timer.label')} weight="semibold" className={styles.time}>
        {formatHms(secs)}
      </Text>
      <OnDemandTooltip content={label} relationship="label">
        <Button appearance="subtle" shape="circular" icon={running ? <StopRegular /> : <PlayRegular />} disabledFocusable={busy} onClick={() => actor.send({ type: 'timer.toggle' })} />
      </OnDemandTooltip>
    </div>
  );
}
