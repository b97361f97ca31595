import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Input, Select } from '../../ui/field-controls';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { instantLabel } from '../../../domain/time/local';
import { is12Hour } from '../../../domain/organization/clock';
import { fields } from '../../../domain/resources/fields';
import type { Video, VideoPageQuery } from '../../../domain/videos/video';
import { VIDEO_FILTER_STATUSES } from '../../../domain/videos/rules';
import { useActiveRows } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { FacilityNotice } from '../../shell/facility-notice';
import { useSelection } from '../../shell/selection';
import { Pager } from '../../ui/page-range';
import { useVideosPage } from './api';
import { DateInput } from '../../ui/form/date-input';
import { Panel } from '../../ui/panel';
import { VideoStateBadge } from './video-state-badge';

const PAGE_SIZE = 25;
const fieldsDef = fields;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalM },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  row: { cursor: 'pointer' },
  empty: { padding: tokens.spacingVerticalL, display: 'block' },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  nowrap: { whiteSpace: 'nowrap' },
});

const FILTERS = ['field_id', 'date', 'status', 'search'] as const;
type Filter = (typeof FILTERS)[number];

/** The videos of the chosen facility, by field, date, status and contact (`?field_id=&date=&status=&search=&page=`); a row opens its preview. */
export function VideoList() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { facility, facilityId, loadingFacilities } = useSelection();
  // The field filter's choices, after the list's rows (src/api/call-order.ts).
  const fieldRows = useActiveRows(fieldsDef, facilityId, { beside: true });
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (patch: Partial<Record<Filter | 'page', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const list = useVideosPage({
    facility_id: facilityId,
    count: PAGE_SIZE,
    page,
    ...(filters.field_id ? { field_id: Number(filters.field_id) } : {}),
    ...(filters.date ? { date: filters.date } : {}),
    ...(filters.status ? { status: filters.status as VideoPageQuery['status'] } : {}),
    ...(filters.search ? { search: filters.search } : {}),
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
  const zone = facility.timezone;
  const twelve = is12Hour(facility.time_format);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const open = (v: Video) => void navigate(`/views/video/preview/${v.id}`);
  return (
    <Panel>
      <div className={styles.toolbar} role="search" aria-label={t('videos.list.filters')}>
        <Field label={t('videos.field')}>
          <Select value={filters.field_id} onChange={(_, d) => update({ field_id: d.value })}>
            <option value="">{t('videos.list.allFields')}</option>
            {(fieldRows.data?.data ?? []).map((f) => (
              <option key={String(f.id)} value={String(f.id)}>
                {String(f.name)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('videos.list.date')}>
          <DateInput value={filters.date} onChange={(_, d) => update({ date: d.value })} />
        </Field>
        <Field label={t('videos.statusLabel')}>
          <Select value={filters.status} onChange={(_, d) => update({ status: d.value })}>
            <option value="">{t('videos.list.allStatuses')}</option>
            {VIDEO_FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`videos.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('videos.list.search')}>
          <Input value={filters.search} onChange={(_, d) => update({ search: d.value })} />
        </Field>
      </div>
      <div className={styles.scroll}>
        <Table className={styles.table} aria-label={t('videos.list.table')} aria-busy={list.isFetching}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('videos.start')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.field')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.contact')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.duration')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.statusLabel')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.views')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((v) => (
              <TableRow key={v.id} className={styles.row} onClick={() => open(v)}>
                <TableCell className={styles.nowrap}>
                  <Button appearance="transparent" onClick={() => open(v)}>
                    {instantLabel(v.started_at, zone, twelve, i18n.language)}
                  </Button>
                </TableCell>
                <TableCell>{v.field_name}</TableCell>
                <TableCell>{v.contact_name ?? '—'}</TableCell>
                <TableCell>{t('videos.minutes', { count: v.duration })}</TableCell>
                <TableCell>
                  <VideoStateBadge video={v} />
                </TableCell>
                <TableCell>{v.views}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {list.isSuccess && rows.length === 0 && <Text className={styles.empty}>{t('videos.list.empty')}</Text>}
      </div>
      <div className={styles.footer}>
        <Pager page={page} pageSize={PAGE_SIZE} shown={rows.length} total={total} onPage={(p) => update({ page: String(p) })} />
      </div>
    </Panel>
  );
}

/** `/views/video/list` (view 5). */
export default function VideoListPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(title)} />
      <VideoList />
    </>
  );
}
