import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input, Textarea } from '../../ui/field-controls';
import { CheckmarkCircleRegular, LinkRegular, PrintRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paymentStateShown } from '../../../domain/bookings/quote';
import { instantLabel } from '../../../domain/bookings/local-time';
import type { BookingEvent, ReservationDetail } from '../../../domain/bookings/reservation-detail';
import { bookingFacts } from '../../../domain/bookings/facts';
import { refundReasonText } from '../../../domain/pos/refund';
import type { ApiError } from '../../api/client';
import { detailKey, postBookingMessage, useBookingEvents } from '../../api/reservation-details';
import { isIdle, refusalNow, useBookingActor } from './booking-runtime';
import { useNotify } from '../../ui/notify';
import { money } from './money';
import { useSelection } from '../../shell/selection';
import { CancelBookingButton } from './cancel-booking';
import { DeleteBooking } from './delete-booking';
import { ParticipantsPanel } from './participants-panel';
import { checkoutPath } from './pay-at-counter';
import { useCopyText } from '../../ui/copy';
import { reasonName } from './reason-select';
import { Panel, PanelHeader } from '../../ui/panel';
import { OnDemandTooltip } from '../../ui/on-demand-tooltip';

const useStyles = makeStyles({
  panels: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' },
  card: { padding: tokens.spacingHorizontalL },
  bar: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  rows: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  right: { textAlign: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none', maxHeight: '320px', overflowY: 'auto' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  compose: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
});

interface Props {
  detail: ReservationDetail;
  zone: string;
  twelveHour: boolean;
  onChanged: (next: ReservationDetail) => void;
  /** The booking's form: between its actions and its panels. */
  form: ReactNode;
}

/**
 * A saved booking: its state and actions first (mark paid, cancel, copy link, print, delete: within
 * reach on opening, a phone's screen included), then its form, then the receipt, participants,
 * notes, chat and history.
 */
export function ReservationDetailPanels({ detail, zone, twelveHour, onChanged, form }: Props) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const when = (iso: string) => instantLabel(iso, zone, twelveHour, i18n.language);
  const { groupId } = useSelection();
  // The booking's actor: its buttons and dialogs (mark paid, cancel, delete, participants, for sale) show its state and send it events.
  const facts = useMemo(() => bookingFacts(detail, detail.participants), [detail]);
  const booking = useBookingActor({ booking: facts, groupId, zone, twelveHour, currency: detail.currency, onDetail: onChanged });
  const { snapshot } = booking;
  const navigate = useNavigate();

  // The booking's address in the console ('Copied' / 'Can not copy', as the support phone).
  const copy = useCopyText();
  const copyLink = () => copy(`${window.location.origin}/views/reservations/form/${detail.id}`);

  return (
    <>
      {/* The booking's state and what staff do with it, first: on a phone the form and the receipt run two screens down. */}
      <Panel className={styles.bar} role="region" aria-label={t('reservation.actionsTitle')}>
        <Text weight="semibold">
          {t(`reservation.statuses.${detail.status}`, { defaultValue: detail.status })} ·{' '}
          {detail.status === 'cancelled' ? '' : `${t(`paymentStates.${detail.payment_state}`, { defaultValue: detail.payment_state })} · `}
          {t('reservation.balance')} {money(detail.balance_cents, detail.currency)}
        </Text>
        <div className={styles.actions}>
          {/* Paid at the counter: the checkout records how and how much (the machine's rule still says whether it may be paid). */}
          <OnDemandTooltip content={t('reservation.markPaidHint')} relationship="description">
            <Button
              appearance="primary"
              icon={<CheckmarkCircleRegular />}
              disabled={!mayCharge(refusalNow(snapshot, { type: 'booking.markPaid' }), detail.balance_cents) || !isIdle(snapshot)}
              onClick={() => void navigate(checkoutPath(detail.id))}
            >
              {t('reservation.markPaid')}
            </Button>
          </OnDemandTooltip>
          <CancelBookingButton booking={booking} />
          <Button icon={<LinkRegular />} onClick={() => void copyLink()}>
            {t('reservation.copyLink')}
          </Button>
          <Button icon={<PrintRegular />} onClick={() => window.print()}>
            {t('reservation.print')}
          </Button>
          <DeleteBooking booking={booking} />
        </div>
      </Panel>
      {form}
      <div className={styles.panels}>
        <Panel className={styles.card} aria-label={t('reservation.receipt')} role="region">
          <PanelHeader header={<Text weight="semibold">{t('reservation.receipt')}</Text>} />
          <div className={styles.rows}>
            <Text>{t('reservation.status')}</Text>
            <Text className={styles.right}>{t(`reservation.statuses.${detail.status}`, { defaultValue: detail.status })}</Text>
            <Text>{t('reservation.paymentState')}</Text>
            <Text className={styles.right} data-testid="payment-state">
              {t(`paymentStates.${paymentStateShown(detail)}`, { defaultValue: detail.payment_state })}
            </Text>
            <Text>{t('reservation.fieldPrice')}</Text>
            <Text className={styles.right}>{money(detail.price.field_price_cents, detail.currency)}</Text>
            <Text>{t('reservation.serviceFee')}</Text>
            <Text className={styles.right}>{money(detail.price.service_fee_cents, detail.currency)}</Text>
            <Text weight="semibold">{t('reservation.amount')}</Text>
            <Text weight="semibold" className={styles.right}>
              {money(detail.amount_cents, detail.currency)}
            </Text>
            <Text>{t('reservation.amountPaid')}</Text>
            <Text className={styles.right}>{money(detail.amount_paid_cents, detail.currency)}</Text>
            <Text weight="semibold">{t('reservation.balance')}</Text>
            <Text weight="semibold" className={styles.right} data-testid="balance">
              {money(detail.balance_cents, detail.currency)}
            </Text>
            {detail.video && (
              <>
                <Text>{t('reservation.recording')}</Text>
                <Link className={styles.right} data-testid="booking-recording" onClick={() => void navigate(`/views/video/preview/${detail.video!.id}`)}>
                  {t(`videos.status.${detail.video.status}`)}
                </Link>
              </>
            )}
            {detail.video?.total_cents !== undefined && detail.video.video_order_id !== undefined && (
              <>
                <Text>{t('reservation.videoPrice')}</Text>
                <Text className={styles.right} data-testid="booking-video-price">
                  {money(detail.video.total_cents, detail.currency)}
                  {detail.video.order_status === 'pending' && detail.video.total_cents > 0 && (
                    <>
                      {' · '}
                      <Link onClick={() => void navigate(`/views/checkout?video_order_id=${detail.video!.video_order_id}`)}>{t('reservation.payVideo')}</Link>
                    </>
                  )}
                  {detail.video.order_status !== 'pending' && ` · ${t(`orderHistory.status.${detail.video.order_status}`, { defaultValue: detail.video.order_status })}`}
                </Text>
              </>
            )}
            <Text>{t('reservation.origin')}</Text>
            <Text className={styles.right}>{t(`reservation.origins.${detail.origin}`, { defaultValue: detail.origin })}</Text>
            {detail.status === 'cancelled' && detail.cancel_reason_name !== null && (
              <>
                <Text>{t('schedule.reason')}</Text>
                <Text className={styles.right}>{reasonName(t, detail.cancel_reason_name)}</Text>
              </>
            )}
            {detail.status === 'cancelled' && detail.cancel_refund_cents !== null && (
              <>
                <Text>{t('schedule.refunded')}</Text>
                <Text className={styles.right} data-testid="cancel-refund">
                  {money(detail.cancel_refund_cents, detail.currency)}
                </Text>
              </>
            )}
            {detail.status === 'cancelled' && detail.cancel_refund_declined_cents > 0 && (
              <>
                <Text>{t('schedule.refundDeclined')}</Text>
                <Text className={styles.right} data-testid="cancel-refund-declined">
                  {money(detail.cancel_refund_declined_cents, detail.currency)}
                </Text>
              </>
            )}
            {detail.status === 'cancelled' && detail.cancel_refund_note !== '' && (
              <>
                <Text>{t('schedule.refundedNote')}</Text>
                <Text className={styles.right}>{detail.cancel_refund_note}</Text>
              </>
            )}
          </div>
          <Text className={styles.meta}>{t('reservation.createdBy', { who: detail.created_by_name ?? t('reservation.someone'), when: when(detail.created_at) })}</Text>
        </Panel>
        {detail.type !== 'blocked' && <ParticipantsPanel detail={detail} onChanged={onChanged} booking={booking} />}
        <Messages id={detail.id} kind="note" title={t('reservation.notes')} action={t('reservation.addNote')} when={when} />
        <Messages id={detail.id} kind="chat" title={t('reservation.chat')} action={t('reservation.send')} when={when} />
        <History id={detail.id} currency={detail.currency} when={when} />
      </div>
    </>
  );
}

