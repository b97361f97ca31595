import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Reservation } from '../../../domain/bookings/reservation';
import { dayLabel, spanLabel } from '../../../domain/bookings/schedule';
import { bookingFacts } from '../../../domain/bookings/facts';
import type { ApiError } from '../../api/client';
import { deleteReservation, reservationsKey } from '../../api/reservations';
import { removeBlockedTime, seriesKey } from '../../api/series';
import { useNotify } from '../../ui/notify';
import { isIdle, isSaving, refusalNow, useBookingActor } from './booking-runtime';
import { useCancelBooking } from './cancel-booking';
import { CancelFields } from './cancel-booking-dialog';
import { money } from './money';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * A booking of the schedule: what it is and what was paid; cancelling it with one of the
 * organization's reasons, told first what the cancellation refunds; discarding one made by mistake
 * (nothing paid, not started), after a confirmation. The booking's actor (booking-runtime.ts) is
 * what the dialog shows: what is possible and refunded (the rules the server applies), the
 * confirmation, the save and its failure; once cancelled or discarded the dialog closes.
 */
export function BookingDialog(props: DialogProps) {
  return props.booking.type === 'blocked' ? <BlockedTimeDialog {...props} /> : <ReservationDialog {...props} />;
}

/** The dialog's title: the field, the day in the reader's language and the hours on the facility's clock (`Pista 2 · mar, 14 mar 2028 10:00–11:30`). */
function useDialogTitle({ booking, fieldName, date, zone, twelveHour }: DialogProps): string {
  const { t, i18n } = useTranslation();
  return t('schedule.bookingTitle', { field: fieldName, date: dayLabel(date, i18n.language), when: spanLabel(booking, date, zone, twelveHour) });
}

type DialogProps = { booking: Reservation; fieldName: string; date: string; zone: string; twelveHour: boolean; groupId: number | null; onClose: () => void };

/**
 * A blocked time of the schedule: its reason, and only what a blocked time allows (the booking
 * rules refuse to cancel or charge it, `blocked_time`): edit it in its form, or remove it after a
 * confirmation (the fields are free again from now on).
 */
function BlockedTimeDialog(props: DialogProps) {
  const { booking, onClose } = props;
  const title = useDialogTitle(props);
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const seriesId = booking.series_id;
  const remove = useMutation({
    // A blocked time made from its form is a series (removed from now on); one made as a booking is deleted.
    mutationFn: async () => {
      if (seriesId !== null) await removeBlockedTime(seriesId);
      else await deleteReservation(booking.id);
    },
    onSuccess: async () => {
      notify(t('blocked.removed'), 'success');
      await Promise.all([queryClient.invalidateQueries({ queryKey: reservationsKey }), queryClient.invalidateQueries({ queryKey: seriesKey })]);
      onClose();
    },
    onError: (error: ApiError) => notify(error.text, 'error'),
  });
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>{booking.notes ? t('blocked.because', { reason: booking.notes }) : t('bookingTypes.blocked')}</Text>
            {confirming && (
              <MessageBar intent="warning">
                <MessageBarBody>
                  {t('blocked.removeTitle')} {t('blocked.removeHint')}
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          {/* The whole width for its buttons: in Fluent's two thirds, 'Cancelar reserva' broke in two lines on the counter tablet. */}
          <DialogActions fluid>
            {confirming ? (
              <>
                <Button appearance="secondary" onClick={() => setConfirming(false)}>
                  {t('blocked.keep')}
                </Button>
                <Button appearance="primary" disabled={remove.isPending} onClick={() => remove.mutate()}>
                  {t('blocked.remove')}
                </Button>
              </>
            ) : (
              <>
                <Button appearance="secondary" onClick={onClose}>
                  {t('app.close')}
                </Button>
                <Button appearance="secondary" onClick={() => setConfirming(true)}>
                  {t('blocked.remove')}
                </Button>
                <Button appearance="primary" onClick={() => void navigate(seriesId !== null ? `/views/blocked-times/form/${seriesId}` : `/views/reservations/form/${booking.id}`)}>
                  {t('blocked.edit')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function ReservationDialog(props: DialogProps) {
  const { booking, zone, twelveHour, groupId, onClose } = props;
  const title = useDialogTitle(props);
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const facts = useMemo(() => bookingFacts(booking), [booking]);
  const actor = useBookingActor({ booking: facts, groupId, zone, twelveHour, currency: booking.currency });
  const { snapshot, send } = actor;
  const cancel = useCancelBooking(actor);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const confirming = snapshot.matches('confirmingDiscard');
  const discarding = confirming || isSaving(snapshot, 'booking.discard');
  // Offered while nothing else is open or on its way (not after a failed cancel, whose choice is still open).
  const canDiscard = isIdle(snapshot) && refusalNow(snapshot, { type: 'discard.open' }) === null;
  const discardError = confirming ? snapshot.context.message : null;

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>
              {t(`bookingTypes.${booking.type}`, { defaultValue: booking.type })} · {t(`paymentStates.${booking.payment_state}`, { defaultValue: booking.payment_state })}
            </Text>
            {booking.amount_cents > 0 && <Text>{t('schedule.amounts', { amount: money(booking.amount_cents, booking.currency), paid: money(booking.amount_paid_cents, booking.currency) })}</Text>}
            {booking.notes && <Text>{booking.notes}</Text>}
            {discardError && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{discardError}</MessageBarBody>
              </MessageBar>
            )}
            <CancelFields state={cancel} />
            {discarding && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('schedule.discardQuestion')}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions fluid>
            {discarding ? (
              <>
                <Button appearance="secondary" onClick={() => send({ type: 'dialog.back' })}>
                  {t('schedule.discardKeep')}
                </Button>
                <Button appearance="primary" disabled={!confirming} onClick={() => send({ type: 'booking.discard' })}>
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
                  <Button appearance="secondary" onClick={() => send({ type: 'discard.open' })}>
                    {t('schedule.discard')}
                  </Button>
                )}
                {!cancel.refused && (
                  <Button appearance="primary" disabled={!cancel.ready} onClick={cancel.submit}>
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
