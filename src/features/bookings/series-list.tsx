import { Badge, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Series } from '../../../domain/bookings/series';
import { is12Hour } from '../../../domain/organization/clock';
import { useSeriesPage } from '../../api/series';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { ListState } from './list-state';
import { seriesHours, timeLabel, weekdaysLabel } from './series-format';
import { bookingWhen, dayLabel } from '../../../domain/bookings/schedule';
import { Pager } from '../../ui/page-range';
import { FacilityNotice } from '../../shell/facility-notice';
import { Panel } from '../../ui/panel';

const PAGE_SIZE = 10;
const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalM },
  footer: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  row: { cursor: 'pointer' },
});

export type SeriesKind = 'recurring' | 'blocked';
export const seriesFormPath = (kind: SeriesKind, id?: number) => `${kind === 'blocked' ? '/views/blocked-times/form' : '/views/recurring-reservations/form'}${id ? `/${id}` : ''}`;

/**
 * A facility's recurring reservations (`/views/recurring-reservation/list`) or blocked times
 * (`/views/blocked-times/list`), newest first, paged by the server; a row opens its form.
 * `embedded`: inside a combined view, which shows the page title and tabs.
 */
export function SeriesList({ kind, title, embedded = false }: { kind: SeriesKind; title: string; embedded?: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { facility } = useSelection();
  const [page, setPage] = useState(1);
  const list = useSeriesPage(kind, facility?.id ?? null, page, PAGE_SIZE);
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const zone = facility?.timezone ?? 'UTC';
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const period = (s: Series) => t('series.period', { from: dayLabel(s.start_date, i18n.language), to: dayLabel(s.end_date, i18n.language) });

  const columns =
    kind === 'blocked'
      ? [t('blocked.fields'), t('blocked.date'), t('blocked.hours'), t('blocked.reason'), t('series.status')]
      : [t('series.field'), t('series.contact'), t('series.weekdays'), t('series.dates'), t('series.next'), t('series.status')];

  const cells = (s: Series) =>
    kind === 'blocked'
      ? [
          s.field_names.join(', '),
          s.start_date === s.end_date ? dayLabel(s.start_date, i18n.language) : `${dayLabel(s.start_date, i18n.language)} · ${t('blocked.weekly', { date: dayLabel(s.end_date, i18n.language) })}`,
          seriesHours(s, twelve),
          s.notes,
        ]
      : [
          `${s.field_name} · ${t(`bookingTypes.${s.type}`, { defaultValue: s.type })}`,
          s.contact_name ?? '—',
          t('series.rule', { every: s.every_weeks, days: weekdaysLabel(t, s.weekdays), time: timeLabel(s.time, twelve), minutes: s.minutes }),
          period(s),
          s.next_start ? bookingWhen({ start_at: s.next_start, end_at: new Date(new Date(s.next_start).getTime() + s.minutes * 60_000).toISOString() }, zone, twelve, i18n.language) : '—',
        ];

  if (!facility) {
    return (
      <>
        {!embedded && <PageTitle title={t(title)} />}
        <FacilityNotice />
      </>
    );
  }
  return (
    <>
      {!embedded && <PageTitle title={t(title)} />}
      <Panel>
        <div className={styles.toolbar}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(seriesFormPath(kind))}>
            {kind === 'blocked' ? t('blocked.newBlocked') : t('series.newSeries')}
          </Button>
        </div>
        <Table aria-label={t(title)} aria-busy={list.isFetching}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c}>{c}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.id} className={styles.row} onClick={() => void navigate(seriesFormPath(kind, s.id))}>
                {cells(s).map((text, i) => (
                  <TableCell key={i}>{i === 0 ? <Link onClick={() => void navigate(seriesFormPath(kind, s.id))}>{text}</Link> : text}</TableCell>
                ))}
                <TableCell>
                  <Badge appearance="tint" color={s.status === 'active' ? 'success' : 'subtle'}>
                    {t(`series.statuses.${s.status}`)}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ListState query={list} rows={rows.length} emptyText={kind === 'blocked' ? t('blocked.empty') : t('series.empty')} />
        <div className={styles.footer}>
          <Pager page={page} pageSize={PAGE_SIZE} shown={rows.length} total={total} onPage={setPage} />
        </div>
      </Panel>
    </>
  );
}

export const RecurringListScreen = ({ title }: { title: string }) => <SeriesList kind="recurring" title={title} />;
export const BlockedListScreen = ({ title }: { title: string }) => <SeriesList kind="blocked" title={title} />;
