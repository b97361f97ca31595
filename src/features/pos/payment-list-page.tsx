import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Input, Select } from '../../ui/field-controls';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddressParams } from '../../routing/address-params';
import { instantLabel, shiftDate, todayIn } from '../../../domain/time/local';
import { dayWindow } from '../../../domain/bookings/schedule';
import { is12Hour } from '../../../domain/organization/clock';
import type { PaymentRow } from '../../../domain/pos/api';
import { PAYMENT_SORTS } from '../../../domain/pos/api-paths';
import { PAYMENT_METHOD_KINDS, PAYMENT_STATUSES } from '../../../domain/pos/types';
import { REFUND_STATES } from '../../../domain/pos/refund';
import { parseMoney } from '../../../domain/money';
import { consoleUsers } from '../../../domain/resources/console-users';
import { terminals } from '../../../domain/resources/terminals';
import type { ApiError } from '../../api/client';
import { groupPaymentsCsv, useScopedPaymentsPage, type AnyPaymentPageQuery, type PaymentScopeKind } from '../../api/pos-payments';
import { useGroups } from '../../api/organizations';
import { useNotify } from '../../ui/notify';
import { useActiveRows } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { money } from '../bookings/money';
import { PaymentStatusBadge } from './payment-status';
import { Pager } from '../../ui/page-range';
import { platformFeeOf } from '../../../domain/pos/breakdown';
import { FacilityNotice } from '../../shell/facility-notice';
import { DateInput } from '../../ui/form/date-input';
import { Panel } from '../../ui/panel';

const PAGE_SIZE = 25;
const terminalsDef = terminals;
const usersDef = consoleUsers;

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
  amountInput: { width: '110px' },
  // A date with a 12-hour clock ("2026-11-24 11:10 AM") stays on one line.
  when: { width: '190px' },
  // The organization's and the platform's lists have more columns.
  wide: { minWidth: '1240px' },
});

type Sort = (typeof PAYMENT_SORTS)[number];
const FILTERS = ['from', 'to', 'method', 'status', 'refund_state', 'operator_id', 'terminal_id', 'facility_id', 'group_id', 'contact', 'amount_min', 'amount_max'] as const;
type Filter = (typeof FILTERS)[number];

/** The filters each scope shows (the server takes them all): view 24 its counter's, view 3 the organization's, view 22 the platform's. */
const SCOPE_FILTERS: Record<PaymentScopeKind, readonly Filter[]> = {
  facility: ['from', 'to', 'method', 'status', 'refund_state', 'operator_id', 'terminal_id'],
  organization: ['from', 'to', 'facility_id', 'method', 'status', 'refund_state', 'contact', 'amount_min', 'amount_max'],
  platform: ['from', 'to', 'group_id', 'status', 'refund_state', 'contact', 'amount_min', 'amount_max'],
};
/** Where a row opens its preview. */
const PREVIEW: Record<PaymentScopeKind, string> = { facility: '/views/pos-payment/preview/', organization: '/views/payment/preview/', platform: '/views/sideline-payment/preview/' };

/** The list's state in the address (`?from=&method=&order=amount_cents&direction=asc&page=2`): the preview's "back" and a shared link find it again. */
function useListState(today: string) {
  const [search, change] = useAddressParams();
  const filters = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? (f === 'from' ? shiftDate(today, -6) : f === 'to' ? today : '')])) as Record<Filter, string>;
  const orderParam = search.get('order') as Sort | null;
  const order: Sort = orderParam && PAYMENT_SORTS.includes(orderParam) ? orderParam : 'created_at';
  const direction = search.get('direction') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const update = (patch: Partial<Record<Filter | 'order' | 'direction' | 'page', string>>) =>
    change((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // A new filter or sort starts again from the first page.
      if (!('page' in patch)) next.delete('page');
    });
  return { filters, order, direction, page, update } as const;
}

/** `/views/pos-payment/list` (view 24): what was paid at the facility's counter, filtered, sorted and paged by the server; a row opens its preview. */
export default function PaymentListPage({ title }: { title: string }) {
  return <PaymentList title={title} scope="facility" />;
}

