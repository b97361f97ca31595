import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundBreakdown } from '../../../domain/bookings/refund';
import type { Reservation } from '../../../domain/bookings/reservation';
import { getResource } from '../../../domain/resources/registry';
import { bookingFacts } from '../../../domain/bookings/facts';
import { decideBooking } from '../../../domain/bookings/rules';
import type { ApiError } from '../../api/client';
import { cancelReservation, reservationsKey } from '../../api/reservations';
import { useActiveRows } from '../../api/resources';
import { useNotify } from '../../ui/notify';
import { money } from './money';
import { ReasonSelect } from './reason-select';

const reasonsDef = getResource('cancellation-reasons');
const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * Cancelling a booking with one of the organization's reasons: the booking machine says whether it
 * can be cancelled now and what the cancellation refunds (SPEC §9), as it does on the server; the
 * toast says what to give back. `onCancelled` runs after the schedule and lists are refreshed.
 */
export function useCancelBooking(booking: Reservation, groupId: number | null, onCancelled: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reasons = useActiveRows(reasonsDef, groupId);
  const [reasonId, setReasonId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonIds = (reasons.data?.data ?? []).map((r) => Number(r.id));
  // Asked with any of the reasons: the refund does not depend on which.
  const asked = decideBooking(bookingFacts(booking), { type: 'booking.cancel', reasonId: reasonIds[0] ?? 0 }, new Date().toISOString(), reasonIds);
  const cancel = useMutation({
    mutationFn: () => cancelReservation(booking.id, Number(reasonId)),
    onSuccess: async (result) => {
      notify(result.refund.total > 0 ? t('schedule.cancelledRefund', { amount: money(result.refund.total, booking.currency) }) : t('schedule.cancelled'), 'success');
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
      onCancelled();
    },
    onError: (error: ApiError) => setProblem(error.fields.reason_id ? t('schedule.chooseReason') : error.text),
  });
  return {
    reasons: reasons.data?.data ?? [],
    reasonId,
    choose: (value: string) => {
      setReasonId(value);
      setProblem(null);
    },
    problem,
    /** Why it cannot be cancelled now (translated), or null. */
    refused: !asked.ok && asked.reason !== 'reason_unknown' ? t(`bookings.refused.${asked.reason}`) : null,
    refund: asked.ok && asked.effect.type === 'effect.cancel' ? asked.effect.refund : null,
    /** The currency of the refund (the booking's). */
    currency: booking.currency,
    ready: reasonId !== '' && !cancel.isPending,
    submit: () => cancel.mutate(),
  };
}
export type CancelState = ReturnType<typeof useCancelBooking>;

/** The reason to choose and what the cancellation refunds; or why the booking cannot be cancelled now. */
export function CancelFields({ state }: { state: CancelState }) {
  const { t } = useTranslation();
  if (state.refused) return <Text>{state.refused}</Text>;
  return (
    <>
      {state.problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{state.problem}</MessageBarBody>
        </MessageBar>
      )}
      <ReasonSelect label={t('schedule.reason')} reasons={state.reasons} value={state.reasonId} onChange={state.choose} />
      {state.refund && <RefundText refund={state.refund} currency={state.currency} />}
    </>
  );
}

/** What a cancellation gives back: the amount, and the service fee kept (SPEC §9: never refunded). */
function RefundText({ refund, currency }: { refund: RefundBreakdown; currency: string }) {
  const { t } = useTranslation();
  if (refund.total === 0 && refund.kept.serviceFee === 0) return <Text>{t('schedule.nothingToRefund')}</Text>;
  return (
    <Text>
      {t('schedule.refund', { amount: money(refund.total, currency) })}
      {refund.kept.serviceFee > 0 && ` ${t('schedule.refundFeeKept', { fee: money(refund.kept.serviceFee, currency) })}`}
    </Text>
  );
}

/** "Cancel booking" in a reservation's detail: a dialog with the reason and the refund. */
export function CancelBookingButton({ booking, groupId, onCancelled }: { booking: Reservation; groupId: number | null; onCancelled?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const state = useCancelBooking(booking, groupId, () => {
    setOpen(false);
    onCancelled?.();
  });
  return (
    <>
      <Button icon={<DismissCircleRegular />} disabled={state.refused !== null} onClick={() => setOpen(true)}>
        {t('schedule.cancelBooking')}
      </Button>
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('schedule.cancelBooking')}</DialogTitle>
            <DialogContent className={styles.body}>
              <CancelFields state={state} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{t('schedule.discardKeep')}</Button>
              <Button appearance="primary" disabled={!state.ready} onClick={state.submit}>
                {t('schedule.cancelBooking')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
