import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Select } from '../../ui/field-controls';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateInput } from '../../../domain/time/date-input';
import { pickLanguage } from '../../../domain/constants';
import type { RecurringOrder, RecurringOrderPageQuery } from '../../../domain/videos/recurring';
import { RECURRING_ORDER_STATUSES } from '../../../domain/videos/rules';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { Pager } from '../../ui/page-range';
import { Panel } from '../../ui/panel';
import { useRecurringOrdersPage } from './recurring-api';
import { NeedsFacility, StatusBadge, useScheduleLabel } from './recurring-order-parts';

/**
 * The recurring video orders' list (issue 18 item 7, view 19): each order's field, schedule, next
 * date and how many orders it created, filtered by status; a row opens the order
 * (./recurring-order-form.tsx).
 */

const PAGE_SIZE = 25;
const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', justifyContent: 'space-between', marginBottom: tokens.spacingVerticalM },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  row: { cursor: 'pointer' },
  empty: { padding: tokens.spacingVerticalL, display: 'block' },
  scroll: { overflowX: 'auto' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
});

/** `/views/recurring-order/list` (view 19). */
export function RecurringOrderList({ title }: { title: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const scheduleLabel = useScheduleLabel();
  const [params, setParams] = useSearchParams();
  const { facility, facilityId } = useSelection();
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const list = useRecurringOrdersPage({ facility_id: facilityId, count: PAGE_SIZE, page, ...(status ? { status: status as RecurringOrderPageQuery['status'] } : {}) });
  if (!facility) return <NeedsFacility />;
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const open = (o: RecurringOrder) => void navigate(`/views/recurring-order/form/${o.id}`);
  return (
    <>
      <PageTitle title={t(title)} />
      <Panel>
        <div className={styles.toolbar}>
          <Field label={t('recurringOrders.statusLabel')}>
            <Select value={status} onChange={(_, d) => update({ status: d.value })}>
              <option value="">{t('recurringOrders.allStatuses')}</option>
              {RECURRING_ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`recurringOrders.status.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/views/recurring-order/form')}>
            {t('recurringOrders.new')}
          </Button>
        </div>
        <div className={styles.scroll}>
          <Table aria-label={t('recurringOrders.table')} aria-busy={list.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('recurringOrders.field')}</TableHeaderCell>
                <TableHeaderCell>{t('recurringOrders.schedule')}</TableHeaderCell>
                <TableHeaderCell>{t('recurringOrders.duration')}</TableHeaderCell>
                <TableHeaderCell>{t('recurringOrders.endDate')}</TableHeaderCell>
                <TableHeaderCell>{t('recurringOrders.contact')}</TableHeaderCell>
                <TableHeaderCell>{t('recurringOrders.nextOrder')}</TableHeaderCell>
                <TableHeaderCell className={styles.amount}>{t('recurringOrders.created')}</TableHeaderCell>
                <TableHeaderCell>{t('recurringOrders.statusLabel')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((o) => (
                <TableRow key={o.id} className={styles.row} onClick={() => open(o)}>
                  <TableCell>
                    <Button appearance="transparent" onClick={() => open(o)}>
                      {o.field_name}
                    </Button>
                  </TableCell>
                  <TableCell>{scheduleLabel(o)}</TableCell>
                  <TableCell>{t('recurringOrders.minutes', { count: o.duration })}</TableCell>
                  <TableCell>{formatDateInput(o.end_date, pickLanguage(i18n.language))}</TableCell>
                  <TableCell>{o.contact_name ? `${o.contact_name} · ${o.phone}` : o.phone}</TableCell>
                  <TableCell>{o.next_date ? formatDateInput(o.next_date, pickLanguage(i18n.language)) : t('recurringOrders.none')}</TableCell>
                  <TableCell className={styles.amount}>{o.orders_created}</TableCell>
                  <TableCell>
                    <StatusBadge status={o.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {list.isSuccess && rows.length === 0 && <Text className={styles.empty}>{t('recurringOrders.empty')}</Text>}
        </div>
        <div className={styles.footer}>
          <Pager page={page} pageSize={PAGE_SIZE} shown={rows.length} total={total} onPage={(p) => update({ page: String(p) })} />
        </div>
      </Panel>
    </>
  );
}