/** `/views/payment/list` (view 3): every payment of the organization's facilities (counter, bookings, videos, online), with its CSV. */
export function OrganizationPaymentListPage({ title }: { title: string }) {
  return <PaymentList title={title} scope="organization" />;
}

/** `/views/sideline-payment/list` (view 22, role A): app users' online payments across organizations with the platform's fee. */
export function PlatformPaymentListPage({ title }: { title: string }) {
  return <PaymentList title={title} scope="platform" />;
}

/** One payments list, three scopes: the filters and columns of each, the same query, paging and sorting. */
function PaymentList({ title, scope }: { title: string; scope: PaymentScopeKind }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { facility, facilityId, facilities, groupId, loadingFacilities } = useSelection();
  // Dates are the facility's days (the organization's: its chosen facility's zone; the platform's: UTC).
  const zone = scope === 'platform' ? 'UTC' : (facility?.timezone ?? 'UTC');
  const twelve = scope !== 'platform' && facility ? is12Hour(facility.time_format) : false;
  const { filters, order, direction, page, update } = useListState(todayIn(zone, new Date()));
  const shown = SCOPE_FILTERS[scope];
  // The filters' choices, after the list's rows (src/api/call-order.ts).
  const terminals = useActiveRows(terminalsDef, scope === 'facility' ? facilityId : null, { beside: true });
  const users = useActiveRows(usersDef, scope === 'facility' ? groupId : null, { beside: true });
  const groups = useGroups();
  const [exporting, setExporting] = useState(false);
  const zoneOf = (id: number) => facilities.find((f) => f.id === id);
  const rowZone = (row: PaymentRow) => (scope === 'organization' ? (zoneOf(row.facility_id)?.timezone ?? zone) : zone);
  const rowTwelve = (row: PaymentRow) => (scope === 'organization' ? is12Hour(zoneOf(row.facility_id)?.time_format ?? '24') : twelve);

  const backwards = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  const amountMin = filters.amount_min ? parseMoney(filters.amount_min, i18n.language) : null;
  const amountMax = filters.amount_max ? parseMoney(filters.amount_max, i18n.language) : null;
  const amountBackwards = amountMin !== null && amountMax !== null && amountMax < amountMin;
  const scopeIds: Partial<AnyPaymentPageQuery> | null =
    scope === 'facility' ? (facilityId === null ? null : { facility_id: facilityId }) : scope === 'organization' ? (groupId === null ? null : { group_id: groupId }) : {};
  const filterQuery = (): Omit<AnyPaymentPageQuery, 'page' | 'count'> => ({
    ...scopeIds,
    order,
    direction,
    ...(filters.from ? { from: dayWindow(filters.from, zone).from.toISOString() } : {}),
    ...(filters.to ? { to: dayWindow(filters.to, zone).to.toISOString() } : {}),
    ...(shown.includes('method') && filters.method ? { method: filters.method as AnyPaymentPageQuery['method'] } : {}),
    ...(filters.status ? { status: filters.status as AnyPaymentPageQuery['status'] } : {}),
    ...(filters.refund_state ? { refund_state: filters.refund_state as AnyPaymentPageQuery['refund_state'] } : {}),
    ...(shown.includes('operator_id') && filters.operator_id ? { operator_id: Number(filters.operator_id) } : {}),
    ...(shown.includes('terminal_id') && filters.terminal_id ? { terminal_id: Number(filters.terminal_id) } : {}),
    ...(shown.includes('facility_id') && filters.facility_id ? { facility_id: Number(filters.facility_id) } : {}),
    ...(shown.includes('group_id') && filters.group_id ? { group_id: Number(filters.group_id) } : {}),
    ...(shown.includes('contact') && filters.contact.trim() ? { contact: filters.contact.trim() } : {}),
    ...(shown.includes('amount_min') && amountMin !== null ? { amount_min: amountMin } : {}),
    ...(shown.includes('amount_max') && amountMax !== null ? { amount_max: amountMax } : {}),
  });
  const query: AnyPaymentPageQuery | null = scopeIds === null || backwards || amountBackwards ? null : { ...filterQuery(), page, count: PAGE_SIZE };
  const list = useScopedPaymentsPage(scope, query);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (the list shrank) goes back to the last one.
  useEffect(() => {
    if (list.isSuccess && page > pages) update({ page: String(pages) });
  });

  /** Downloads exactly what the filter shows, every page of it, as the server writes it. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const text = await groupPaymentsCsv(filterQuery());
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `payments-${filters.from || 'all'}-${filters.to || 'all'}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      notify((e as ApiError).text, 'error');
    } finally {
      setExporting(false);
    }
  };

  const open = (row: PaymentRow) => void navigate(`${PREVIEW[scope]}${row.id}`, { state: { listPath: window.location.pathname + window.location.search } });
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
  const has = (f: Filter) => shown.includes(f);
  const waiting = scope !== 'platform' && !facility;

  return (
    <>
      <PageTitle title={t(title)} />
      {waiting ? (
        loadingFacilities ? (
          <Skeleton aria-label={t('app.loading')}>
            <SkeletonItem />
          </Skeleton>
        ) : (
          <FacilityNotice />
        )
      ) : (
        <Panel>
          <div className={styles.toolbar} role="search" aria-label={t('posPayments.list.filters')}>
            <Field label={t('posPayments.list.from')}>
              <DateInput value={filters.from} onChange={(_, d) => update({ from: d.value })} />
            </Field>
            <Field label={t('posPayments.list.to')} validationMessage={backwards ? t('posPayments.list.toBeforeFrom') : undefined}>
              <DateInput value={filters.to} onChange={(_, d) => update({ to: d.value })} />
            </Field>
            {has('facility_id') &&
              choice(
                'facility_id',
                t('posPayments.list.facility'),
                t('posPayments.list.allFacilities'),
                facilities.map((f) => ({ value: String(f.id), label: f.name })),
              )}
            {has('group_id') &&
              groups.isSuccess &&
              choice(
                'group_id',
                t('posPayments.list.organization'),
                t('posPayments.list.allOrganizations'),
                groups.data.data.map((g) => ({ value: String(g.id), label: g.name })),
              )}
            {has('method') &&
              choice(
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
            {choice(
              'refund_state',
              t('posPayments.list.refunds'),
              t('posPayments.list.allRefunds'),
              REFUND_STATES.map((s) => ({ value: s, label: t(`posPayments.refundStates.${s}`) })),
            )}
            {/* Drawn at once (their choices come after the rows): the toolbar does not move when they come; gone if they cannot be had. */}
            {has('operator_id') &&
              !users.isError &&
              choice(
                'operator_id',
                t('posPayments.list.operator'),
                t('posPayments.list.allOperators'),
                (users.data?.data ?? []).map((u) => ({ value: String(u.id), label: userName(u) })),
              )}
            {has('terminal_id') &&
              !terminals.isError &&
              choice(
                'terminal_id',
                t('posPayments.list.terminal'),
                t('posPayments.list.allTerminals'),
                (terminals.data?.data ?? []).map((r) => ({ value: String(r.id), label: String(r.name) })),
              )}
            {has('contact') && (
              <Field label={t('posPayments.list.contact')}>
                <Input type="search" value={filters.contact} placeholder={t('posPayments.list.contactHint')} onChange={(_, d) => update({ contact: d.value })} />
              </Field>
            )}
            {has('amount_min') && (
              <Field label={t('posPayments.list.amountFrom')}>
                <Input className={styles.amountInput} inputMode="decimal" value={filters.amount_min} onChange={(_, d) => update({ amount_min: d.value })} />
              </Field>
            )}
            {has('amount_max') && (
              <Field label={t('posPayments.list.amountTo')} validationMessage={amountBackwards ? t('posPayments.list.amountBackwards') : undefined}>
                <Input className={styles.amountInput} inputMode="decimal" value={filters.amount_max} onChange={(_, d) => update({ amount_max: d.value })} />
              </Field>
            )}
            <span className={styles.grow} />
            {scope === 'facility' && (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/views/checkout')}>
                {t('posPayments.list.newSale')}
              </Button>
            )}
            {scope === 'organization' && (
              <Button icon={<ArrowDownloadRegular />} disabled={query === null || exporting} onClick={() => void exportCsv()}>
                {t('posPayments.list.exportCsv')}
              </Button>
            )}
          </div>
          <div className={styles.scroll}>
            <Table className={scope === 'facility' ? styles.table : styles.wide} aria-label={t('posPayments.list.table')} aria-busy={list.isFetching} sortable>
              <TableHeader>
                <TableRow>
                  {sortable('created_at', t('posPayments.columns.date'), styles.when)}
                  {scope === 'platform' && <TableHeaderCell>{t('posPayments.columns.organization')}</TableHeaderCell>}
                  {scope !== 'facility' && <TableHeaderCell>{t('posPayments.columns.facility')}</TableHeaderCell>}
                  {sortable('amount_cents', t('posPayments.columns.amount'), styles.amount)}
                  {scope !== 'facility' && <TableHeaderCell className={styles.amount}>{t(scope === 'platform' ? 'posPayments.columns.platformFee' : 'posPayments.columns.serviceFee')}</TableHeaderCell>}
                  {sortable('status', t('posPayments.columns.status'))}
                  {scope !== 'platform' && sortable('method', t('posPayments.columns.method'))}
                  {scope === 'facility' && <TableHeaderCell className={styles.amount}>{t('posPayments.columns.tip')}</TableHeaderCell>}
                  {scope === 'facility' && <TableHeaderCell>{t('posPayments.columns.operator')}</TableHeaderCell>}
                  {scope === 'facility' && <TableHeaderCell>{t('posPayments.columns.terminal')}</TableHeaderCell>}
                  <TableHeaderCell>{t(scope === 'platform' ? 'posPayments.columns.appUser' : 'posPayments.columns.contact')}</TableHeaderCell>
                  {scope !== 'facility' && <TableHeaderCell>{t('posPayments.columns.paidFor')}</TableHeaderCell>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} className={styles.row} onClick={() => open(row)} data-payment-id={row.id}>
                    <TableCell className={styles.nowrap}>
                      <Button appearance="transparent" onClick={() => open(row)}>
                        {instantLabel(row.created_at, rowZone(row), rowTwelve(row), i18n.language)}
                      </Button>
                    </TableCell>
                    {scope === 'platform' && <TableCell>{row.group_name}</TableCell>}
                    {scope !== 'facility' && <TableCell>{row.facility_name}</TableCell>}
                    <TableCell className={styles.amount}>{money(row.amount_cents, row.currency)}</TableCell>
                    {scope !== 'facility' && <TableCell className={styles.amount}>{money(scope === 'platform' ? platformFeeOf(row) : row.non_refundable_cents, row.currency)}</TableCell>}
                    <TableCell>
                      <PaymentStatusBadge status={row.status} refundState={row.refund_state} />
                    </TableCell>
                    {scope !== 'platform' && <TableCell>{row.method === 'online' && scope !== 'facility' ? `${t('posPayments.methods.online')} · ${row.method_label}` : row.method_label}</TableCell>}
                    {scope === 'facility' && <TableCell className={styles.amount}>{row.tip_cents > 0 ? money(row.tip_cents, row.currency) : ''}</TableCell>}
                    {scope === 'facility' && <TableCell>{row.operator_name}</TableCell>}
                    {scope === 'facility' && <TableCell>{row.terminal_name ?? ''}</TableCell>}
                    <TableCell>{row.contact_name ?? ''}</TableCell>
                    {scope !== 'facility' && <TableCell>{row.paid_for.map((k) => t(`posPayments.paidFor.${k}`)).join(', ')}</TableCell>}
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
            <Pager page={page} pageSize={PAGE_SIZE} shown={rows.length} total={total} onPage={(p) => update({ page: String(p) })} />
          </div>
        </Panel>
      )}
    </>
  );
}
