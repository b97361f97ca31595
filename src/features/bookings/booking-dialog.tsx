import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromCents } from '../../../domain/bookings/quote';
import type { RefundBreakdown } from '../../../domain/bookings/refund';
import type { Reservation } from '../../../domain/bookings/reservation';
import { spanLabel } from '../../../domain/bookings/schedule';
import { getResource } from '../../../domain/resources/registry';
import { bookingFacts } from '../../../machines/booking-facts';
import { decide } from '../../../machines/booking.machine';
import type { ApiError } from '../../api/client';
import { cancelReservation, deleteReservation, reservationsKey } from '../../api/reservations';
import { useActiveRows } from '../../api/resources';
import { useNotify } from '../../ui/notify';
import { money } from './money';
import { ReasonSelect } from './reason-select';

const reasonsDef = getResource('cancellation-reasons');
const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * A booking of the schedule: what it is and what was paid; cancelling it with one of the
 * organization's reasons, told first what the cancellation refunds; discarding one made by mistake
 * (nothing paid, not started), after a confirmation. The booking machine says what is possible and
 * what is refunded, as it does on the server.
 */
export function BookingDialog(props: { booking: Reservation; fieldName: string; date: string; zone: string; twelveHour: boolean; groupId: number | null; onClose: () => void }) {
  const { booking, fieldName, date, zone, twelveHour, groupId, onClose } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reasons = useActiveRows(reasonsDef, groupId);
  const [reasonId, setReasonId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const when = spanLabel(booking, date, zone, twelveHour);
  const reasonIds = (reasons.data?.data ?? []).map((r) => Number(r.id));
  const facts = bookingFacts(booking);
  const now = new Date().toISOString();
  // What cancelling would do (any of the reasons: the refund does not depend on which).
  const cancelling = decide(facts, { type: 'booking.cancel', reasonId: reasonIds[0] ?? 0 }, now, reasonIds);
  const canDiscard = decide(facts, { type: 'booking.discard' }, now).ok;
  const refund = cancelling.ok && cancelling.effect.type === 'effect.cancel' ? cancelling.effect.refund : null;
  const cancelRefused = !cancelling.ok && cancelling.reason !== 'reason_unknown' ? t(`bookings.refused.${cancelling.reason}`) : null;

  const done = async (message: string) => {
    notify(message, 'success');
    await queryClient.invalidateQueries({ queryKey: reservationsKey });
    onClose();
  };
  const cancel = useMutation({
    mutationFn: () => cancelReservation(booking.id, Number(reasonId)),
    onSuccess: (result) => done(result.refund.total > 0 ? t('schedule.cancelledRefund', { amount: money(fromCents(result.refund.total)) }) : t('schedule.cancelled')),
    onError: (error: ApiError) => setProblem(error.fields.reason_id ? t('schedule.chooseReason') : error.text),
  });
  const discard = useMutation({
    mutationFn: () => deleteReservation(booking.id),
    onSuccess: () => done(t('schedule.discarded')),
    onError: (error: ApiError) => setProblem(error.text),
  });

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('schedule.bookingTitle', { field: fieldName, date, when })}</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>
              {t(`bookingTypes.${booking.type}`, { defaultValue: booking.type })} · {t(`paymentStates.${booking.payment_state}`, { defaultValue: booking.payment_state })}
            </Text>
            {booking.amount > 0 && <Text>{t('schedule.amounts', { amount: money(booking.amount), paid: money(booking.amount_paid) })}</Text>}
            {booking.notes && <Text>{booking.notes}</Text>}
            {problem && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
            {cancelRefused ? (
              <Text>{cancelRefused}</Text>
            ) : (
              <>
                <ReasonSelect
                  label={t('schedule.reason')}
                  reasons={reasons.data?.data ?? []}
                  value={reasonId}
                  onChange={(value) => {
                    setReasonId(value);
                    setProblem(null);
                  }}
                />
                {refund && <RefundText refund={refund} />}
              </>
            )}
            {discarding && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('schedule.discardQuestion')}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            {discarding ? (
              <>
                <Button appearance="secondary" onClick={() => setDiscarding(false)}>
                  {t('schedule.discardKeep')}
                </Button>
                <Button appearance="primary" disabled={discard.isPending} onClick={() => discard.mutate()}>
                  {t('schedule.discard')}
                </Button>
              </>
            ) : (
              <>
                <Button appearance="secondary" onClick={onClose}>
                  {t('app.close')}
                </Button>
                <Button appearance="secondary" onClick={() => void navigate(`/views/reservations/form/${booking.id}`)}>
                  {t('reservation.open')}
                </Button>
                {canDiscard && (
                  <Button appearance="secondary" onClick={() => setDiscarding(true)}>
                    {t('schedule.discard')}
                  </Button>
                )}
                {!cancelRefused && (
                  <Button appearance="primary" disabled={reasonId === '' || cancel.isPending} onClick={() => cancel.mutate()}>
                    {t('schedule.cancelBooking')}
                  </Button>
                )}
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** What a cancellation gives back: the amount, and the service fee kept (SPEC §9: never refunded). */
function RefundText({ refund }: { refund: RefundBreakdown }) {
  const { t } = useTranslation();
  if (refund.total === 0 && refund.kept.serviceFee === 0) return <Text>{t('schedule.nothingToRefund')}</Text>;
  return (
    <Text>
      {t('schedule.refund', { amount: money(fromCents(refund.total)) })}
      {refund.kept.serviceFee > 0 && ` ${t('schedule.refundFeeKept', { fee: money(fromCents(refund.kept.serviceFee)) })}`}
    </Text>
  );
}
