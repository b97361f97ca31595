import { Badge, Button, Checkbox, FieldContextProvider, ProgressBar, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Notice } from '../../ui/notice';
import { Field, Input, Select, Textarea } from '../../ui/field-controls';
import { useActorRef, useSelector } from '@xstate/react';
import { uiCoverageInspector } from '../../machine-coverage';
import { useCallback, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { seriesTimeRefusal } from '../../../domain/bookings/offered-slots';
import type { HoursField } from '../../../domain/bookings/opening-hours';
import { clockLabel, dayLabel, shiftDate, spanLabel, todayIn } from '../../../domain/bookings/schedule';
import { localParts } from '../../../domain/bookings/local-time';
import { BOOKING_DURATIONS, BOOKING_TYPES, ISO_WEEKDAYS, isBookingDuration } from '../../../domain/bookings/types';
import { is12Hour } from '../../../domain/organization/clock';
import { fields } from '../../../domain/resources/fields';
import { progressOf, recurringMachine, weeklyDraft, type SeriesDraft } from '../../../machines/recurring.machine';
import { useActiveRows } from '../../api/resources';
import type { VerifiedDay } from '../../api/series';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { ContactPicker } from './contact-picker';
import { useRecurringRuntime, type RuntimeReport, type SeriesExtras } from './recurring-runtime';
import { problemText } from './series-format';
import { timeRefusalMessage, timeRuleOptions } from './time-rule';
import type { SeriesDetailView as Detail } from './series-detail';
import { loadedComponent } from '../../routing/loaded-component';
import { FacilityNotice } from '../../shell/facility-notice';
import { DateInput } from '../../ui/form/date-input';
import { TimeInput } from '../../ui/form/time-input';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { Panel } from '../../ui/panel';

/** A new series starts at 18:00 (minutes from local midnight). */
const DEFAULT_SERIES_MINUTE = 18 * 60;

const fieldsDef = fields;
const SERIES_TYPES = BOOKING_TYPES.filter((type) => type !== 'blocked');
export const RECURRING_LIST_PATH = '/views/recurring-reservation/list';
export const recurringFormPath = (id?: number) => `/views/recurring-reservations/form${id ? `/${id}` : ''}`;

/** A saved series' page (its dates, their bookings, its delete): a chunk of its own, so the new series form does not load it. */
const SeriesDetailView = loadedComponent<ComponentProps<typeof Detail>>(() => import('./series-detail').then((m) => ({ default: m.SeriesDetailView })));

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalL, flexWrap: 'wrap', alignItems: 'center' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalL },
  dates: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  date: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', padding: `${tokens.spacingVerticalXS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  day: { minWidth: '150px', fontWeight: tokens.fontWeightSemibold },
});

/**
 * The series a new form starts from: the schedule's slot (`?field_id=&date=&time=&minutes=`) when
 * it opened the form; otherwise weekly at 18:00 from today, or from tomorrow once today's 18:00 has
 * passed (a series never starts in the past).
 */
function startDraft(search: URLSearchParams, zone: string): SeriesDraft {
  const date = search.get('date');
  const time = search.get('time');
  const minutes = Number(search.get('minutes'));
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return weeklyDraft({
      startDate: date,
      time: time && /^\d{2}:\d{2}$/.test(time) ? time : clockLabel(DEFAULT_SERIES_MINUTE, false),
      minutes: isBookingDuration(minutes) ? minutes : 60,
      fieldId: Number(search.get('field_id')) || 0,
    });
  }
  const now = new Date();
  const today = todayIn(zone, now);
  const first = localParts(now.toISOString(), zone).minute < DEFAULT_SERIES_MINUTE ? today : shiftDate(today, 1);
  return weeklyDraft({ startDate: first, time: clockLabel(DEFAULT_SERIES_MINUTE, false), minutes: 60 });
}

/** The dates of a verify answer, each free or with what stands in its way. */
function VerifiedDates({ days, zone, twelve, label }: { days: Pick<VerifiedDay, 'date' | 'conflicts'>[]; zone: string; twelve: boolean; label: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.dates} aria-label={label}>
      {days.map((d) => (
        <li key={d.date} className={styles.date} data-date={d.date} data-free={d.conflicts.length === 0}>
          <span className={styles.day}>{dayLabel(d.date, i18n.language)}</span>
          {d.conflicts.length === 0 ? (
            <Badge appearance="tint" color="success">
              {t('series.free')}
            </Badge>
          ) : (
            d.conflicts.map((c) => {
              const when = spanLabel(c, d.date, zone, twelve);
              return (
                <Badge key={c.id} appearance="tint" color="danger">
                  {c.type === 'blocked'
                    ? `${t('series.inWayBlocked', { when })}${c.notes ? ` · ${c.notes}` : ''}`
                    : t('series.inWayBooking', { when, type: t(`bookingTypes.${c.type}`, { defaultValue: c.type }) })}
                </Badge>
              );
            })
          )}
        </li>
      ))}
    </ul>
  );
}

