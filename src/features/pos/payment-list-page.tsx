import { Button, Card, Field, Input, Select, Skeleton, SkeletonItem, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { instantLabel } from '../../../domain/bookings/local-time';
import { dayWindow, shiftDate, todayIn } from '../../../domain/bookings/schedule';
import { is12Hour } from '../../../domain/organization/schemas';
import { PAYMENT_SORTS, type PaymentRow } from '../../../domain/pos/api';
import { PAYMENT_METHOD_KINDS, PAYMENT_STATUSES } from '../../../domain/pos/types';
import { getResource } from '../../../domain/resources/registry';
import type { ApiError } from '../../api/client';
import { usePaymentsPage, type PaymentPageQuery } from '../../api/pos-payments';
import { useActiveRows } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { money } from '../bookings/money';
import { PaymentStatusBadge } from './payment-status';
import { PageRange } from '../../ui/page-range';
import { FacilityNotice } from '../../shell/facility-notice';

const PAGE_SIZE = 25;
const terminalsDef = getResource('terminals');
const usersDef = getResource('console-users');

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalM },
  grow: { flexGrow: 1 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  row: { cursor: 'pointer' },
  empty: { padding: tokens.spacingVerticalL, display: 'block' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  scroll: { overflowX: 'auto' },
  // Eight columns stay readable on a tablet: the table scrolls sideways rather than squeezing them.
  table: { minWidth: '820px' },
});

type Sort = (typeof PAYMENT_SORTS)[number];
const FILTERS = ['from', 'to', 'method', 'status', 'operator_id', 'terminal_id'] as const;
type Filter = (typeof FILTERS)[number];

/** The list's state in the address (`?from=&method=&order=amount_cents&direction=asc&page=2`): the preview's "back" and a shared link find it again. */
function useListState(today: string) {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? (f === 'from' ? shiftDate(today, -6) : f === 'to' ? today : '')])) as Record<Filter, string>;
  const orderParam = search.get('order') as Sort | null;
  const order: Sort = orderParam && PAYMENT_SORTS.includes(orderParam) ? orderParam : 'created_at';
  const direction = search.get('direction') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const update = (patch: Partial<Record<Filter | 'order' | 'direction' | 'page', string>>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new filter or sort starts again from the first page.
    if (!('page' in patch)) next.delete('page');
    setSearch(next, { replace: true });
  };
  return { filters, order, direction, page, update } as const;
}

