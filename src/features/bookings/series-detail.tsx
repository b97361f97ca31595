import { Badge, Button, Link, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field } from '../../ui/field-controls';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SeriesDetail } from '../../../domain/bookings/series';
import { seriesDateRows } from '../../../domain/bookings/series-dates';
import { cancellationReasons } from '../../../domain/resources/cancellation-reasons';
import { recurringMachine } from '../../../machines/recurring.machine';
import type { ApiError } from '../../api/client';
import { useActiveRows } from '../../api/resources';
import { useSeriesDetail } from '../../api/series';
import { uiCoverageInspector } from '../../machine-coverage';
import { useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { useRecurringRuntime, type RuntimeReport } from './recurring-runtime';
import { problemText, timeLabel, weekdaysLabel } from './series-format';
import { bookingWhen, dayLabel } from '../../../domain/bookings/schedule';
import { DeletePendingReservations } from './delete-booking';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';
import { DateInput } from '../../ui/form/date-input';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { Panel } from '../../ui/panel';

const reasonsDef = cancellationReasons;
// Cancelling the series: its own chunk, fetched once the page is idle or when first opened.
const CancelSeriesDialog = dialogOnDemand(() => import('./cancel-series-dialog'), 'onBack');

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalL },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

const draftOf = (s: SeriesDetail) => ({ fieldId: s.field_id, time: s.time, minutes: s.minutes, startDate: s.start_date, everyWeeks: s.every_weeks, weekdays: s.weekdays, endDate: s.end_date });

/** One recurring series: its rule and bookings; change its end date or cancel it (the machine's `managing` states). */
export function SeriesDetailView({ seriesId, zone, twelve }: { seriesId: number; zone: string; twelve: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { groupId } = useSelection();
  const detail = useSeriesDetail('recurring', seriesId);
  const reasons = useActiveRows(reasonsDef, groupId);
  const actor = useActorRef(recurringMachine, { inspect: uiCoverageInspector(recurringMachine) });
  const snap = useSelector(actor, (s) => s);
  const [endDate, setEndDate] = useState('');
  const [reasonId, setReasonId] = useState('');
  const onReport = useCallback(
    (r: Partial<RuntimeReport>) => {
      if (!r.endDateSkipped) return;
      notify(t('series.endDateChanged'), 'success');
      if (r.endDateSkipped.length > 0) notify(t('series.endDateSkipped', { dates: r.endDateSkipped.map((f) => dayLabel(f.date, i18n.language)).join(', ') }), 'warning');
    },
    [notify, t, i18n.language],
  );
  useRecurringRuntime(actor, null, notify, onReport);

  const series = detail.data;
  useEffect(() => {
    if (series && reasons.isSuccess && snap.matches('idle') && series.status === 'active') {
      actor.send({ type: 'series.opened', seriesId: series.id, draft: draftOf(series), reasonIds: (reasons.data?.data ?? []).map((r) => r.id) });
      setEndDate(series.end_date);
    }
  }, [actor, series, reasons.isSuccess, reasons.data, snap]);
  const cancelled = snap.matches('cancelled');
  useEffect(() => {
    if (cancelled) notify(t('series.seriesCancelled'), 'success');
  }, [cancelled, notify, t]);

  if (detail.isPending) return <Spinner label={t('app.loading')} />;
  if (detail.isError || !series) return <Panel role="alert">{(detail.error as ApiError | null)?.code === 'E404' ? t('series.notFound') : (detail.error as ApiError | null)?.text}</Panel>;
  const busy = snap.matches('changingEndDate') || snap.matches('cancellingSeries');
  const active = series.status === 'active' && !cancelled;

  return (
    <>
      <Panel className={styles.card}>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('series.field')}</dt>
          <dd>{series.field_name}</dd>
          <dt className={styles.term}>{t('series.contact')}</dt>
          <dd>{series.contact_name ?? t('series.noContact')}</dd>
          <dt className={styles.term}>{t('series.type')}</dt>
          <dd>{t(`bookingTypes.${series.type}`, { defaultValue: series.type })}</dd>
          <dt className={styles.term}>{t('series.weekdays')}</dt>
          <dd>{t('series.rule', { every: series.every_weeks, days: weekdaysLabel(t, series.weekdays), time: timeLabel(series.time, twelve), minutes: series.minutes })}</dd>
          <dt className={styles.term}>{t('series.dates')}</dt>
          <dd>{t('series.period', { from: dayLabel(series.start_date, i18n.language), to: dayLabel(series.end_date, i18n.language) })}</dd>
          <dt className={styles.term}>{t('series.status')}</dt>
          <dd>
            <Badge appearance="tint" color={series.status === 'active' ? 'success' : 'subtle'}>
              {t(`series.statuses.${series.status}`)}
            </Badge>
          </dd>
          {series.notes && (
            <>
              <dt className={styles.term}>{t('series.notes')}</dt>
              <dd>{series.notes}</dd>
            </>
          )}
        </dl>
        {snap.context.problems.length > 0 && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{snap.context.problems.map((p) => problemText(t, p)).join(' · ')}</MessageBarBody>
          </MessageBar>
        )}
        {active && (
          <div className={styles.actions}>
            <Field label={t('series.newEndDate')}>
              {/* Typed only once the series is open: a date typed before would be overwritten by the series' own. */}
              <DateInput value={endDate} onChange={(_, d) => setEndDate(d.value)} disabled={busy || !snap.matches('managing')} />
            </Field>
            <Button disabled={busy || !snap.matches('managing')} onClick={() => actor.send({ type: 'endDate.change', endDate })}>
              {t('series.changeEndDate')}
            </Button>
            <Button disabled={busy || !snap.matches('managing')} onClick={() => actor.send({ type: 'cancel.open' })}>
              {t('series.cancelSeries')}
            </Button>
            {busy && <LoadingSpinner size="tiny" />}
          </div>
        )}
      </Panel>

      <Panel className={styles.card}>
        <Text weight="semibold">{t('series.bookings')}</Text>
        <Table aria-label={t('series.bookings')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('series.date')}</TableHeaderCell>
              <TableHeaderCell>{t('series.status')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {seriesDateRows(series.bookings).map((b) => (
              <TableRow key={b.id}>
                <TableCell>
                  {/* Each booking opens in its form (a real link: Ctrl-click opens a new tab). */}
                  <Link
                    href={`/views/reservations/form/${b.id}`}
                    onClick={(e: MouseEvent) => {
                      if (e.ctrlKey || e.metaKey || e.shiftKey) return;
                      e.preventDefault();
                      void navigate(`/views/reservations/form/${b.id}`);
                    }}
                  >
                    {bookingWhen(b, zone, twelve, i18n.language)}
                  </Link>
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={b.status === 'cancelled' ? 'subtle' : 'brand'}>
                    {t(`series.statuses.${b.status}`, { defaultValue: b.status })}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div className={styles.actions}>
          <Button onClick={() => void navigate('/views/recurring-reservation/list')}>{t('series.toList')}</Button>
          {active && <DeletePendingReservations bookings={series.bookings} />}
        </div>
      </Panel>

      <CancelSeriesDialog
        open={snap.matches('confirmingCancel') || snap.matches('cancellingSeries')}
        busy={busy}
        reasons={reasons.data?.data ?? []}
        reasonId={reasonId}
        onReason={setReasonId}
        unknownReason={snap.context.problems.includes('reason_unknown')}
        onBack={() => actor.send({ type: 'dialog.back' })}
        onCancel={() => actor.send({ type: 'series.cancel', reasonId: Number(reasonId) })}
      />
    </>
  );
}
