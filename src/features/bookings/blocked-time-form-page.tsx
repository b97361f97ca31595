import { Button, Checkbox, FieldContextProvider, Spinner, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Textarea } from '../../ui/field-controls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Reservation } from '../../../domain/bookings/reservation';
import { localTimeRefusal } from '../../../domain/bookings/offered-slots';
import type { HoursField } from '../../../domain/bookings/opening-hours';
import { bookingWhen, dayLabel, minutesOf, todayIn } from '../../../domain/bookings/schedule';
import { is12Hour } from '../../../domain/organization/clock';
import { fields } from '../../../domain/resources/fields';
import type { ApiError } from '../../api/client';
import { reservationsKey } from '../../api/reservations';
import { useActiveRows } from '../../api/resources';
import { createBlockedTime, removeBlockedTime, seriesKey, updateBlockedTime, useSeriesDetail } from '../../api/series';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { Notice } from '../../ui/notice';
import { seriesHours } from './series-format';
import { serverTimeMessage, timeRefusalMessage, timeRuleOptions } from './time-rule';
import { FacilityNotice } from '../../shell/facility-notice';
import { DateInput } from '../../ui/form/date-input';
import { TimeInput } from '../../ui/form/time-input';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { Panel } from '../../ui/panel';
import { ConfirmDialog } from '../../ui/on-demand-dialogs';

const fieldsDef = fields;
const LIST_PATH = '/views/blocked-times/list';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
});

/** What stands in the way of a blocked time (E409 `data.conflicts`), by field, date and time. */
function useInWay(zone: string, twelve: boolean, fieldName: (id: number) => string) {
  const { t, i18n } = useTranslation();
  return (conflicts: Reservation[]) =>
    t('blocked.inWay', {
      items: conflicts.map((c) => `${fieldName(c.field_id)} · ${bookingWhen(c, zone, twelve, i18n.language)} (${t(`bookingTypes.${c.type}`, { defaultValue: c.type })})`).join('; '),
    });
}

function NewBlockedTime({ facilityId, zone, twelve }: { facilityId: number; zone: string; twelve: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const fields = useActiveRows(fieldsDef, facilityId);
  const fieldRows = fields.data?.data ?? [];
  const [fieldIds, setFieldIds] = useState<number[]>([]);
  const [date, setDate] = useState(() => todayIn(zone, new Date()));
  const [from, setFrom] = useState('08:00');
  const [to, setTo] = useState('10:00');
  const [repeat, setRepeat] = useState(false);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inWay = useInWay(zone, twelve, (id) => String(fieldRows.find((f) => f.id === id)?.name ?? id));
  // The creation rule (its own range, not the booking durations) on each chosen field, as the date and
  // times are picked: the first field it refuses is named on the From input, and nothing is sent.
  // A weekly repeat falls on the same weekday, so the first date stands for all.
  const timeProblem = (() => {
    if (!/^\d{2}:\d{2}$/.test(from) || !/^\d{2}:\d{2}$/.test(to) || to <= from) return undefined;
    const options = timeRuleOptions(zone, 'any');
    for (const id of fieldIds) {
      const field = fieldRows.find((f) => f.id === id) as unknown as (HoursField & { id: number }) | undefined;
      const refusal = field ? localTimeRefusal(field, date, from, minutesOf(to) - minutesOf(from), options) : null;
      if (field && refusal) return timeRefusalMessage(t, refusal, field.name, twelve);
    }
    return undefined;
  })();

  const save = useMutation({
    mutationFn: () => createBlockedTime({ facility_id: facilityId, field_ids: fieldIds, date, time: from, end_time: to, repeat_until: repeat ? until : null, reason }),
    onSuccess: async () => {
      notify(t('blocked.created'), 'success');
      await Promise.all([queryClient.invalidateQueries({ queryKey: seriesKey }), queryClient.invalidateQueries({ queryKey: reservationsKey })]);
      void navigate(LIST_PATH);
    },
    onError: (error: ApiError) => {
      const conflicts = (error.data as { conflicts?: Reservation[] } | null)?.conflicts;
      const refusedTime = serverTimeMessage(error);
      // A time the server refused (the clock moved on since the rule was asked here): on the From input, as the rule's own.
      if (refusedTime) {
        setErrors({ ...error.fields, time: refusedTime });
        return;
      }
      setProblem(error.code === 'E409' && conflicts?.length ? `${error.text}. ${inWay(conflicts)}` : error.text);
      setErrors(error.fields);
    },
  });

  const submit = () => {
    const local: Record<string, string> = {};
    if (fieldIds.length === 0) local.field_ids = t('blocked.chooseFields');
    if (!reason.trim()) local.reason = t('blocked.required');
    if (!date) local.date = t('blocked.required');
    if (from && to && to <= from) local.end_time = t('blocked.endBeforeStart');
    if (repeat && !until) local.repeat_until = t('blocked.required');
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length === 0 && !timeProblem) save.mutate();
  };

  return (
    <Panel className={styles.card}>
      {problem && (
        <Notice intent="error" role="alert">
          {problem}
        </Notice>
      )}
      <Field label={t('blocked.fields')} required validationMessage={errors.field_ids}>
        <FieldContextProvider value={undefined}>
          <div className={styles.fields} role="group" aria-label={t('blocked.fields')}>
            {fields.isPending && <LoadingSpinner size="tiny" />}
            {fieldRows.map((f) => (
              <Checkbox key={f.id} label={String(f.name)} checked={fieldIds.includes(f.id)} onChange={(_, d) => setFieldIds((ids) => (d.checked ? [...ids, f.id] : ids.filter((x) => x !== f.id)))} />
            ))}
          </div>
        </FieldContextProvider>
      </Field>
      <div className={styles.row}>
        <Field label={t('blocked.date')} required validationMessage={errors.date}>
          <DateInput value={date} onChange={(_, d) => setDate(d.value)} />
        </Field>
        <Field label={t('blocked.from')} required validationMessage={timeProblem ?? errors.time}>
          <TimeInput value={from} twelveHour={twelve} onChange={(_, d) => setFrom(d.value)} />
        </Field>
        <Field label={t('blocked.to')} required validationMessage={errors.end_time}>
          <TimeInput value={to} twelveHour={twelve} onChange={(_, d) => setTo(d.value)} />
        </Field>
      </div>
      <div className={styles.row}>
        <Switch label={t('blocked.repeat')} checked={repeat} onChange={(_, d) => setRepeat(d.checked)} />
        {repeat && (
          <Field label={t('blocked.until')} required validationMessage={errors.repeat_until}>
            <DateInput value={until} min={date} onChange={(_, d) => setUntil(d.value)} />
          </Field>
        )}
      </div>
      <Field label={t('blocked.reason')} required validationMessage={errors.reason}>
        <Textarea value={reason} maxLength={250} onChange={(_, d) => setReason(d.value)} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={save.isPending || timeProblem !== undefined} onClick={submit}>
          {t('blocked.save')}
        </Button>
        <Button onClick={() => void navigate(LIST_PATH)}>{t('series.toList')}</Button>
        {save.isPending && <LoadingSpinner size="tiny" />}
      </div>
    </Panel>
  );
}