/** `/views/pos-payment/list` (view 24): what was paid at the facility's counter, filtered, sorted and paged by the server; a row opens its preview. */
export default function PaymentListPage({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { facility, facilityId, groupId, loadingFacilities } = useSelection();
  const zone = facility?.timezone ?? 'UTC';
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const { filters, order, direction, page, update } = useListState(todayIn(zone, new Date()));
  const terminals = useActiveRows(terminalsDef, facilityId);
  const users = useActiveRows(usersDef, groupId);

  // Dates are the facility's days: from the start of "from" to the end of "to".
  const backwards = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  const query: PaymentPageQuery | null =
    facilityId === null || backwards
      ? null
      : {
          facility_id: facilityId,
          page,
          count: PAGE_SIZE,
          order,
          direction,
          ...(filters.from ? { from: dayWindow(filters.from, zone).from.toISOString() } : {}),
          ...(filters.to ? { to: dayWindow(filters.to, zone).to.toISOString() } : {}),
          ...(filters.method ? { method: filters.method as PaymentPageQuery['method'] } : {}),
          ...(filters.status ? { status: filters.status as PaymentPageQuery['status'] } : {}),
          ...(filters.operator_id ? { operator_id: Number(filters.operator_id) } : {}),
          ...(filters.terminal_id ? { terminal_id: Number(filters.terminal_id) } : {}),
        };
  const list = usePaymentsPage(query);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (the list shrank) goes back to the last one.
  useEffect(() => {
    if (list.isSuccess && page > pages) update({ page: String(pages) });
  });

  const open = (row: PaymentRow) => void navigate(`/views/pos-payment/preview/${row.id}`, { state: { listPath: window.location.pathname + window.location.search } });
  const sortable = (column: Sort, label: string, className?: string) => (
    <TableHeaderCell
      className={className}
      sortable
      sortDirection={order === column ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      onClick={() => update({ order: column, direction: order === column && direction === 'desc' ? 'asc' : 'desc' })}
    >
      {label}
    </TableHeaderCell>
  );
  const choice = (key: Filter, label: string, all: string, options: { value: string; label: string }[]) => (
    <Field label={label}>
      <Select value={filters[key]} onChange={(_, d) => update({ [key]: d.value })}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
  const userName = (r: Record<string, unknown>) => [r.first_name, r.last_name].filter(Boolean).join(' ');
  const from = rows.length === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;

  return (
    <>
      <PageTitle title={t(title)} />
      {!facility ? (
        loadingFacilities ? (
          <Skeleton aria-label={t('app.loading')}>
            <SkeletonItem />
          </Skeleton>
        ) : (
          <FacilityNotice />
        )
      ) : (
        <Card>
          <div className={styles.toolbar} role="search" aria-label={t('posPayments.list.filters')}>
            <Field label={t('posPayments.list.from')}>
              <Input type="date" value={filters.from} onChange={(_, d) => update({ from: d.value })} />
            </Field>
            <Field label={t('posPayments.list.to')} validationMessage={backwards ? t('posPayments.list.toBeforeFrom') : undefined}>
              <Input type="date" value={filters.to} onChange={(_, d) => update({ to: d.value })} />
            </Field>
            {choice(
              'method',
              t('posPayments.list.method'),
              t('posPayments.list.allMethods'),
              PAYMENT_METHOD_KINDS.map((m) => ({ value: m, label: t(`posPayments.methods.${m}`) })),
            )}
            {choice(
              'status',
              t('posPayments.list.status'),
              t('posPayments.list.allStatuses'),
              PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`posPayments.statuses.${s}`) })),
            )}
            {users.isSuccess &&
              choice(
                'operator_id',
                t('posPayments.list.operator'),
                t('posPayments.list.allOperators'),
                users.data.data.map((u) => ({ value: String(u.id), label: userName(u) })),
              )}
            {terminals.isSuccess &&
              choice(
                'terminal_id',
                t('posPayments.list.terminal'),
                t('posPayments.list.allTerminals'),
                terminals.data.data.map((r) => ({ value: String(r.id), label: String(r.name) })),
              )}
            <span className={styles.grow} />
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/views/checkout')}>
              {t('posPayments.list.newSale')}
            </Button>
          </div>
          <div className={styles.scroll}>
            <Table className={styles.table} aria-label={t('posPayments.list.table')} aria-busy={list.isFetching} sortable>
              <TableHeader>
                <TableRow>
                  {sortable('created_at', t('posPayments.columns.date'))}
                  {sortable('amount_cents', t('posPayments.columns.amount'), styles.amount)}
                  {sortable('status', t('posPayments.columns.status'))}
                  {sortable('method', t('posPayments.columns.method'))}
                  <TableHeaderCell className={styles.amount}>{t('posPayments.columns.tip')}</TableHeaderCell>
                  <TableHeaderCell>{t('posPayments.columns.operator')}</TableHeaderCell>
                  <TableHeaderCell>{t('posPayments.columns.terminal')}</TableHeaderCell>
                  <TableHeaderCell>{t('posPayments.columns.contact')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} className={styles.row} onClick={() => open(row)}>
                    <TableCell className={styles.nowrap}>
                      <Button appearance="transparent" onClick={() => open(row)}>
                        {instantLabel(row.created_at, zone, twelve)}
                      </Button>
                    </TableCell>
                    <TableCell className={styles.amount}>{money(row.amount_cents, row.currency)}</TableCell>
                    <TableCell>
                      <PaymentStatusBadge status={row.status} refundState={row.refund_state} />
                    </TableCell>
                    <TableCell>{row.method_label}</TableCell>
                    <TableCell className={styles.amount}>{row.tip_cents > 0 ? money(row.tip_cents, row.currency) : ''}</TableCell>
                    <TableCell>{row.operator_name}</TableCell>
                    <TableCell>{row.terminal_name ?? ''}</TableCell>
                    <TableCell>{row.contact_name ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {list.isPending && query !== null && (
            <Skeleton aria-label={t('app.loading')}>
              <SkeletonItem />
            </Skeleton>
          )}
          {list.isError && (
            <Text role="alert" className={styles.empty}>
              {(list.error as ApiError).text}
            </Text>
          )}
          {list.isSuccess && rows.length === 0 && (
            <Text role="status" className={styles.empty}>
              {t('posPayments.list.empty')}
            </Text>
          )}
          <div className={styles.footer}>
            <PageRange text={t('resources.range', { from, to: from === 0 ? 0 : from + rows.length - 1, total })} />
            <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('resources.previous')} disabled={page <= 1} onClick={() => update({ page: String(page - 1) })} />
            <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('resources.next')} disabled={page >= pages} onClick={() => update({ page: String(page + 1) })} />
          </div>
        </Card>
      )}
    </>
  );
}
