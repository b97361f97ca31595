import { Badge, Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Input, Select } from '../../ui/field-controls';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { instantLabel } from '../../../domain/time/local';
import { is12Hour } from '../../../domain/organization/clock';
import type { VideoOrder, VideoOrderPageQuery } from '../../../domain/videos/orders';
import { VIDEO_ORDER_STATUSES } from '../../../domain/videos/rules';
import { PageTitle } from '../../layouts/page-title';
import { FacilityNotice } from '../../shell/facility-notice';
import { useSelection } from '../../shell/selection';
import { Pager } from '../../ui/page-range';
import { money } from '../bookings/money';
import { useOrder, useOrdersPage } from './api';
import { DateInput } from '../../ui/form/date-input';
import { Panel } from '../../ui/panel';

const PAGE_SIZE = 25;
const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalM },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  row: { cursor: 'pointer' },
  empty: { padding: tokens.spacingVerticalL, display: 'block' },
  scroll: { overflowX: 'auto' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
  card: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  def: { margin: 0 },
});

const ORDER_COLORS = { pending: 'warning', paid: 'success', cancelled: 'subtle', refunded: 'informative', failed: 'danger' } as const;

function OrderStatus({ status }: { status: VideoOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={ORDER_COLORS[status]}>
      {t(`orderHistory.status.${status}`)}
    </Badge>
  );
}

/** `/views/order-history/list` (view 2): every video order of the facility with its status, newest first; a row opens its preview. */
export function OrderHistoryList({ title }: { title: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { facility, facilityId, loadingFacilities } = useSelection();
  const status = params.get('status') ?? '';
  const date = params.get('date') ?? '';
  const search = params.get('search') ?? '';
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
  const list = useOrdersPage({
    facility_id: facilityId,
    count: PAGE_SIZE,
    page,
    ...(status ? { status: status as VideoOrderPageQuery['status'] } : {}),
    ...(date ? { date } : {}),
    ...(search ? { search } : {}),
  });
  if (!facility) {
    return loadingFacilities ? (
      <Skeleton aria-label={t('app.loading')}>
        <SkeletonItem />
      </Skeleton>
    ) : (
      <FacilityNotice />
    );
  }
  const twelve = is12Hour(facility.time_format);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const open = (o: VideoOrder) => void navigate(`/views/order-history/preview/${o.id}`);
  return (
    <>
      <PageTitle title={t(title)} />
      <Panel>
        <div className={styles.toolbar} role="search">
          <Field label={t('videos.statusLabel')}>
            <Select value={status} onChange={(_, d) => update({ status: d.value })}>
              <option value="">{t('orderHistory.allStatuses')}</option>
              {VIDEO_ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`orderHistory.status.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('videos.list.date')}>
            <DateInput value={date} onChange={(_, d) => update({ date: d.value })} />
          </Field>
          <Field label={t('videos.list.search')}>
            <Input value={search} onChange={(_, d) => update({ search: d.value })} />
          </Field>
        </div>
        <div className={styles.scroll}>
          <Table aria-label={t('orderHistory.table')} aria-busy={list.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('videos.start')}</TableHeaderCell>
                <TableHeaderCell>{t('videos.field')}</TableHeaderCell>
                <TableHeaderCell>{t('videos.contact')}</TableHeaderCell>
                <TableHeaderCell>{t('videos.duration')}</TableHeaderCell>
                <TableHeaderCell className={styles.amount}>{t('orderHistory.total')}</TableHeaderCell>
                <TableHeaderCell>{t('videos.statusLabel')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((o) => (
                <TableRow key={o.id} className={styles.row} onClick={() => open(o)}>
                  <TableCell>
                    <Button appearance="transparent" onClick={() => open(o)}>
                      {instantLabel(o.start_at, facility.timezone, twelve, i18n.language)}
                    </Button>
                  </TableCell>
                  <TableCell>{o.field_name}</TableCell>
                  <TableCell>{o.contact_name ?? o.phone ?? '—'}</TableCell>
                  <TableCell>{t('videos.minutes', { count: o.duration })}</TableCell>
                  <TableCell className={styles.amount}>{money(o.total_cents, facility.currency ?? 'EUR')}</TableCell>
                  <TableCell>
                    <OrderStatus status={o.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {list.isSuccess && rows.length === 0 && <Text className={styles.empty}>{t('orderHistory.empty')}</Text>}
        </div>
        <div className={styles.footer}>
          <Pager page={page} pageSize={PAGE_SIZE} shown={rows.length} total={total} onPage={(p) => update({ page: String(p) })} />
        </div>
      </Panel>
    </>
  );
}

/** `/views/order-history/preview/:id`: one order, its lines (price parts, payments, refunds) and its status; a link to its video. */
export function OrderPreview({ title }: { title: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { facility } = useSelection();
  const order = useOrder(Number(id));
  if (order.isPending) return <Spinner label={t('app.loading')} />;
  if (order.isError) {
    return (
      <>
        <PageTitle title={t(title)} />
        <MessageBar intent="warning">
          <MessageBarBody>{order.error.code === 'E404' ? t('orderHistory.notFound') : order.error.text}</MessageBarBody>
        </MessageBar>
      </>
    );
  }
  const o = order.data;
  const zone = facility?.id === o.facility_id ? facility.timezone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const facts: [string, React.ReactNode][] = [
    [t('videos.field'), o.field_name],
    [t('videos.start'), instantLabel(o.start_at, zone, twelve, i18n.language)],
    [t('videos.duration'), t('videos.minutes', { count: o.duration })],
    [t('videos.type'), t(`videos.types.${o.type}`, { defaultValue: o.type })],
    [t('videos.contact'), o.contact_name ?? '—'],
    [t('orderHistory.phone'), o.phone ?? '—'],
    [t('orderHistory.created'), instantLabel(o.created_at, zone, twelve, i18n.language)],
    [t('videos.statusLabel'), <OrderStatus key="s" status={o.status} />],
  ];
  return (
    <>
      <PageTitle title={`${t(title)} · ${t('orderHistory.order', { id: o.id })}`} />
      <Panel className={styles.card}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.def}>{value}</dd>
            </div>
          ))}
        </dl>
        <Table aria-label={t('orderHistory.lines')} size="small">
          <TableBody>
            {o.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{t(`orderHistory.line.${l.kind}`, { method: l.description })}</TableCell>
                <TableCell className={styles.amount}>{money(l.amount_cents, o.currency)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>
                <Text weight="semibold">{t('orderHistory.total')}</Text>
              </TableCell>
              <TableCell className={styles.amount}>
                <Text weight="semibold">{money(o.total_cents, o.currency)}</Text>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {o.video_id !== null && (
          <div>
            <Button onClick={() => void navigate(`/views/video/preview/${o.video_id}`)}>{t('orderHistory.openVideo')}</Button>
          </div>
        )}
      </Panel>
    </>
  );
}

export default OrderHistoryList;
