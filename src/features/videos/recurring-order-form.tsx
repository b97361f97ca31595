import { Button, Checkbox, Label, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Notice } from '../../ui/notice';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Input, Select } from '../../ui/field-controls';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { ArrowLeftRegular, EditRegular, DismissCircleRegular, SaveRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { instantLabel, shiftDate, todayIn } from '../../../domain/time/local';
import { formatDateInput } from '../../../domain/time/date-input';
import { pickLanguage } from '../../../domain/constants';
import { ISO_WEEKDAYS } from '../../../domain/bookings/types';
import { is12Hour } from '../../../domain/organization/clock';
import { fields } from '../../../domain/resources/fields';
import type { RecurringOrderDetail, RecurringOrderEdit, RecurringOrderForm, RecurringOrderInput } from '../../../domain/videos/recurring';
import { RECURRING_ORDER_AHEAD_DAYS, VIDEO_DURATIONS, VIDEO_TYPES } from '../../../domain/videos/rules';
import type { ApiError } from '../../api/client';
import { useActiveRows } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { useCheckedForm } from '../../ui/form/use-checked-form';
import { useNotify } from '../../ui/notify';
import { ContactPicker } from '../bookings/contact-picker';
import { money } from '../bookings/money';
import { cancelRecurringOrder, createRecurringOrder, editRecurringOrder, recurringKey, useRecurringOrder } from './recurring-api';
import { NeedsFacility, StatusBadge, useScheduleLabel } from './recurring-order-parts';
import { DateInput } from '../../ui/form/date-input';
import { TimeInput } from '../../ui/form/time-input';
import { Panel } from '../../ui/panel';
import { ConfirmDialog } from '../../ui/on-demand-dialogs';

/**
 * A recurring video order (issue 18 item 7, view 19; the list is ./recurring-order-list.tsx), at
 * `/views/recurring-order/form/:id?`: a new one
 * (field, weekdays, repeat, first date, orders till, start, duration, cameras, contact and phone; a
 * contact picked fills the phone), or one read back with the orders it created, its edit (the same
 * form: its future unpaid orders follow the new rule, server-side) and its cancel.
 */

const fieldsDef = fields;
const REPEATS = [1, 2, 3, 4, 6, 8];
const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  empty: { padding: tokens.spacingVerticalL, display: 'block' },
  scroll: { overflowX: 'auto' },
  card: { maxWidth: '760px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  week: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  def: { margin: 0 },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
});

/** `/views/recurring-order/form/:id?` (view 19): a new recurring order, or one read back. */
export function RecurringOrderFormPage({ title }: { title: string }) {
  const { id } = useParams();
  const { facility } = useSelection();
  if (!facility) return <NeedsFacility />;
  return id ? <RecurringOrderView title={title} id={Number(id)} /> : <RecurringOrderEditor title={title} />;
}

/** The order's rules (zod) load with the form's first check, not with the page. */
const recurringOrderRules = () => import('../../../domain/videos/recurring').then((m) => m.recurringOrderFormSchema);

