import { Badge, Button, Card, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { API_PATHS } from '../../../domain/api/paths';
import { is12Hour } from '../../../domain/organization/schemas';
import type { Video } from '../../../domain/videos/video';
import { request, type ApiError } from '../../api/client';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { useCopyText } from '../../ui/copy';

const useStyles = makeStyles({
  card: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  def: { margin: 0 },
});

const STATUS_COLORS = { scheduled: 'informative', recording: 'warning', processing: 'warning', completed: 'success', cancelled: 'danger', failed: 'danger' } as const;

/** One recording (`/views/video/preview/:id`): what it is, for whom, and its link to share (videos play in the app). */
export default function VideoPreviewPage({ title }: { title: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const { facility } = useSelection();
  const copy = useCopyText();
  const video = useQuery<Video, ApiError>({ queryKey: ['videos', Number(id)], queryFn: () => request<Video>({ url: API_PATHS.video(Number(id)) }), retry: false });

  if (video.isPending) return <Spinner label={t('app.loading')} />;
  if (video.isError) {
    return (
      <>
        <PageTitle title={t(title)} />
        <MessageBar intent="warning">
          <MessageBarBody>{video.error.code === 'E404' ? t('videos.notFound') : video.error.text}</MessageBarBody>
        </MessageBar>
      </>
    );
  }
  const v = video.data;
  // The facility's own zone and clock when it is the one chosen; otherwise the browser's.
  const zone = facility?.id === v.facility_id ? facility.timezone : undefined;
  const start = new Intl.DateTimeFormat(i18n.language, { timeZone: zone, dateStyle: 'full', timeStyle: 'short', hour12: facility ? is12Hour(facility.time_format) : undefined }).format(new Date(v.started_at));
  const link = `${window.location.origin}/video/${v.playback}`;
  const facts: [string, ReactNode][] = [
    [t('videos.field'), v.field_name],
    [t('videos.start'), start],
    [t('videos.duration'), t('videos.minutes', { count: v.duration })],
    [t('videos.type'), t(`videos.types.${v.type}`, { defaultValue: v.type })],
    [t('videos.contact'), v.contact_name ?? '—'],
    [t('videos.views'), v.views.toLocaleString(i18n.language)],
    [t('videos.playback'), v.playback],
    [
      t('videos.statusLabel'),
      <>
        <Badge appearance="tint" color={STATUS_COLORS[v.status]}>
          {t(`videos.status.${v.status}`)}
        </Badge>{' '}
        {v.hidden && <Badge appearance="outline">{t('videos.hidden')}</Badge>}
      </>,
    ],
  ];
  return (
    <>
      <PageTitle title={`${t(title)} · ${v.field_name}`} />
      <Card className={styles.card}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.def}>{value}</dd>
            </div>
          ))}
        </dl>
        <Text>{t('videos.onlyInApp')}</Text>
        <div>
          <Button icon={<CopyRegular />} onClick={() => void copy(link)}>
            {t('videos.copyLink')}
          </Button>
        </div>
      </Card>
    </>
  );
}
