import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Input, Select } from '../../ui/field-controls';
import { AddRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paymentStateShown } from '../../../domain/bookings/quote';
import { dateRangeTooLong, rangeTooLongText } from '../../../domain/bookings/limits';
import { instantLabel } from '../../../domain/bookings/local-time';
import { shiftDate, todayIn } from '../../../domain/bookings/schedule';
import { BOOKING_STATUSES, BOOKING_TYPES, PAYMENT_STATES } from '../../../domain/bookings/types';
import { is12Hour } from '../../../domain/organization/clock';
import type { ApiError } from '../../api/client';
import { useReservationPage } from '../../api/reservation-details';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { money } from './money';
import { FacilityNotice } from '../../shell/facility-notice';
import { DateInput } from '../../ui/form/date-input';
import { reasonName } from './reason-select';
import { Panel } from '../../ui/panel';

const PAGE_SIZE = 25;
const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalM },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  row: { cursor: 'pointer' },
  // Wider than the screen (a phone), the table scrolls inside itself; the page never scrolls sideways.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
});

/** `/views/reservation` (view 31): the facility's bookings, filtered and paged; a row opens its detail. */
export function ReservationList({ embedded = false, title = 'titles.reservation' }: { embedded?: boolean; title?: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { facility, facilityId } = useSelection();
  const zone = facility?.timezone ?? 'UTC';
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const today = todayIn(zone, new Date());
  const [filters, setFilters] = useState({ from: today, to: shiftDate(today, 14), type: '', status: '', payment_state: '', search: '' });
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === typed.trim() ? f : { ...f, search: typed.trim() })), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => setPage(1), [filters]);
  // A range over the API's limit is not asked for: the message shows under "to" instead.
  const rangeProblem = filters.from && filters.to && dateRangeTooLong(filters.from, filters.to) ? t(rangeTooLongText.key, rangeTooLongText.params) : undefined;
  const query = facilityId === null || rangeProblem ? null : { facility_id: facilityId, page, count: PAGE_SIZE, ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) };
  const list = useReservationPage(query);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const set = (key: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const choice = (key: 'type' | 'status' | 'payment_state', label: string, all: string, values: readonly string[], prefix: string) => (
    <Field label={label}>
      <Select value={filters[key]} onChange={(_, d) => set(key)(d.value)}>
        <option value="">{all}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${prefix}.${v}`)}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <>
      {!embedded && <PageTitle title={t(title)} />}
      {!facility ? (
        <FacilityNotice />
      ) : (
        <>
          <div className={styles.toolbar} role="search" aria-label={t('reservation.list.filters')}>
            <Field label={t('reservation.list.from')}>
              <DateInput value={filters.from} onChange={(_, d) => set('from')(d.value)} />
            </Field>
            <Field label={t('reservation.list.to')} validationMessage={rangeProblem}>
              <DateInput value={filters.to} onChange={(_, d) => set('to')(d.value)} />
            </Field>
            {choice('type', t('reservation.type'), t('reservation.list.allTypes'), BOOKING_TYPES, 'bookingTypes')}
            {choice('status', t('reservation.status'), t('reservation.list.allStatuses'), BOOKING_STATUSES, 'reservation.statuses')}
            {choice('payment_state', t('reservation.paymentState'), t('reservation.list.allPayments'), PAYMENT_STATES, 'paymentStates')}
            <Field label={t('reservation.list.search')}>
              <Input type="search" value={typed} onChange={(_, d) => setTyped(d.value)} />
            </Field>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/views/reservations/form')}>
              {t('reservation.list.new')}
            </Button>
          </div>
          {rangeProblem ? (
            <Panel>{rangeProblem}</Panel>
          ) : list.isError ? (
            <Panel role="alert">{(list.error as ApiError).text}</Panel>
          ) : list.isPending ? (
            <Spinner label={t('app.loading')} />
          ) : list.data.data.length === 0 ? (
            <Panel role="status">{t('reservation.list.empty')}</Panel>
          ) : (
            <div className={styles.scroll}>
              <Table aria-label={t('reservation.tabs.list')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('reservation.list.when')}</TableHeaderCell>
                    <TableHeaderCell>{t('reservation.field')}</TableHeaderCell>
                    <TableHeaderCell>{t('reservation.type')}</TableHeaderCell>
                    <TableHeaderCell>{t('reservation.contact')}</TableHeaderCell>
                    <TableHeaderCell>{t('reservation.status')}</TableHeaderCell>
                    <TableHeaderCell>{t('reservation.paymentState')}</TableHeaderCell>
                    <TableHeaderCell>{t('reservation.amount')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.data.data.map((r) => (
                    <TableRow key={r.id} className={styles.row} onClick={() => void navigate(`/views/reservations/form/${r.id}`)}>
                      <TableCell>
                        <Button appearance="transparent" onClick={() => void navigate(`/views/reservations/form/${r.id}`)}>
                          {instantLabel(r.start_at, zone, twelve, i18n.language)}
                        </Button>
                      </TableCell>
                      <TableCell>{r.field_name}</TableCell>
                      <TableCell>{t(`bookingTypes.${r.type}`, { defaultValue: r.type })}</TableCell>
                      <TableCell>{r.contact_name ?? ''}</TableCell>
                      <TableCell>
                        {t(`reservation.statuses.${r.status}`, { defaultValue: r.status })}
                        {/* A cancellation by staff: its reason, what it refunded, and why when staff chose otherwise than the policy. */}
                        {r.status === 'cancelled' && r.cancel_reason_name !== null && (
                          <Text block size={200} data-testid="cancel-reason">
                            {reasonName(t, r.cancel_reason_name)}
                          </Text>
                        )}
                        {r.status === 'cancelled' && r.cancel_refund_cents !== null && (
                          <Text block size={200} data-testid="cancel-refund">
                            {r.cancel_refund_cents > 0 ? t('reservation.list.refunded', { amount: money(r.cancel_refund_cents, r.currency) }) : t('reservation.list.nothingRefunded')}
                            {r.cancel_refund_note ? ` (${r.cancel_refund_note})` : ''}
                          </Text>
                        )}
                      </TableCell>
                      <TableCell>{t(`paymentStates.${paymentStateShown(r)}`, { defaultValue: r.payment_state })}</TableCell>
                      <TableCell>{money(r.amount_cents, r.currency)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {rangeProblem ? null : (
            <div className={styles.footer}>
              <Text>{t('reservation.list.page', { page, pages })}</Text>
              <Button icon={<ChevronLeftRegular />} aria-label={t('reservation.list.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
              <Button icon={<ChevronRightRegular />} aria-label={t('reservation.list.next')} disabled={page >= pages} onClick={() => setPage(page + 1)} />
            </div>
          )}
        </>
      )}
    </>
  );
}

export default function ReservationListPage({ title }: { title: string }) {
  return <ReservationList title={title} />;
}
