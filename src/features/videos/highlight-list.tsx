import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Select } from '../../ui/field-controls';
import { TagMultipleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { is12Hour } from '../../../domain/organization/clock';
import { HIGHLIGHT_TYPES } from '../../../domain/resources/highlights';
import { offsetLabel } from '../../../domain/videos/highlights';
import { instantLabel } from '../../../domain/time/local';
import { FacilityNotice } from '../../shell/facility-notice';
import { useSelection } from '../../shell/selection';
import { Pager } from '../../ui/page-range';
import { useHighlightsPage } from './api';
import { Panel } from '../../ui/panel';

const PAGE_SIZE = 25;
const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', justifyContent: 'space-between', marginBottom: tokens.spacingVerticalM },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto' },
  empty: { padding: tokens.spacingVerticalL, display: 'block' },
  nowrap: { whiteSpace: 'nowrap' },
});

/**
 * The video view's highlights tab (view 13, SPEC §3 Highlight: created date and time, created by,
 * duration, category, type): every highlight of the facility's videos, newest first — its video
 * (to its preview, where highlights are made), field, date, moment, type, player and who made it.
 * The facility's highlight kinds stay one click away (`/views/highlight/list`).
 */
export function HighlightList() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { facility, facilityId } = useSelection();
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const list = useHighlightsPage({ facility_id: facilityId, count: PAGE_SIZE, page, ...(type ? { type: type as (typeof HIGHLIGHT_TYPES)[number] } : {}) });
  if (!facility) return <FacilityNotice />;
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const twelve = is12Hour(facility.time_format);
  return (
    <Panel>
      <div className={styles.toolbar}>
        <Field label={t('videos.highlight.type')}>
          <Select
            value={type}
            onChange={(_, d) => {
              setType(d.value);
              setPage(1);
            }}
          >
            <option value="">{t('videos.highlightList.allTypes')}</option>
            {HIGHLIGHT_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`videos.highlightTypes.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button icon={<TagMultipleRegular />} onClick={() => void navigate('/views/highlight/list')}>
          {t('videos.highlightList.kinds')}
        </Button>
      </div>
      <div className={styles.scroll}>
        <Table aria-label={t('videos.highlightList.table')} aria-busy={list.isFetching} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('videos.highlight.video')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.highlight.field')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.highlight.date')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.highlight.at')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.highlight.type')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.highlight.player')}</TableHeaderCell>
              <TableHeaderCell>{t('videos.highlight.createdBy')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((h) => (
              <TableRow key={h.id}>
                <TableCell>
                  <Link href={`/views/video/preview/${h.video_id}`} onClick={(e) => (e.preventDefault(), void navigate(`/views/video/preview/${h.video_id}`))}>
                    #{h.video_id}
                  </Link>
                </TableCell>
                <TableCell>{h.field_name}</TableCell>
                <TableCell className={styles.nowrap}>{instantLabel(h.video_started_at, facility.timezone, twelve)}</TableCell>
                <TableCell>{offsetLabel(h.offset_seconds)}</TableCell>
                <TableCell>{t(`videos.highlightTypes.${h.type}`)}</TableCell>
                <TableCell>{h.player}</TableCell>
                <TableCell>{h.created_by ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {list.isSuccess && rows.length === 0 && <Text className={styles.empty}>{t('videos.highlightList.empty')}</Text>}
      </div>
      <div className={styles.footer}>
        <Pager page={page} pageSize={PAGE_SIZE} shown={rows.length} total={total} onPage={setPage} />
      </div>
    </Panel>
  );
}
