import { Button, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Notice } from '../../ui/notice';
import { Field, Input, Select, Textarea } from '../../ui/field-controls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { localParts, minutesBetween } from '../../../domain/bookings/local-time';
import { NO_TYPE_INPUTS, typeInputs } from '../../../domain/bookings/quote';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { ReservationDetail } from '../../../domain/bookings/reservation-detail';
import { DEFAULT_BOOKING_MINUTES, localTimeRefusal } from '../../../domain/bookings/offered-slots';
import type { HoursField } from '../../../domain/bookings/opening-hours';
import { editRefusal } from '../../../domain/bookings/rules';
import { clockLabel, spanLabel, todayIn } from '../../../domain/bookings/schedule';
import { BOOKING_DURATIONS, BOOKING_TYPES, PRICING_METHODS, SKILL_LEVELS, countJoined, isBookingDuration, type BookingType, type PricingMethod } from '../../../domain/bookings/types';
import { is12Hour } from '../../../domain/organization/clock';
import { fields } from '../../../domain/resources/fields';
import type { ApiError } from '../../api/client';
import { updateReservation, useQuote, useReservationDetail, detailKey } from '../../api/reservation-details';
import { createReservation, reservationsKey } from '../../api/reservations';
import { useActiveRows } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { facilityOfRecord, useSelection } from '../../shell/selection';
import { Controller, useWatch, useZodForm, type FieldValues } from '../../ui/form/use-zod-form';
import { useNotify } from '../../ui/notify';
import { ContactPicker } from './contact-picker';
import { money } from './money';
import { MoneyInput } from '../../ui/form/money-input';
import type { ReservationDetailPanels as DetailPanels } from './reservation-detail';
import { loadedComponent } from '../../routing/loaded-component';
import { conflictMessage } from './conflict-message';
import { serverTimeMessage, timeRefusalMessage, timeRuleOptions } from './time-rule';
import { FacilityNotice } from '../../shell/facility-notice';
import { DateInput } from '../../ui/form/date-input';
import { TimeInput } from '../../ui/form/time-input';
import { Panel } from '../../ui/panel';