function BlockedTimeDetail({ id, twelve }: { id: number; twelve: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const detail = useSeriesDetail('blocked', id);
  const [reason, setReason] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: seriesKey }), queryClient.invalidateQueries({ queryKey: reservationsKey })]);
  const rename = useMutation({
    mutationFn: (text: string) => updateBlockedTime(id, text),
    onSuccess: async () => {
      notify(t('blocked.saved'), 'success');
      await refresh();
    },
    onError: (error: ApiError) => notify(error.text, 'error'),
  });
  const remove = useMutation({
    mutationFn: () => removeBlockedTime(id),
    onSuccess: async () => {
      notify(t('blocked.removed'), 'success');
      setConfirming(false);
      await refresh();
      void navigate(LIST_PATH);
    },
    onError: (error: ApiError) => notify(error.text, 'error'),
  });

  if (detail.isPending) return <Spinner label={t('app.loading')} />;
  const s = detail.data;
  if (!s) return <Panel role="alert">{(detail.error as ApiError | null)?.code === 'E404' ? t('series.notFound') : (detail.error as ApiError | null)?.text}</Panel>;
  const shown = reason ?? s.notes;
  return (
    <Panel className={styles.card}>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('blocked.fields')}</dt>
        <dd>{s.field_names.join(', ')}</dd>
        <dt className={styles.term}>{t('blocked.date')}</dt>
        <dd>{s.start_date === s.end_date ? dayLabel(s.start_date, i18n.language) : `${dayLabel(s.start_date, i18n.language)} · ${t('blocked.weekly', { date: dayLabel(s.end_date, i18n.language) })}`}</dd>
        <dt className={styles.term}>{t('blocked.hours')}</dt>
        <dd>{seriesHours(s, twelve)}</dd>
        <dt className={styles.term}>{t('series.status')}</dt>
        <dd>{t(`series.statuses.${s.status}`)}</dd>
      </dl>
      <Field label={t('blocked.reason')} required>
        <Textarea value={shown} maxLength={250} disabled={s.status !== 'active'} onChange={(_, d) => setReason(d.value)} />
      </Field>
      <div className={styles.actions}>
        {s.status === 'active' && (
          <>
            <Button appearance="primary" disabled={!shown.trim() || rename.isPending} onClick={() => rename.mutate(shown)}>
              {t('blocked.save')}
            </Button>
            <Button onClick={() => setConfirming(true)}>{t('blocked.remove')}</Button>
          </>
        )}
        <Button onClick={() => void navigate(LIST_PATH)}>{t('series.toList')}</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('blocked.removeTitle')}
        text={t('blocked.removeHint')}
        cancelLabel={t('series.keep')}
        confirmLabel={t('blocked.remove')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </Panel>
  );
}

/** `/views/blocked-times/form/:id?` (view 38): block fields for a period, or one blocked time (its reason; remove it). */
export default function BlockedTimeFormPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { facility } = useSelection();
  const blockedId = id && /^\d+$/.test(id) ? Number(id) : null;
  if (!facility) {
    return (
      <>
        <PageTitle title={t(title)} />
        <FacilityNotice />
      </>
    );
  }
  const twelve = is12Hour(facility.time_format);
  return (
    <>
      <PageTitle title={blockedId ? t(title) : t('blocked.newBlocked')} />
      {blockedId ? <BlockedTimeDetail key={blockedId} id={blockedId} twelve={twelve} /> : <NewBlockedTime key={facility.id} facilityId={facility.id} zone={facility.timezone} twelve={twelve} />}
    </>
  );
}
