import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Select } from '../../ui/field-controls';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { AddRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddressParams } from '../../routing/address-params';
import { instantLabel, shiftDate, todayIn } from '../../../domain/time/local';
import { dayWindow } from '../../../domain/bookings/schedule';
import { ADJUSTMENT_KINDS, ADJUSTMENT_REASONS } from '../../../domain/inventory/rules';
import { is12Hour } from '../../../domain/organization/clock';
import { useAdjustments, type AdjustmentPageQuery } from '../../api/inventory';
import { PageTitle } from '../../layouts/page-title';
import { FacilityNotice } from '../../shell/facility-notice';
import { useSelection } from '../../shell/selection';
import { money } from '../bookings/money';
import { DateInput } from '../../ui/form/date-input';
import { Panel } from '../../ui/panel';

const PAGE_SIZE = 25;
const FILTERS = ['from', 'to', 'reason', 'kind'] as const;
type Filter = (typeof FILTERS)[number];

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalM },
  grow: { flexGrow: 1 },
  row: { cursor: 'pointer' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  empty: { padding: tokens.spacingVerticalL, display: 'block' },
});

/** `/views/inventory/list` (view 29): the facility's counts and receipts, newest first, by date, kind and reason; a row opens it. */
export default function InventoryListPage({ title }: { title: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { facility, facilityId, loadingFacilities } = useSelection();
  const zone = facility?.timezone ?? 'UTC';
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const [search, change] = useAddressParams();
  const today = todayIn(zone, new Date());
  const filters = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? (f === 'from' ? shiftDate(today, -29) : f === 'to' ? today : '')])) as Record<Filter, string>;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const update = (patch: Partial<Record<Filter | 'page', string>>) =>
    change((next) => {
      for (const [key, value] of Object.entries(patch)) next.set(key, value ?? '');
      if (!('page' in patch)) next.delete('page');
    });
  const query: AdjustmentPageQuery = {
    page,
    count: PAGE_SIZE,
    ...(filters.from ? { from: dayWindow(filters.from, zone).from.toISOString() } : {}),
    ...(filters.to ? { to: dayWindow(filters.to, zone).to.toISOString() } : {}),
    ...(filters.reason ? { reason: filters.reason as AdjustmentPageQuery['reason'] } : {}),
    ...(filters.kind ? { kind: filters.kind as AdjustmentPageQuery['kind'] } : {}),
  };
  const list = useAdjustments(facilityId, facility ? query : null);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

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
        <Panel>
          <div className={styles.toolbar} role="search" aria-label={t('inventory.list.filters')}>
            <Field label={t('inventory.list.from')}>
              <DateInput value={filters.from} onChange={(_, d) => update({ from: d.value })} />
            </Field>
            <Field label={t('inventory.list.to')}>
              <DateInput value={filters.to} onChange={(_, d) => update({ to: d.value })} />
            </Field>
            <Field label={t('inventory.list.reason')}>
              <Select value={filters.reason} onChange={(_, d) => update({ reason: d.value })}>
                <option value="">{t('inventory.list.allReasons')}</option>
                {ADJUSTMENT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`inventory.reasons.${r}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('inventory.list.kind')}>
              <Select value={filters.kind} onChange={(_, d) => update({ kind: d.value })}>
                <option value="">{t('inventory.list.allKinds')}</option>
                {ADJUSTMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`inventory.kinds.${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <span className={styles.grow} />
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/views/inventory/form')}>
              {t('inventory.list.newCount')}
            </Button>
          </div>
          {list.isPending ? (
            <Skeleton aria-label={t('app.loading')}>
              <SkeletonItem />
              <SkeletonItem />
            </Skeleton>
          ) : rows.length === 0 ? (
            <Text className={styles.empty}>{t('inventory.list.empty')}</Text>
          ) : (
            <div className={styles.scroll}>
              <Table className={styles.table} aria-label={t('inventory.list.table')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('inventory.list.id')}</TableHeaderCell>
                    <TableHeaderCell>{t('inventory.list.date')}</TableHeaderCell>
                    <TableHeaderCell>{t('inventory.list.creator')}</TableHeaderCell>
                    <TableHeaderCell>{t('inventory.list.kind')}</TableHeaderCell>
                    <TableHeaderCell>{t('inventory.list.reason')}</TableHeaderCell>
                    <TableHeaderCell className={styles.number}>{t('inventory.list.items')}</TableHeaderCell>
                    <TableHeaderCell className={styles.number}>{t('inventory.list.cost')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow
                      key={r.id}
                      className={styles.row}
                      tabIndex={0}
                      onClick={() => void navigate(`/views/inventory/form/${r.id}`)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') void navigate(`/views/inventory/form/${r.id}`);
                      }}
                    >
                      <TableCell>#{r.id}</TableCell>
                      <TableCell>{instantLabel(r.created_at, zone, twelve, i18n.language)}</TableCell>
                      <TableCell>{r.creator ?? ''}</TableCell>
                      <TableCell>{t(`inventory.kinds.${r.kind}`)}</TableCell>
                      <TableCell>{r.reasons.map((reason) => t(`inventory.reasons.${reason}`)).join(', ')}</TableCell>
                      <TableCell className={styles.number}>{r.items}</TableCell>
                      <TableCell className={styles.number}>{money(r.cost_cents, r.currency)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {pages > 1 && (
            <div className={styles.footer}>
              <Button icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => update({ page: String(page - 1) })} aria-label="‹" />
              <Text>
                {page} / {pages}
              </Text>
              <Button icon={<ChevronRightRegular />} disabled={page >= pages} onClick={() => update({ page: String(page + 1) })} aria-label="›" />
            </div>
          )}
        </Panel>
      )}
    </>
  );
}