/** Notes or the chat thread of a booking: read them, add one. */
function Messages({ id, kind, title, action, when }: { id: number; kind: 'note' | 'chat'; title: string; action: string; when: (iso: string) => string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const events = useBookingEvents(id, kind);
  const [text, setText] = useState('');
  const post = useMutation({
    mutationFn: () => postBookingMessage(id, kind, text),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: [...detailKey(id), 'events', kind] });
    },
    onError: (e: ApiError) => notify(Object.values(e.fields)[0] ?? e.text, 'error'),
  });
  return (
    <Panel className={styles.card} role="region" aria-label={title}>
      <PanelHeader header={<Text weight="semibold">{title}</Text>} />
      <ul className={styles.list}>
        {(events.data ?? []).map((e) => (
          <li key={e.id}>
            <Text block>{e.text}</Text>
            <Text className={styles.meta}>{t('reservation.by', { who: e.user_name ?? t('reservation.someone'), when: when(e.created_at) })}</Text>
          </li>
        ))}
        {events.isSuccess && events.data.length === 0 && <Text className={styles.meta}>{t('reservation.nothingYet')}</Text>}
      </ul>
      <div className={styles.compose}>
        <Field label={kind === 'chat' ? t('reservation.message') : title} className={styles.grow}>
          {kind === 'chat' ? <Input value={text} maxLength={1000} onChange={(_, d) => setText(d.value)} /> : <Textarea value={text} maxLength={1000} onChange={(_, d) => setText(d.value)} />}
        </Field>
        <Button disabled={!text.trim() || post.isPending} onClick={() => post.mutate()}>
          {action}
        </Button>
      </div>
    </Panel>
  );
}

