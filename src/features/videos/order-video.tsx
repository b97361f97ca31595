import { Badge, Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Input, Select } from '../../ui/field-controls';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { CartRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clockLabel, instantLabel, todayIn } from '../../../domain/time/local';
import { is12Hour } from '../../../domain/organization/clock';
import { fields } from '../../../domain/resources/fields';
import type { RecordedTimeline } from '../../../domain/videos/order-video';
import { VIDEO_DURATIONS, VIDEO_TYPES, type VideoType } from '../../../domain/videos/rules';
import type { ApiError } from '../../api/client';
import { useActiveRows } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { FacilityNotice } from '../../shell/facility-notice';
import { useSelection } from '../../shell/selection';
import { money } from '../bookings/money';
import { orderVideo, useFieldDayOrders, useFieldTimeline, useVideoQuote } from './api';
import { ContactPicker } from '../bookings/contact-picker';
import { DateInput } from '../../ui/form/date-input';
import { TimeInput } from '../../ui/form/time-input';
import { Panel } from '../../ui/panel';

const fieldsDef = fields;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  bar: { position: 'relative', height: '28px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground4, overflow: 'hidden', marginTop: tokens.spacingVerticalS },
  run: { position: 'absolute', top: 0, bottom: 0, backgroundColor: tokens.colorPaletteGreenBackground3, minWidth: '2px' },
  now: { position: 'absolute', top: 0, bottom: 0, width: '2px', backgroundColor: tokens.colorPaletteRedBackground3 },
  scale: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
  runs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  parts: { display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  amount: { textAlign: 'end', margin: 0, whiteSpace: 'nowrap' },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  swatch: { display: 'inline-block', width: '12px', height: '12px', marginInlineEnd: tokens.spacingHorizontalXS, verticalAlign: 'middle', borderRadius: '2px' },
  scroll: { overflowX: 'auto' },
});

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The field's day as a bar: recorded runs in green, gaps grey, now in red; each run a button that picks its first minute as the start. */
function Timeline({ timeline, twelve, onPick }: { timeline: RecordedTimeline; twelve: boolean; onPick: (minute: number) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const from = timeline.open ?? 0;
  const to = timeline.close ?? 24 * 60;
  const span = Math.max(1, to - from);
  const pct = (m: number) => `${(Math.min(Math.max(m, from), to) - from) * (100 / span)}%`;
  return (
    <div>
      <Text weight="semibold">{t('orderVideo.recorded', { count: timeline.minutes })}</Text>
      <div className={styles.bar} role="img" aria-label={t('orderVideo.timeline')} data-testid="timeline">
        {timeline.runs.map((r) => (
          <span key={r.from} className={styles.run} style={{ left: pct(r.from), width: `calc(${pct(r.to)} - ${pct(r.from)})` }} />
        ))}
        {timeline.now !== null && <span className={styles.now} style={{ left: pct(timeline.now) }} />}
      </div>
      <div className={styles.scale}>
        <Text size={200}>{clockLabel(from, twelve)}</Text>
        <Text size={200}>{clockLabel(to, twelve)}</Text>
      </div>
      <div className={styles.legend}>
        <Text size={200}>
          <span className={styles.swatch} style={{ backgroundColor: tokens.colorPaletteGreenBackground3 }} />
          {t('orderVideo.legendRecorded')}
        </Text>
        <Text size={200}>
          <span className={styles.swatch} style={{ backgroundColor: tokens.colorNeutralBackground4 }} />
          {t('orderVideo.legendGap')}
        </Text>
        {timeline.now !== null && (
          <Text size={200}>
            <span className={styles.swatch} style={{ backgroundColor: tokens.colorPaletteRedBackground3 }} />
            {t('orderVideo.legendNow')}
          </Text>
        )}
      </div>
      {timeline.runs.length === 0 ? (
        <Text>{t('orderVideo.nothingRecorded')}</Text>
      ) : (
        <div className={styles.runs} role="list" aria-label={t('orderVideo.runs')}>
          {timeline.runs.map((r) => (
            <Button key={r.from} size="small" role="listitem" onClick={() => onPick(r.from)} title={t('orderVideo.pickRun')}>
              {`${clockLabel(r.from, twelve)}–${clockLabel(r.to, twelve)}`}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** `/views/order-video/list` (view 1; and the video view's first tab): a field's recorded minutes, and a video ordered of them, paid at the checkout. */
export function OrderVideo() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { facility, facilityId, loadingFacilities } = useSelection();
  const fields = useActiveRows(fieldsDef, facilityId);
  const zone = facility?.timezone ?? 'UTC';
  const [fieldChoice, setFieldChoice] = useState<number | null>(null);
  // Today in the facility's zone, once the facility is known (not the zone of the first render).
  const [dateChoice, setDate] = useState<string | null>(null);
  const date = dateChoice ?? todayIn(zone, new Date());
  const [start, setStart] = useState('');
  const [duration, setDuration] = useState<number>(60);
  const [type, setType] = useState<VideoType>('left/right');
  const [phone, setPhone] = useState('');
  const [contactId, setContactId] = useState<number | null>(null);
  const rows = fields.data?.data ?? [];
  const fieldId = fieldChoice ?? (rows[0]?.id as number | undefined) ?? null;
  const timeline = useFieldTimeline(fieldId, date);
  const orders = useFieldDayOrders(fieldId, date);
  const quote = useVideoQuote({ field_id: fieldId, date, start_time: start, duration });
  // One idempotency key per order attempt: the same order tried again sends it again (one order is made), another order takes a new one.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const order = useMutation<unknown, ApiError, void>({
    mutationFn: async () => {
      const body = { field_id: fieldId!, date, start_time: start, duration, type, contact_id: contactId, phone };
      const signature = JSON.stringify(body);
      if (attempt.current?.body !== signature) attempt.current = { body: signature, key: crypto.randomUUID() };
      const made = await orderVideo({ ...body, idempotency_key: attempt.current.key });
      // Free (the field has no video price): paid already. Otherwise the checkout takes it as a video line.
      void navigate(made.status === 'pending' ? `/views/checkout?video_order_id=${made.id}` : '/views/order-history/list');
    },
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
  const q = quote.data;
  const fieldErrors = order.error?.fields ?? {};
  return (
    <div className={styles.page}>
      <Panel>
        <div className={styles.toolbar}>
          <Field label={t('videos.field')}>
            <Select value={fieldId === null ? '' : String(fieldId)} onChange={(_, d) => setFieldChoice(Number(d.value))}>
              {rows.map((f) => (
                <option key={String(f.id)} value={String(f.id)}>
                  {String(f.name)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('orderVideo.date')}>
            <DateInput value={date} onChange={(_, d) => d.value && setDate(d.value)} />
          </Field>
        </div>
        {timeline.data && !timeline.data.has_camera && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('videos.order.no_camera')}</MessageBarBody>
          </MessageBar>
        )}
        {timeline.error && (
          <MessageBar intent="error">
            <MessageBarBody>{timeline.error.text}</MessageBarBody>
          </MessageBar>
        )}
        {timeline.data && <Timeline timeline={timeline.data} twelve={twelve} onPick={(m) => setStart(hhmm(m))} />}
      </Panel>

      <Panel>
        <Text as="h2" weight="semibold">
          {t('orderVideo.order')}
        </Text>
        <div className={styles.form}>
          <Field label={t('orderVideo.start')} required validationMessage={fieldErrors.start_time}>
            <TimeInput value={start} twelveHour={twelve} onChange={(_, d) => setStart(d.value)} />
          </Field>
          <Field label={t('videos.duration')} required validationMessage={fieldErrors.duration}>
            <Select value={String(duration)} onChange={(_, d) => setDuration(Number(d.value))}>
              {VIDEO_DURATIONS.map((m) => (
                <option key={m} value={m}>
                  {t('videos.minutes', { count: m })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('videos.type')} required>
            <Select value={type} onChange={(_, d) => setType(d.value as VideoType)}>
              {VIDEO_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`videos.types.${v}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('orderVideo.phone')} required validationMessage={fieldErrors.phone}>
            <Input type="tel" value={phone} onChange={(_, d) => setPhone(d.value)} placeholder="+34 600 000 000" />
          </Field>
        </div>
        <ContactPicker facilityId={facility.id} value={contactId} currentName={null} label={t('orderVideo.contact')} error={fieldErrors.contact_id} onChange={setContactId} onPhone={setPhone} />
        {quote.error && (
          <MessageBar intent="warning">
            <MessageBarBody>{quote.error.text}</MessageBarBody>
          </MessageBar>
        )}
        {q && (
          <dl className={styles.parts} aria-label={t('orderVideo.priceParts')}>
            <dt>{t('orderHistory.line.price')}</dt>
            <dd className={styles.amount}>{money(q.price_cents, q.currency)}</dd>
            {q.discount_cents > 0 && (
              <>
                <dt>{t('orderHistory.line.discount')}</dt>
                <dd className={styles.amount}>{money(-q.discount_cents, q.currency)}</dd>
              </>
            )}
            <dt>{t('orderHistory.line.tax')}</dt>
            <dd className={styles.amount}>{money(q.tax_cents, q.currency)}</dd>
            {q.service_fee_cents > 0 && (
              <>
                <dt>{t('orderHistory.line.service_fee')}</dt>
                <dd className={styles.amount}>{money(q.service_fee_cents, q.currency)}</dd>
              </>
            )}
            <dt>
              <Text weight="semibold">{t('orderHistory.total')}</Text>
            </dt>
            <dd className={styles.amount} data-testid="order-total">
              <Text weight="semibold">{money(q.total_cents, q.currency)}</Text>
            </dd>
            <dt>
              <Text size={200}>{t('orderHistory.line.commission')}</Text>
            </dt>
            <dd className={styles.amount}>
              <Text size={200}>{money(q.commission_cents, q.currency)}</Text>
            </dd>
          </dl>
        )}
        {order.error && (
          <MessageBar intent="error">
            <MessageBarBody>{order.error.text}</MessageBarBody>
          </MessageBar>
        )}
        <div>
          <Button appearance="primary" size="large" icon={<CartRegular />} disabled={!q || order.isPending} onClick={() => order.mutate()}>
            {q ? t('orderVideo.orderAndPay', { amount: money(q.total_cents, q.currency) }) : t('orderVideo.orderAndPayEmpty')}
          </Button>
        </div>
      </Panel>

      <Panel>
        <Text as="h2" weight="semibold">
          {t('orderVideo.ordersOfDay')}
        </Text>
        {(orders.data ?? []).length === 0 ? (
          <Text>{t('orderVideo.noOrders')}</Text>
        ) : (
          <div className={styles.scroll}>
            <Table size="small" aria-label={t('orderVideo.ordersOfDay')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('videos.start')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.duration')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.type')}</TableHeaderCell>
                  <TableHeaderCell>{t('orderHistory.total')}</TableHeaderCell>
                  <TableHeaderCell>{t('videos.statusLabel')}</TableHeaderCell>
                  <TableHeaderCell />
                </TableRow>
              </TableHeader>
              <TableBody>
                {(orders.data ?? []).map((o) => (
                  <TableRow key={o.id}>
                    <TableCell>{instantLabel(o.start_at, zone, twelve, i18n.language)}</TableCell>
                    <TableCell>{t('videos.minutes', { count: o.duration })}</TableCell>
                    <TableCell>{t(`videos.types.${o.type}`, { defaultValue: o.type })}</TableCell>
                    <TableCell>{money(o.total_cents, facility.currency ?? 'EUR')}</TableCell>
                    <TableCell>
                      <Badge appearance="tint" color={o.status === 'paid' ? 'success' : o.status === 'pending' ? 'warning' : 'subtle'}>
                        {t(`orderHistory.status.${o.status}`)}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {o.status === 'pending' && o.total_cents > 0 && (
                        <Button size="small" onClick={() => void navigate(`/views/checkout?video_order_id=${o.id}`)}>
                          {t('orderVideo.pay')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Panel>
    </div>
  );
}

/** The route's screen: its title, then the order video screen. */
export default function OrderVideoPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(title)} />
      <OrderVideo />
    </>
  );
}
