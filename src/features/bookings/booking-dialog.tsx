import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Reservation } from '../../../domain/bookings/reservation';
import { spanLabel } from '../../../domain/bookings/schedule';
import { bookingFacts } from '../../../domain/bookings/facts';
import { decideBooking } from '../../../domain/bookings/rules';
import type { ApiError } from '../../api/client';
import { CancelFields, useCancelBooking } from './cancel-booking';
import { useDeleteBookings } from './delete-booking';
import { money } from './money';

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
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState(false);
  const when = spanLabel(booking, date, zone, twelveHour);
  const cancel = useCancelBooking(booking, groupId, onClose);
  const canDiscard = decideBooking(bookingFacts(booking), { type: 'booking.discard' }, new Date().toISOString()).ok;
  // A discard is a delete of only this booking (the machine's rules are the same).
  const discard = useDeleteBookings(onClose, () => t('schedule.discarded'));

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('schedule.bookingTitle', { field: fieldName, date, when })}</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>
              {t(`bookingTypes.${booking.type}`, { defaultValue: booking.type })} · {t(`paymentStates.${booking.payment_state}`, { defaultValue: booking.payment_state })}
            </Text>
            {booking.amount_cents > 0 && <Text>{t('schedule.amounts', { amount: money(booking.amount_cents, booking.currency), paid: money(booking.amount_paid_cents, booking.currency) })}</Text>}
            {booking.notes && <Text>{booking.notes}</Text>}
            {discard.error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{(discard.error as ApiError).text}</MessageBarBody>
              </MessageBar>
            )}
            <CancelFields state={cancel} />
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
                <Button appearance="primary" disabled={discard.isPending} onClick={() => discard.mutate({ id: booking.id, scope: 'this' })}>
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