/** The form of a new recurring order, or of an active one's edit (`order`; `onDone` back to its view). */
function RecurringOrderEditor({ title, order, onDone }: { title: string; order?: RecurringOrderDetail; onDone?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { facility, facilityId } = useSelection();
  const fieldRows = useActiveRows(fieldsDef, facilityId);
  const today = todayIn(facility!.timezone, new Date());
  const form = useCheckedForm(
    recurringOrderRules,
    (order
      ? {
          field_id: order.field_id,
          weekdays: order.weekdays,
          every_weeks: order.every_weeks,
          start_date: order.start_date,
          end_date: order.end_date,
          time: order.time,
          duration: order.duration,
          type: order.type,
          contact_id: order.contact_id,
          phone: order.phone,
        }
      : {
          field_id: undefined as unknown as number,
          weekdays: [],
          every_weeks: 1,
          start_date: today,
          end_date: shiftDate(today, 8 * 7),
          time: '18:00',
          duration: 90,
          type: 'left/right',
          contact_id: null,
          phone: '',
        }) satisfies RecurringOrderForm,
  );
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      order ? editRecurringOrder(order.id, values as RecurringOrderEdit) : createRecurringOrder({ ...(values as Omit<RecurringOrderInput, 'facility_id'>), facility_id: facilityId! }),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...recurringKey, saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: recurringKey });
      if (order) {
        notify(t('recurringOrders.edited'), 'success');
        onDone?.();
        return;
      }
      notify(t('recurringOrders.saved', { count: saved.orders.length }), 'success');
      void navigate(`/views/recurring-order/form/${saved.id}`, { replace: true });
    },
    onError: (error: ApiError) => {
      form.showServerErrors(error);
      if (Object.keys(error.fields).length === 0) notify(error.text, 'error');
    },
  });
  const fields = (fieldRows.data?.data ?? []).map((f) => ({ id: f.id, name: String(f.name) }));
  const fieldId = form.field('field_id');
  const weekdays = form.field('weekdays');
  const everyWeeks = form.field('every_weeks');
  const startDate = form.field('start_date');
  const endDate = form.field('end_date');
  const time = form.field('time');
  const duration = form.field('duration');
  const type = form.field('type');
  const contact = form.field('contact_id');
  const phone = form.field('phone');

  return (
    <>
      <PageTitle title={t(title)} />
      <Panel className={styles.card}>
        <Text as="h2" weight="semibold" size={500}>
          {order ? t('recurringOrders.editTitle', { id: order.id }) : t('recurringOrders.newTitle')}
        </Text>
        <form
          noValidate
          aria-label={order ? t('recurringOrders.editTitle', { id: order.id }) : t('recurringOrders.newTitle')}
          onSubmit={form.handleSubmit((values) => save.mutate(values as Record<string, unknown>))}
          className={styles.card}
        >
          <Field label={t('recurringOrders.field')} required validationMessage={fieldId.error}>
            <Select value={fieldId.value ? String(fieldId.value) : ''} onChange={(_, d) => fieldId.onChange((d.value ? Number(d.value) : undefined) as unknown as number)}>
              <option value="">{t('recurringOrders.chooseField')}</option>
              {fields.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </Select>
          </Field>
          {/* Not a Field: a Field gives its one id to every checkbox inside it. */}
          <div className={styles.week}>
            <Label required>{t('recurringOrders.weekdays')}</Label>
            <div className={styles.days} role="group" aria-label={t('recurringOrders.weekdays')}>
              {ISO_WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  label={t(`options.weekday.${day}`)}
                  checked={weekdays.value.includes(day)}
                  onChange={(_, d) => {
                    // The form's current days (a render's may be stale when several are ticked quickly).
                    const now = form.values().weekdays;
                    weekdays.onChange(d.checked ? [...new Set([...now, day])].sort((a, b) => a - b) : now.filter((x) => x !== day));
                  }}
                />
              ))}
            </div>
            {weekdays.error && (
              <Text role="alert" className={styles.error}>
                {weekdays.error}
              </Text>
            )}
          </div>
          <div className={styles.grid}>
            <Field label={t('recurringOrders.repeat')}>
              <Select value={String(everyWeeks.value)} onChange={(_, d) => everyWeeks.onChange(Number(d.value))}>
                {REPEATS.map((n) => (
                  <option key={n} value={n}>
                    {t('recurringOrders.everyWeeks', { count: n })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('recurringOrders.startDate')} required validationMessage={startDate.error}>
              <DateInput value={startDate.value} onChange={(_, d) => startDate.onChange(d.value)} />
            </Field>
            <Field label={t('recurringOrders.endDate')} required validationMessage={endDate.error}>
              <DateInput value={endDate.value} onChange={(_, d) => endDate.onChange(d.value)} />
            </Field>
          </div>
          <div className={styles.grid}>
            <Field label={t('recurringOrders.time')} required validationMessage={time.error}>
              <TimeInput value={time.value} twelveHour={is12Hour(facility!.time_format)} onChange={(_, d) => time.onChange(d.value)} />
            </Field>
            <Field label={t('recurringOrders.duration')} validationMessage={duration.error}>
              <Select value={String(duration.value)} onChange={(_, d) => duration.onChange(Number(d.value))}>
                {VIDEO_DURATIONS.map((m) => (
                  <option key={m} value={m}>
                    {t('recurringOrders.minutes', { count: m })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('recurringOrders.type')}>
              <Select value={type.value} onChange={(_, d) => type.onChange(d.value as typeof type.value)}>
                {VIDEO_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(`recurringOrders.types.${v}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <ContactPicker
            facilityId={facility!.id}
            value={contact.value ?? null}
            currentName={order && contact.value === order.contact_id ? order.contact_name : null}
            label={t('recurringOrders.contact')}
            error={contact.error}
            onChange={contact.onChange}
            onPhone={phone.onChange}
          />
          <Field label={t('recurringOrders.phone')} required validationMessage={phone.error}>
            <Input type="tel" value={phone.value ?? ''} onChange={(_, d) => phone.onChange(d.value)} />
          </Field>
          <Text size={200}>{t('recurringOrders.ahead', { days: RECURRING_ORDER_AHEAD_DAYS })}</Text>
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" icon={<SaveRegular />} disabled={save.isPending}>
              {order ? t('recurringOrders.saveEdit') : t('recurringOrders.save')}
            </Button>
            {order ? (
              <Button icon={<ArrowLeftRegular />} onClick={onDone}>
                {t('recurringOrders.keepAsIs')}
              </Button>
            ) : (
              <Button icon={<ArrowLeftRegular />} onClick={() => void navigate('/views/recurring-order/list')}>
                {t('recurringOrders.back')}
              </Button>
            )}
          </div>
        </form>
      </Panel>
    </>
  );
}

function RecurringOrderView({ title, id }: { title: string; id: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const scheduleLabel = useScheduleLabel();
  const { facility } = useSelection();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const order = useRecurringOrder(id);
  const cancel = useMutation({
    mutationFn: () => cancelRecurringOrder(id),
    onSuccess: async (next: RecurringOrderDetail) => {
      queryClient.setQueryData([...recurringKey, id], next);
      await queryClient.invalidateQueries({ queryKey: recurringKey });
      notify(t('recurringOrders.cancelDone'), 'success');
    },
    onError: (error: ApiError) => notify(error.text, 'error'),
    onSettled: () => setConfirming(false),
  });
  if (order.isPending) {
    return (
      <Skeleton aria-label={t('app.loading')}>
        <SkeletonItem />
      </Skeleton>
    );
  }
  if (!order.data) {
    return <Notice intent="warning">{t('recurringOrders.notFound')}</Notice>;
  }
  const o = order.data;
  if (editing && o.status === 'active') return <RecurringOrderEditor title={title} order={o} onDone={() => setEditing(false)} />;
  const twelve = is12Hour(facility!.time_format);
  const facts: [string, string][] = [
    [t('recurringOrders.field'), o.field_name],
    [t('recurringOrders.schedule'), scheduleLabel(o)],
    [t('recurringOrders.startDate'), formatDateInput(o.start_date, pickLanguage(i18n.language))],
    [t('recurringOrders.endDate'), formatDateInput(o.end_date, pickLanguage(i18n.language))],
    [t('recurringOrders.duration'), t('recurringOrders.minutes', { count: o.duration })],
    [t('recurringOrders.type'), t(`recurringOrders.types.${o.type}`)],
    [t('recurringOrders.contact'), o.contact_name ?? t('recurringOrders.none')],
    [t('recurringOrders.phone'), o.phone],
    [t('recurringOrders.nextOrder'), o.next_date ? formatDateInput(o.next_date, pickLanguage(i18n.language)) : t('recurringOrders.none')],
    [t('recurringOrders.created'), String(o.orders_created)],
  ];
  return (
    <>
      <PageTitle title={t(title)} />
      <Panel className={styles.card}>
        <div className={styles.actions}>
          <Text as="h2" weight="semibold" size={500}>
            {t('recurringOrders.title', { id: o.id })}
          </Text>
          <StatusBadge status={o.status} />
        </div>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.def}>{value}</dd>
            </div>
          ))}
        </dl>
        <Text as="h3" weight="semibold">
          {t('recurringOrders.orders')}
        </Text>
        {o.orders.length === 0 ? (
          <Text>{t('recurringOrders.noOrders', { days: RECURRING_ORDER_AHEAD_DAYS })}</Text>
        ) : (
          <Table aria-label={t('recurringOrders.orders')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('recurringOrders.date')}</TableHeaderCell>
                <TableHeaderCell className={styles.amount}>{t('orderHistory.total')}</TableHeaderCell>
                <TableHeaderCell>{t('recurringOrders.statusLabel')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {o.orders.map((v) => (
                <TableRow key={v.id} className={styles.row} onClick={() => void navigate(`/views/order-history/preview/${v.id}`)}>
                  <TableCell>{instantLabel(v.start_at, facility!.timezone, twelve, i18n.language)}</TableCell>
                  <TableCell className={styles.amount}>{money(v.total_cents, facility!.currency ?? 'EUR')}</TableCell>
                  <TableCell>{t(`recurringOrders.orderStatus.${v.status}`, { defaultValue: v.status })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <div className={styles.actions}>
          {o.status === 'active' && (
            <Button appearance="primary" icon={<EditRegular />} onClick={() => setEditing(true)}>
              {t('recurringOrders.edit')}
            </Button>
          )}
          {o.status === 'active' && (
            <Button icon={<DismissCircleRegular />} onClick={() => setConfirming(true)} disabled={cancel.isPending}>
              {t('recurringOrders.cancel')}
            </Button>
          )}
          <Button icon={<ArrowLeftRegular />} onClick={() => void navigate('/views/recurring-order/list')}>
            {t('recurringOrders.back')}
          </Button>
        </div>
      </Panel>
      <ConfirmDialog
        open={confirming}
        title={t('recurringOrders.cancel')}
        text={t('recurringOrders.cancelConfirm')}
        cancelLabel={t('recurringOrders.keep')}
        confirmLabel={t('recurringOrders.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