/** A new recurring reservation: the form, then verify → conflicts → create in part (machines/recurring.machine.ts). */
function NewSeries({ facilityId, zone, twelve }: { facilityId: number; zone: string; twelve: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const actor = useActorRef(recurringMachine, { inspect: uiCoverageInspector(recurringMachine) });
  const snap = useSelector(actor, (s) => s);
  const draft = snap.context.draft;
  const fields = useActiveRows(fieldsDef, facilityId);
  const [extras, setExtras] = useState<SeriesExtras>({ facilityId, type: 'recurring', contactId: null, notes: '' });
  const [report, setReport] = useState<RuntimeReport>({ verified: [], endDateSkipped: [], taken: [] });
  const onReport = useCallback((r: Partial<RuntimeReport>) => setReport((x) => ({ ...x, ...r })), []);
  useRecurringRuntime(actor, extras, notify, onReport);

  const [search] = useSearchParams();
  useEffect(() => {
    if (!snap.matches('idle')) return;
    actor.send({ type: 'series.new', draft: startDraft(search, zone) });
  }, [actor, snap, zone, search]);

  const change = (changes: Partial<SeriesDraft>) => actor.send({ type: 'draft.changed', changes });
  const editing = snap.matches('editing');
  const fieldRows = fields.data?.data ?? [];
  const conflicting = useMemo(() => snap.context.verified.filter((d) => d.conflicts.length > 0).length, [snap.context.verified]);
  const freeCount = snap.context.verified.length - conflicting;
  const progress = progressOf(snap.context);
  // Dates taken between verify and creation (E409), and those not created for another reason (the toast said why).
  const taken = snap.context.failed.filter((f) => f.code === 'E409');
  const notCreated = snap.context.failed.filter((f) => f.code !== 'E409');
  if (!draft) return <LoadingSpinner />;
  // The creation rule on each weekday of the series (and its first date not in the past), as it is set:
  // the sentence names the weekday that does not fit, on the time input, and nothing is checked or sent.
  const chosen = fieldRows.find((f) => f.id === draft.fieldId) as unknown as (HoursField & { id: number }) | undefined;
  const refusal = chosen && editing ? seriesTimeRefusal(chosen, draft, timeRuleOptions(zone, 'choices')) : null;
  const timeProblem = refusal && chosen ? timeRefusalMessage(t, refusal, chosen.name, twelve) : undefined;

  return (
    <>
      <Panel className={styles.card}>
        {snap.context.problems.length > 0 && (
          <Notice intent="error" role="alert">
            {snap.context.problems.map((p) => problemText(t, p)).join(' · ')}
          </Notice>
        )}
        <fieldset disabled={!editing} style={{ border: 'none', padding: 0, margin: 0 }}>
          <div className={styles.form}>
            <Field label={t('series.field')} required>
              <Select value={draft.fieldId ? String(draft.fieldId) : ''} onChange={(_, d) => change({ fieldId: Number(d.value) })}>
                <option value="">{fields.isPending ? t('app.loading') : t('series.chooseField')}</option>
                {fieldRows.map((f) => (
                  <option key={f.id} value={f.id}>
                    {String(f.name)}
                  </option>
                ))}
              </Select>
            </Field>
            <div className={styles.wide}>
              <ContactPicker facilityId={facilityId} value={extras.contactId} currentName={null} label={t('series.contact')} onChange={(contactId) => setExtras((x) => ({ ...x, contactId }))} />
            </div>
            <Field label={t('series.type')}>
              <Select value={extras.type} onChange={(_, d) => setExtras((x) => ({ ...x, type: d.value }))}>
                {SERIES_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`bookingTypes.${type}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('series.startDate')} required>
              <DateInput value={draft.startDate} onChange={(_, d) => change({ startDate: d.value })} />
            </Field>
            <Field label={t('series.time')} required validationMessage={timeProblem}>
              <TimeInput value={draft.time} twelveHour={twelve} onChange={(_, d) => change({ time: d.value })} />
            </Field>
            <Field label={t('series.duration')} required>
              <Select value={String(draft.minutes)} onChange={(_, d) => change({ minutes: Number(d.value) })}>
                {BOOKING_DURATIONS.map((m) => (
                  <option key={m} value={m}>
                    {t('schedule.minutes', { count: m })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('series.everyWeeks')} required>
              <Input type="number" min={1} max={52} value={String(draft.everyWeeks)} onChange={(_, d) => change({ everyWeeks: Number(d.value) })} />
            </Field>
            <Field label={t('series.endDate')} required>
              <DateInput value={draft.endDate} onChange={(_, d) => change({ endDate: d.value })} />
            </Field>
            <Field label={t('series.weekdays')} required className={styles.wide}>
              <FieldContextProvider value={undefined}>
                <div className={styles.days} role="group" aria-label={t('series.weekdays')}>
                  {ISO_WEEKDAYS.map((day) => (
                    <Checkbox
                      key={day}
                      label={t(`options.weekday.${day}`)}
                      checked={draft.weekdays.includes(day)}
                      onChange={(_, d) => change({ weekdays: d.checked ? [...draft.weekdays, day].sort() : draft.weekdays.filter((x) => x !== day) })}
                    />
                  ))}
                </div>
              </FieldContextProvider>
            </Field>
            <Field label={t('series.notes')} className={styles.wide}>
              <Textarea value={extras.notes} maxLength={250} onChange={(_, d) => setExtras((x) => ({ ...x, notes: d.value }))} />
            </Field>
          </div>
        </fieldset>
        {!snap.matches('finished') && (
          <div className={styles.actions}>
            <Button appearance="primary" disabled={!editing || draft.fieldId === 0 || refusal !== null} onClick={() => actor.send({ type: 'series.verify' })}>
              {t('series.check')}
            </Button>
            <Button onClick={() => void navigate(RECURRING_LIST_PATH)}>{t('series.toList')}</Button>
            {snap.matches('verifying') && <Spinner size="tiny" label={t('series.checking')} />}
          </div>
        )}
      </Panel>

      {(snap.matches('creating') || snap.matches('adding')) && (
        <Panel className={styles.card}>
          <Field
            label={t('series.creatingProgress', { upTo: progress.upTo, total: progress.total })}
            validationState="none"
            validationMessage={progress.failed > 0 ? t('series.takenSoFar', { count: progress.failed }) : undefined}
          >
            <ProgressBar value={progress.done} max={Math.max(progress.total, 1)} thickness="large" />
          </Field>
        </Panel>
      )}

      {snap.matches('reviewing') && (
        <Panel className={styles.card}>
          <Notice intent="warning" title={t('series.conflictsTitle')}>
            {t('series.conflictsHint', { count: conflicting })}
          </Notice>
          <VerifiedDates days={report.verified} zone={zone} twelve={twelve} label={t('series.conflictsTitle')} />
          <div className={styles.actions}>
            <Button appearance="primary" disabled={freeCount === 0} onClick={() => actor.send({ type: 'series.createWithoutConflicts' })}>
              {t('series.createFree', { count: freeCount })}
            </Button>
            <Button onClick={() => actor.send({ type: 'dialog.back' })}>{t('series.back')}</Button>
          </div>
        </Panel>
      )}

      {snap.matches('finished') && (
        <Panel className={styles.card}>
          <Notice intent={snap.context.failed.length > 0 ? 'warning' : 'success'} role="status" title={t('series.doneTitle')}>
            {t('series.doneCreated', { count: progress.created })}
          </Notice>
          {snap.context.skipped.length > 0 && <Text>{t('series.doneSkipped', { dates: snap.context.skipped.map((d) => dayLabel(d, i18n.language)).join(', ') })}</Text>}
          {taken.length > 0 && (
            <>
              <Text>{t('series.doneFailed', { dates: taken.map((f) => dayLabel(f.date, i18n.language)).join(', ') })}</Text>
              <VerifiedDates days={report.taken.filter((d) => taken.some((f) => f.date === d.date))} zone={zone} twelve={twelve} label={t('series.takenList')} />
            </>
          )}
          {notCreated.length > 0 && <Text>{t('series.doneNotCreated', { dates: notCreated.map((f) => dayLabel(f.date, i18n.language)).join(', ') })}</Text>}
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => void navigate(recurringFormPath(snap.context.seriesId ?? undefined))}>
              {t('series.openSeries')}
            </Button>
            <Button onClick={() => void navigate(RECURRING_LIST_PATH)}>{t('series.toList')}</Button>
          </div>
        </Panel>
      )}
    </>
  );
}

/** `/views/recurring-reservations/form/:id?` (view 35): a new series, or one series to manage. */
export default function RecurringFormPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { facility } = useSelection();
  const seriesId = id && /^\d+$/.test(id) ? Number(id) : null;
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
      <PageTitle title={seriesId ? t(title) : t('series.newSeries')} />
      {seriesId ? (
        <SeriesDetailView key={seriesId} seriesId={seriesId} zone={facility.timezone} twelve={twelve} />
      ) : (
        <NewSeries key={facility.id} facilityId={facility.id} zone={facility.timezone} twelve={twelve} />
      )}
    </>
  );
}
