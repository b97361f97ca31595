import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Reservation } from '../../../domain/bookings/reservation';
import { spanLabel } from '../../../domain/bookings/schedule';
import { getResource } from '../../../domain/resources/registry';
import type { ApiError } from '../../api/client';
import { cancelReservation, reservationsKey } from '../../api/reservations';
import { useActiveRows } from '../../api/resources';
import { useNotify } from '../../ui/notify';
import { ReasonSelect } from './reason-select';

const reasonsDef = getResource('cancellation-reasons');
const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** A booking of the schedule: what it is, and cancelling it with one of the organization's reasons. */
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
  const when = spanLabel(booking, date, zone, twelveHour);

  const cancel = useMutation({
    mutationFn: () => cancelReservation(booking.id, Number(reasonId)),
    onSuccess: async () => {
      notify(t('schedule.cancelled'), 'success');
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
      onClose();
    },
    onError: (error: ApiError) => setProblem(error.fields.reason_id ? t('schedule.chooseReason') : error.text),
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
            {booking.notes && <Text>{booking.notes}</Text>}
            {problem && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
            <ReasonSelect
              label={t('schedule.reason')}
              reasons={reasons.data?.data ?? []}
              value={reasonId}
              onChange={(value) => {
                setReasonId(value);
                setProblem(null);
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('app.close')}
            </Button>
            <Button appearance="secondary" onClick={() => void navigate(`/views/reservations/form/${booking.id}`)}>
              {t('reservation.open')}
            </Button>
            <Button appearance="primary" disabled={reasonId === '' || cancel.isPending} onClick={() => cancel.mutate()}>
              {t('schedule.cancelBooking')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
