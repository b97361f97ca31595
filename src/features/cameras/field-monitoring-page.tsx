import { Badge, MessageBar, MessageBarBody, Spinner, Switch, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { VideoRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldBookingNow, MonitoredCamera } from '../../../domain/cameras/monitoring';
import { ageOf, needsAttention } from '../../../domain/cameras/attention';
import { is12Hour } from '../../../domain/organization/clock';
import type { ApiError } from '../../api/client';
import { monitoringKey, switchSimulatedCamera, useCameraThumbnails, useFacilityCameras, useFieldActivity, useFieldBookingsNow } from '../../api/cameras';
import { PageTitle } from '../../layouts/page-title';
import { FacilityNotice } from '../../shell/facility-notice';
import { useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { Panel, PanelHeader } from '../../ui/panel';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL },
  tile: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  attention: { outline: `3px solid ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorPaletteRedBackground1 },
  picture: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  noPicture: { display: 'flex', alignItems: 'center', justifyContent: 'center', color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground3 },
  hint: { color: tokens.colorNeutralForeground3, display: 'block', marginBottom: tokens.spacingVerticalM },
});

const STATUS_COLORS = { online: 'success', offline: 'danger', recording: 'important' } as const;

/**
 * Field monitoring (`/views/field-monitoring/list`, view 21; issue 18 item 5): a tile per field of
 * the chosen facility with its camera's state (online, recording, offline), its last picture and
 * how old it is, the minutes recorded today and the booking on it now. A field whose camera is
 * offline during a booking with video stands out. Every part polls by itself (src/api/cameras.ts).
 */
export default function FieldMonitoringPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(title)} />
      <FieldMonitoring />
    </>
  );
}

/** The tiles of the chosen facility's fields; also the field monitoring tab of the video view. */
export function FieldMonitoring() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { facilityId } = useSelection();
  const cameras = useFacilityCameras(facilityId);
  const thumbnails = useCameraThumbnails(facilityId);
  const activity = useFieldActivity(facilityId);
  const fields = useFieldBookingsNow(facilityId);

  if (facilityId === null) return <FacilityNotice />;
  const error = (cameras.error ?? fields.error) as ApiError | null;
  return (
    <>
      <Text size={200} className={styles.hint}>
        {t('monitoring.refreshing')}
      </Text>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error.text}</MessageBarBody>
        </MessageBar>
      ) : !cameras.data || !fields.data ? (
        <Spinner label={t('app.loading')} />
      ) : fields.data.length === 0 ? (
        <Text>{t('monitoring.noFields')}</Text>
      ) : (
        <div className={styles.grid}>
          {fields.data.map((field) => (
            <FieldTile
              key={field.field_id}
              field={field}
              cameras={cameras.data.filter((c) => c.field_id === field.field_id)}
              thumbnails={thumbnails.data ?? []}
              minutes={activity.data?.find((a) => a.field_id === field.field_id)?.minutes_today ?? 0}
              facilityId={facilityId}
            />
          ))}
        </div>
      )}
    </>
  );
}

function FieldTile({
  field,
  cameras,
  thumbnails,
  minutes,
  facilityId,
}: {
  field: FieldBookingNow;
  cameras: MonitoredCamera[];
  thumbnails: { camera_id: number; url: string; taken_at: string }[];
  minutes: number;
  facilityId: number;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { facility } = useSelection();
  const now = new Date();
  const age = (at: string) => {
    const { value, unit } = ageOf(at, now);
    return new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(-value, unit);
  };
  const clock = (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone: facility?.timezone, hour: '2-digit', minute: '2-digit', hour12: facility ? is12Hour(facility.time_format) : undefined }).format(new Date(at));
  const attention = needsAttention(cameras, field);
  const order = field.booking ? null : field.video_order;
  const picture = cameras.map((c) => thumbnails.find((th) => th.camera_id === c.id)).find(Boolean);
  const pictureOf = picture ? cameras.find((c) => c.id === picture.camera_id) : undefined;

  return (
    <Panel className={mergeClasses(styles.tile, attention && styles.attention)} role="region" aria-label={field.field_name} data-attention={attention || undefined}>
      <PanelHeader image={<VideoRegular fontSize={20} />} header={<Text weight="semibold">{field.field_name}</Text>} />
      {attention && (
        <MessageBar intent="error">
          <MessageBarBody>{t('monitoring.attention')}</MessageBarBody>
        </MessageBar>
      )}
      {picture && pictureOf ? (
        <>
          <img className={styles.picture} src={picture.url} alt={t('monitoring.thumbnailAlt', { camera: pictureOf.name })} />
          <Text size={200} className={styles.meta}>
            {t('monitoring.pictureAge', { age: age(picture.taken_at) })}
          </Text>
        </>
      ) : (
        <div className={mergeClasses(styles.picture, styles.noPicture)}>{t(cameras.length ? 'monitoring.noThumbnail' : 'monitoring.noCamera')}</div>
      )}
      <Text>
        {field.booking
          ? t('monitoring.bookingNow', { contact: field.booking.contact_name ?? t('monitoring.noContact'), start: clock(field.booking.start_at), end: clock(field.booking.end_at) })
          : order
            ? t('monitoring.videoOrderNow', { id: order.id, contact: order.contact_name ?? t('monitoring.noOrderContact'), start: clock(order.start_at), end: clock(order.end_at) })
            : t('monitoring.free')}{' '}
        {(field.booking?.include_video || order) && (
          <Badge appearance="outline" color="brand">
            {t('monitoring.withVideo')}
          </Badge>
        )}
      </Text>
      <Text size={200}>{t('monitoring.minutesToday', { count: minutes })}</Text>
      {cameras.map((camera) => (
        <CameraLine key={camera.id} camera={camera} age={age} facilityId={facilityId} />
      ))}
    </Panel>
  );
}

function CameraLine({ camera, age, facilityId }: { camera: MonitoredCamera; age: (at: string) => string; facilityId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (on: boolean) => switchSimulatedCamera(camera.id, on),
    onSuccess: async (next) => {
      notify(t(next.on ? 'monitoring.switchedOn' : 'monitoring.switchedOff', { camera: camera.name }), 'success');
      await queryClient.invalidateQueries({ queryKey: monitoringKey(facilityId) });
    },
    onError: (e: ApiError) => notify(e.text, 'error'),
  });
  return (
    <div className={styles.tile} data-testid={`camera-${camera.id}`}>
      <div className={styles.row}>
        <Badge appearance="filled" color={STATUS_COLORS[camera.status]} data-testid="camera-status">
          {t(`monitoring.status.${camera.status}`)}
        </Badge>
        <Text weight="semibold">{camera.name}</Text>
        <Text size={200} className={styles.meta}>
          {camera.last_heartbeat_at ? t('monitoring.heartbeatAge', { age: age(camera.last_heartbeat_at) }) : t('monitoring.neverHeard')}
        </Text>
      </div>
      {camera.failed_auth_count > 0 && (
        <Text size={200} className={styles.meta}>
          {t('monitoring.refusedCalls', { count: camera.failed_auth_count })}
        </Text>
      )}
      {camera.simulated && (
        <Switch label={`${t('monitoring.switchLabel')} (${t('monitoring.simulated').toLowerCase()})`} checked={camera.simulator_on} disabled={toggle.isPending} onChange={(_, d) => toggle.mutate(d.checked)} />
      )}
    </div>
  );
}