const fieldsDef = fields;
const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  card: { padding: tokens.spacingHorizontalXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The inputs as one group (disabled together when the booking is read-only), laid out as the form.
  fieldset: { border: 'none', padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', alignItems: 'start' },
  price: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'baseline' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** The booking's rules (zod) load with the form's first check, not with the page. */
const reservationRules = () => import('../../../domain/bookings/reservation').then((m) => m.reservationInputSchema);

type Values = FieldValues & {
  field_id: number | null;
  type: BookingType;
  date: string;
  time: string;
  minutes: number;
  contact_id: number | null;
  pricing_method?: PricingMethod;
  price_per_player_cents?: number | null;
  min_players?: number | null;
};

const EMPTY = { notes: '', ...NO_TYPE_INPUTS };

/** The form's values of a saved booking, in its facility's zone. */
function valuesOf(b: Reservation, zone: string): Values {
  const { date, minute } = localParts(b.start_at, zone);
  return { ...EMPTY, ...b, type: b.type as BookingType, date, time: clockLabel(minute, false), minutes: minutesBetween(b.start_at, b.end_at) } as Values;
}

/** The values a new booking starts from: the schedule's slot (`?field_id=&date=&time=&minutes=&type=`) when it opened the form. */
function startValues(search: URLSearchParams, today: string): Values {
  const minutes = Number(search.get('minutes'));
  const type = search.get('type') as BookingType | null;
  return {
    ...EMPTY,
    field_id: Number(search.get('field_id')) || null,
    type: type && BOOKING_TYPES.includes(type) ? type : 'one_day',
    date: search.get('date') ?? today,
    time: search.get('time') ?? '18:00',
    minutes: isBookingDuration(minutes) ? minutes : DEFAULT_BOOKING_MINUTES,
  } as Values;
}

const num = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * A saved booking's panels (its actions, participants, for sale, notes, history, receipt): a chunk of
 * their own, fetched as a saved booking's form opens (beside its detail call), so a new booking's
 * form does not load them.
 */
const ReservationDetailPanels = loadedComponent<ComponentProps<typeof DetailPanels>>(() => import('./reservation-detail').then((m) => ({ default: m.ReservationDetailPanels })));

/**
 * `/views/reservations/form/:id?` (view 35): a booking of any type of SPEC §3 with the inputs its
 * type uses and the price the server will store, shown as the inputs change. With an id, the
 * booking's detail follows the form (participants, notes, chat, history, receipt).
 */
export default function ReservationFormPage({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const selection = useSelection();
  const detail = useReservationDetail(id);
  useEffect(() => {
    if (id !== null) void ReservationDetailPanels.preload().catch(() => undefined);
  }, [id]);
  // A saved booking is shown at its own facility (its zone and clock, its fields, its currency), whichever one the top bar has chosen.
  const facility = facilityOfRecord(selection.facilities, id === null ? null : detail.data?.facility_id, selection.facility);
  const facilityId = facility?.id ?? null;
  const zone = facility?.timezone ?? 'UTC';
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const fieldRows = useActiveRows(fieldsDef, facilityId);
  const { form, showServerErrors } = useZodForm(reservationRules, startValues(search, todayIn(zone, new Date())) as never);
  const [conflict, setConflict] = useState<string | null>(null);
  const c = form.control;
  const watched = useWatch({ control: c }) as Values;
  const uses = typeInputs(watched.type ?? 'one_day');

  useEffect(() => {
    if (detail.data && facility) form.reset(valuesOf(detail.data, zone) as never);
  }, [detail.data, facility, zone, form]);

  const quoteBody = useMemo(
    () =>
      facilityId !== null && watched.field_id
        ? {
            facility_id: facilityId,
            field_id: Number(watched.field_id),
            type: watched.type,
            minutes: Number(watched.minutes),
            pricing_method: watched.pricing_method,
            price_per_player_cents: watched.price_per_player_cents ?? null,
            min_players: watched.min_players ?? null,
            participants: detail.data ? countJoined(detail.data.participants) : 0,
          }
        : null,
    [facilityId, watched.field_id, watched.type, watched.minutes, watched.pricing_method, watched.price_per_player_cents, watched.min_players, detail.data],
  );
  const quote = useQuote(quoteBody);

  // The creation rule on the chosen field, date, time and duration, as they are picked (a saved
  // booking whose time is not changed is not asked again): its sentence shows on the time input.
  const chosen = (fieldRows.data?.data ?? []).find((f) => f.id === Number(watched.field_id)) as unknown as (HoursField & { id: number }) | undefined;
  const saved = detail.data && facility ? valuesOf(detail.data, zone) : null;
  const timeUnchanged = saved !== null && saved.field_id === Number(watched.field_id) && saved.date === watched.date && saved.time === watched.time && saved.minutes === Number(watched.minutes);
  const refusal = chosen && !timeUnchanged ? localTimeRefusal(chosen, watched.date, watched.time, Number(watched.minutes), timeRuleOptions(zone, 'choices')) : null;
  const timeProblem = refusal && chosen ? timeRefusalMessage(t, refusal, chosen.name, twelve) : undefined;

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => (id === null ? createReservation({ ...(values as Record<string, unknown>), facility_id: facilityId! } as never) : updateReservation(id, values as never)),
    onSuccess: async (saved) => {
      notify(id === null ? t('reservation.created') : t('reservation.saved'), 'success');
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
      if (id === null) void navigate(`/views/reservations/form/${saved.id}`, { replace: true });
    },
    onError: (error: ApiError) => {
      showServerErrors(error);
      const [first] = (error.data as { conflicts?: Reservation[] } | null)?.conflicts ?? [];
      const refusedTime = serverTimeMessage(error);
      if (first)
        setConflict(
          conflictMessage(t, first, Number(watched.field_id), (fid) => (fieldRows.data?.data ?? []).find((f) => f.id === fid)?.name as string | undefined, spanLabel(first, watched.date, zone, twelve)),
        );
      // A time the server refused (the clock moved on since the rule was asked here): on the time input, as the rule's own.
      else if (refusedTime) form.setError('time' as never, { message: refusedTime });
      else notify(Object.values(error.fields)[0] ?? error.text, 'error');
    },
  });

  const heading = id === null ? t('reservation.newTitle') : t('reservation.editTitle', { id });
  if (!facility || (id !== null && detail.isPending)) {
    return (
      <>
        <PageTitle title={heading} />
        {id !== null ? <Spinner label={t('app.loading')} /> : <FacilityNotice />}
      </>
    );
  }
  if (detail.isError) return <Panel role="alert">{(detail.error as ApiError).text}</Panel>;

  const err = (name: string) => (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const numberInput = (name: string, label: string, step = '1') => (
    <Controller
      name={name}
      control={c}
      render={({ field }) => (
        <Field label={label} validationMessage={err(name)}>
          <Input ref={field.ref} type="number" min={0} step={step} value={field.value === null || field.value === undefined ? '' : String(field.value)} onChange={(_, d) => field.onChange(num(d.value))} />
        </Field>
      )}
    />
  );
  const select = (name: string, label: string, options: readonly (string | number)[], text: (v: string | number) => string, empty?: string) => (
    <Controller
      name={name}
      control={c}
      render={({ field }) => (
        <Field label={label} validationMessage={err(name)}>
          <Select
            ref={field.ref}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(_, d) => field.onChange(d.value === '' ? null : typeof options[0] === 'number' ? Number(d.value) : d.value)}
          >
            {empty !== undefined && <option value="">{empty}</option>}
            {options.map((o) => (
              <option key={o} value={o}>
                {text(o)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
  const fields = (fieldRows.data?.data ?? []).map((f) => ({ id: f.id, name: String(f.name) }));
  const d = detail.data as ReservationDetail | undefined;
  // A cancelled or ended booking is shown as it was, read-only, with why (the server refuses a save the same way).
  const closed = d ? editRefusal({ status: d.status, end: d.end_at }, new Date().toISOString()) : null;

  const formCard = (
    <Panel className={styles.card}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setConflict(null);
          // A time the rule refuses is not sent: its sentence is on the time input.
          if (!refusal) save.mutate(values as Record<string, unknown>);
        })}
      >
        {conflict && (
          <Notice intent="error" role="alert">
            {conflict}
          </Notice>
        )}
        {closed && (
          <Notice intent="info" role="status" title={t('reservation.readOnly')}>
            {t(`bookings.refused.${closed}`)}
          </Notice>
        )}
        <fieldset className={styles.fieldset} disabled={closed !== null}>
          <div className={styles.grid}>
            {select(
              'type',
              t('reservation.type'),
              BOOKING_TYPES.filter((v) => v !== 'recurring'),
              (v) => t(`bookingTypes.${v}`),
            )}
            {select(
              'field_id',
              t('reservation.field'),
              fields.map((f) => f.id),
              (v) => fields.find((f) => f.id === v)?.name ?? '',
              '',
            )}
            <Controller
              name="date"
              control={c}
              render={({ field }) => (
                <Field label={t('reservation.date')} validationMessage={err('date')}>
                  <DateInput value={String(field.value ?? '')} onChange={(_, x) => field.onChange(x.value)} />
                </Field>
              )}
            />
            <Controller
              name="time"
              control={c}
              render={({ field }) => (
                <Field label={t('reservation.time')} validationMessage={err('time') ?? timeProblem}>
                  <TimeInput step={300} value={String(field.value ?? '')} twelveHour={twelve} onChange={(_, x) => field.onChange(x.value)} />
                </Field>
              )}
            />
            {select('minutes', t('reservation.duration'), BOOKING_DURATIONS, (m) => t('schedule.minutes', { count: Number(m) }))}
          </div>
          {uses.contact && (
            <Controller
              name="contact_id"
              control={c}
              render={({ field }) => (
                <ContactPicker
                  facilityId={facility.id}
                  value={(field.value as number | null) ?? null}
                  currentName={d?.contact_name ?? null}
                  label={t('reservation.contact')}
                  error={err('contact_id')}
                  onChange={field.onChange}
                />
              )}
            />
          )}
          {uses.match && (
            <div className={styles.grid}>
              {select('skill_level', t('reservation.skill'), SKILL_LEVELS, (v) => t(`reservation.skills.${v}`), '')}
              {numberInput('min_players', t('reservation.minPlayers'))}
              {numberInput('max_players', t('reservation.maxPlayers'))}
              <Controller
                name="price_per_player_cents"
                control={c}
                render={({ field }) => (
                  <Field label={t('reservation.pricePerPlayer')} validationMessage={err('price_per_player_cents')}>
                    <MoneyInput name={field.name} onBlur={field.onBlur} ref={field.ref} value={field.value as number | null} onChange={field.onChange} currency={facility.currency} />
                  </Field>
                )}
              />
              {numberInput('cancel_hours_before', t('reservation.cancelHours'))}
            </div>
          )}
          {uses.price && (
            <div className={styles.grid}>
              {select('pricing_method', t('reservation.pricingMethod'), PRICING_METHODS, (v) => t(`reservation.pricing.${v}`))}
              <Controller
                name="include_video"
                control={c}
                render={({ field }) => (
                  // The server refuses video on a field without a camera: its message shows here.
                  <Field validationMessage={err('include_video')}>
                    <Switch label={t('reservation.includeVideo')} checked={Boolean(field.value)} onChange={(_, x) => field.onChange(x.checked)} />
                  </Field>
                )}
              />
            </div>
          )}
          <Controller
            name="notes"
            control={c}
            render={({ field }) => (
              <Field label={t('reservation.notes')} validationMessage={err('notes')}>
                <Textarea value={String(field.value ?? '')} maxLength={250} onChange={(_, x) => field.onChange(x.value)} />
              </Field>
            )}
          />
          {uses.price && quote.data && (
            <div className={styles.price} role="status" aria-label={t('reservation.price')}>
              <Text>
                {t('reservation.fieldPrice')}: {money(quote.data.field_price_cents, quote.data.currency)}
              </Text>
              {quote.data.payers > 1 && <Text>{t('reservation.perPayer', { count: quote.data.payers, share: money(quote.data.share_cents, quote.data.currency) })}</Text>}
              <Text>
                {t('reservation.serviceFee')}: {money(quote.data.service_fee_cents, quote.data.currency)}
              </Text>
              <Text weight="semibold">
                {t('reservation.total')}: {money(quote.data.total_cents, quote.data.currency)}
              </Text>
            </div>
          )}
        </fieldset>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary" disabled={save.isPending || closed !== null || refusal !== null}>
            {id === null ? t('reservation.book') : t('reservation.save')}
          </Button>
          <Button onClick={() => void navigate('/views/booking/view?tab=list')}>{t('reservation.back')}</Button>
        </div>
      </form>
    </Panel>
  );

  return (
    <>
      <PageTitle title={`${t(title)} · ${heading}`} />
      <div className={styles.layout}>
        {d ? <ReservationDetailPanels detail={d} zone={zone} twelveHour={twelve} onChanged={(next) => queryClient.setQueryData(detailKey(d.id), next)} form={formCard} /> : formCard}
      </div>
    </>
  );
}
