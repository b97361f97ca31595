import { Button, Link, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { AddRegular, ArrowDownloadRegular, CopyRegular, DismissCircleRegular, EditRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { instantAt, instantLabel, localParts } from '../../../domain/bookings/local-time';
import { is12Hour } from '../../../domain/organization/clock';
import { highlightVideoRefusal, offsetLabel } from '../../../domain/videos/highlights';
import type { VideoDetail } from '../../../domain/videos/video';
import { recordingMachine } from '../../../machines/recording.machine';
import { uiCoverageInspector } from '../../machine-coverage';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { useCopyText } from '../../ui/copy';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { useNotify } from '../../ui/notify';
import { money } from '../bookings/money';
import { useVideo } from './api';
import type { NewStart } from './edit-start-dialog';
import type { HighlightDraft } from './highlight-form';
import { recordingFacts, useRecordingRuntime } from './recording-runtime';
import { VideoStateBadge } from './video-state-badge';
import { Panel } from '../../ui/panel';
import { OnDemandTooltip } from '../../ui/on-demand-tooltip';
import { ConfirmDialog, dialogOnDemand } from '../../ui/on-demand-dialogs';

// The highlight form and the new start's dialog: their own chunks, fetched once the page is idle or when first opened.
const HighlightForm = dialogOnDemand(() => import('./highlight-form'), 'onClose');
const EditStartDialog = dialogOnDemand(() => import('./edit-start-dialog'), 'onClose');

const useStyles = makeStyles({
  layout: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  card: { maxWidth: '640px', flexGrow: 1, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  side: { width: '320px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  def: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  thumb: { width: '100%', borderRadius: tokens.borderRadiusMedium, display: 'block' },
  qr: { width: '160px', height: '160px', alignSelf: 'center' },
  link: { wordBreak: 'break-all' },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** A generated thumbnail: the field and the start on the pitch's green (the cameras' own thumbnails come with the ingest). */
function Thumbnail({ field, when, label }: { field: string; when: string; label: string }) {
  const styles = useStyles();
  return (
    <svg className={styles.thumb} viewBox="0 0 320 180" role="img" aria-label={label}>
      <rect width="320" height="180" fill="#1f6f43" />
      <rect x="20" y="15" width="280" height="150" fill="none" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="2" />
      <line x1="160" y1="15" x2="160" y2="165" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="2" />
      <text x="160" y="86" textAnchor="middle" fill="#ffffff" fontSize="20" fontFamily="sans-serif">
        {field}
      </text>
      <text x="160" y="112" textAnchor="middle" fill="#ffffff" fontSize="14" fontFamily="sans-serif">
        {when}
      </text>
    </svg>
  );
}

/** The share link's QR code (package qrcode), drawn once the link is known. */
function QrCode({ link, label }: { link: string; label: string }) {
  const styles = useStyles();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(link, { margin: 1, width: 320 })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [link]);
  return src ? <img className={styles.qr} src={src} alt={label} /> : <LoadingSpinner size="small" />;
}

/** One recording (`/views/video/preview/:id`): thumbnail, times, views, payment lines, highlights, the share link and its QR code, and the staff actions the recording machine allows. */
export default function VideoPreviewPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const video = useVideo(Number(id));
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
  return <Preview title={title} video={video.data} />;
}

function Preview({ title, video: v }: { title: string; video: VideoDetail }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { facility } = useSelection();
  const copy = useCopyText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const actor = useActorRef(recordingMachine, { inspect: uiCoverageInspector(recordingMachine) });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['videos'] }), [queryClient]);
  useRecordingRuntime(actor, notify, refresh);
  // The machine follows the video the server answers (first load and every refresh).
  useEffect(() => actor.send({ type: 'video.loaded', video: recordingFacts(v) }), [actor, v]);
  const snapshot = useSelector(actor, (s) => s);
  const saving = snapshot.matches('saving');
  const [confirm, setConfirm] = useState<'cancel' | 'hide' | null>(null);
  const [editing, setEditing] = useState<NewStart | null>(null);
  const [highlight, setHighlight] = useState<HighlightDraft | null>(null);
  // Highlights go on a recorded video (the server checks it again).
  const canHighlight = highlightVideoRefusal(v) === null;

  // The facility's own zone and clock when it is the one chosen; otherwise the browser's.
  const zone = facility?.id === v.facility_id ? facility.timezone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const when = (iso: string) => instantLabel(iso, zone, twelve, i18n.language);
  const link = `${window.location.origin}/video/${v.playback}`;
  const now = () => new Date().toISOString();
  const facts: [string, ReactNode][] = [
    [t('videos.field'), v.field_name],
    [t('videos.start'), when(v.started_at)],
    [t('videos.duration'), t('videos.minutes', { count: v.duration })],
    [t('videos.type'), t(`videos.types.${v.type}`, { defaultValue: v.type })],
    [t('videos.contact'), v.contact_name ?? '—'],
    [t('videos.views'), v.views.toLocaleString(i18n.language)],
    [t('videos.playback'), v.playback],
    [t('videos.downloadUntil'), when(v.download_until)],
    [t('videos.statusLabel'), <VideoStateBadge key="state" video={v} />],
  ];
  if (v.order_total_cents !== null) facts.push([t('videos.orderTotal'), money(v.order_total_cents, v.currency)]);

  const startEdit = () => {
    const { date, minute } = localParts(v.started_at, zone);
    setEditing({ date, time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}` });
  };
  const saveEdit = () => {
    if (!editing) return;
    const [h, m] = editing.time.split(':').map(Number);
    actor.send({ type: 'video.editStart', starts_at: instantAt(editing.date, (h ?? 0) * 60 + (m ?? 0), zone) });
    setEditing(null);
  };
  const can = {
    editStart: snapshot.can({ type: 'video.editStart', starts_at: v.started_at }),
    cancel: snapshot.matches('scheduled'),
    hide: snapshot.can({ type: 'video.hide' }),
    show: snapshot.can({ type: 'video.show' }),
    download: snapshot.matches('completed') || snapshot.matches('hidden'),
  };

  return (
    <>
      <PageTitle title={`${t(title)} · ${v.field_name}`} />
      <div className={styles.layout}>
        <Panel className={styles.card}>
          <Thumbnail field={v.field_name} when={when(v.started_at)} label={t('videos.thumbnail')} />
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.def}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions} role="group" aria-label={t('videos.actions')}>
            {can.editStart && (
              <Button icon={<EditRegular />} disabled={saving} onClick={startEdit}>
                {t('videos.editStart')}
              </Button>
            )}
            {can.cancel && (
              <Button icon={<DismissCircleRegular />} disabled={saving} onClick={() => setConfirm('cancel')}>
                {t('videos.cancel')}
              </Button>
            )}
            {can.hide && (
              <Button icon={<EyeOffRegular />} disabled={saving} onClick={() => setConfirm('hide')}>
                {t('videos.hide')}
              </Button>
            )}
            {can.show && (
              <Button icon={<EyeRegular />} disabled={saving} onClick={() => actor.send({ type: 'video.show' })}>
                {t('videos.show')}
              </Button>
            )}
            {can.download && (
              <Button icon={<ArrowDownloadRegular />} onClick={() => actor.send({ type: 'video.download', now: now() })}>
                {t('videos.download')}
              </Button>
            )}
          </div>
          <div className={styles.heading}>
            <Text weight="semibold">{t('videos.highlights')}</Text>
            {canHighlight && (
              <Button size="small" icon={<AddRegular />} onClick={() => setHighlight({})}>
                {t('videos.addHighlight')}
              </Button>
            )}
          </div>
          {v.highlights.length === 0 ? (
            <Text>{t('videos.noHighlights')}</Text>
          ) : (
            <Table aria-label={t('videos.highlights')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('videos.highlight.at')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.highlight.type')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.highlight.category')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.highlight.player')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.highlight.length')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.highlight.createdBy')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.shareLink')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {v.highlights.map((h) => (
                  <TableRow key={h.id}>
                    <TableCell>
                      {canHighlight ? (
                        <Link as="button" aria-label={t('videos.editHighlight', { at: offsetLabel(h.offset_seconds) })} onClick={() => setHighlight(h)}>
                          {offsetLabel(h.offset_seconds)}
                        </Link>
                      ) : (
                        offsetLabel(h.offset_seconds)
                      )}
                    </TableCell>
                    <TableCell>{t(`videos.highlightTypes.${h.type}`)}</TableCell>
                    <TableCell>{h.category}</TableCell>
                    <TableCell>{h.player}</TableCell>
                    <TableCell>{t('videos.highlight.seconds', { count: h.duration_seconds })}</TableCell>
                    <TableCell>{h.created_by ?? '—'}</TableCell>
                    <TableCell>
                      <OnDemandTooltip content={t('videos.copyHighlightLink', { at: offsetLabel(h.offset_seconds) })} relationship="label">
                        <Button size="small" appearance="subtle" icon={<CopyRegular />} onClick={() => void copy(`${window.location.origin}/highlight/${h.playback}`)} />
                      </OnDemandTooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Text weight="semibold">{t('videos.payments')}</Text>
          {v.payments.length === 0 ? (
            <Text>{t('videos.noPayments')}</Text>
          ) : (
            <Table aria-label={t('videos.payments')} size="small">
              <TableBody>
                {v.payments.map((p, i) => (
                  <TableRow key={`${p.invoice_id}-${i}`}>
                    <TableCell>{p.description}</TableCell>
                    <TableCell>{money(p.total_cents, v.currency)}</TableCell>
                    <TableCell>{`${t('videos.paid')} ${money(p.paid_cents, v.currency)}`}</TableCell>
                    <TableCell>{p.refunded_cents > 0 ? `${t('videos.refunded')} ${money(p.refunded_cents, v.currency)}` : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Panel>
        <Panel className={styles.side}>
          <Text weight="semibold">{t('videos.shareLink')}</Text>
          <Text className={styles.link}>{link}</Text>
          <QrCode link={link} label={t('videos.qr')} />
          <Text>{t('videos.onlyInApp')}</Text>
          <div>
            <Button icon={<CopyRegular />} onClick={() => void copy(link)}>
              {t('videos.copyLink')}
            </Button>
          </div>
        </Panel>
      </div>
      <HighlightForm open={highlight !== null} videoId={v.id} videoMinutes={v.duration} draft={highlight} onClose={() => setHighlight(null)} />
      <ConfirmDialog
        open={confirm === 'cancel'}
        title={t('videos.cancel')}
        text={t('videos.cancelConfirm')}
        confirmLabel={t('videos.cancel')}
        cancelLabel={t('videos.keep')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          actor.send({ type: 'video.cancel', now: now() });
        }}
      />
      <ConfirmDialog
        open={confirm === 'hide'}
        title={t('videos.hide')}
        text={t('videos.hideConfirm')}
        confirmLabel={t('videos.hide')}
        cancelLabel={t('videos.keep')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          actor.send({ type: 'video.hide' });
        }}
      />
      <EditStartDialog open={editing !== null} editing={editing} twelveHour={twelve} onEdit={setEditing} onClose={() => setEditing(null)} onSave={saveEdit} />
    </>
  );
}