/** One history line in words. */
function describe(e: BookingEvent, currency: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const data = e.data as Record<string, unknown>;
  const params: Record<string, unknown> = { ...data };
  if (e.action === 'updated')
    params.fields = Object.keys((data.changes as Record<string, unknown>) ?? {})
      .map((k) => k.replace(/_cents$/, ''))
      .map((k) => t(`fields.${k}`, { defaultValue: k }))
      .join(', ');
  if (e.action === 'participants_marked') {
    params.names = ((data.names as string[]) ?? []).join(', ');
    params.state = t(`reservation.${data.state === 'not_going' ? 'notGoing' : data.state === 'no_show' ? 'noShow' : 'paid'}`);
  }
  if (e.action === 'refunded') {
    params.amount = money(Number(data.amount_cents), currency);
    params.reason = refundReasonText(t, String(data.reason ?? ''));
  }
  // A cancellation by staff carries what it refunded and, when staff chose otherwise than the policy, why.
  if (e.action === 'cancelled' && typeof data.refund_cents === 'number') {
    const line = data.refund_cents > 0 ? t('reservation.actions.cancelledRefunded', { amount: money(data.refund_cents, currency) }) : t('reservation.actions.cancelledNothing');
    return typeof data.note === 'string' && data.note ? t('reservation.actions.cancelledNote', { line, note: data.note }) : line;
  }
  if (e.action === 'repriced') {
    params.from = money(Number(data.from_cents), currency);
    params.to = money(Number(data.to_cents), currency);
  }
  return t(`reservation.actions.${e.action}`, { ...params, defaultValue: e.action });
}

/** Every change of the booking, with who and when. */
function History({ id, currency, when }: { id: number; currency: string; when: (iso: string) => string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const events = useBookingEvents(id, 'history');
  return (
    <Panel className={styles.card} role="region" aria-label={t('reservation.history')}>
      <PanelHeader header={<Text weight="semibold">{t('reservation.history')}</Text>} />
      <ul className={styles.list}>
        {(events.data ?? []).map((e) => (
          <li key={e.id}>
            <Text block>{describe(e, currency, t as never)}</Text>
            <Text className={styles.meta}>{t('reservation.by', { who: e.user_name ?? t('reservation.someone'), when: when(e.created_at) })}</Text>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * "Mark as paid" opens the checkout while something is owed (`balance`: the booking's own balance
 * and its pending video order): refused by the booking's rules, except a booking paid itself whose
 * video is still owed (issue 18) — the checkout then sells the video alone.
 */
export const mayCharge = (refusal: string | null, balance: number): boolean => balance > 0 && (refusal === null || refusal === 'already_paid');
