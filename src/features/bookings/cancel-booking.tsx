import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundBreakdown } from '../../../domain/bookings/refund';
import { refundNow } from '../../../domain/bookings/rules';
import { isIdle, isSaving, refusalNow, type BookingActor } from './booking-runtime';
import { money } from './money';
import { ReasonSelect } from './reason-select';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * Cancelling a booking with one of the organization's reasons, as its actor (booking-runtime.ts)
 * has it: whether it can be cancelled now, what the cancellation refunds (SPEC §9), the failed
 * save's text; the reason chosen is the form's. The runner's toast says what to give back.
 */
export function useCancelBooking(booking: BookingActor) {
  const { t } = useTranslation();
  const { snapshot, send, reasons } = booking;
  const [reasonId, setReasonId] = useState('');
  const { context } = snapshot;
  const refusal = refusalNow(snapshot, { type: 'cancel.open' });
  return {
    reasons,
    reasonId,
    choose: setReasonId,
    /** Why the last cancel failed (its dialog stays open). */
    problem: snapshot.matches('cancelling') ? context.message : null,
    /** Why it cannot be cancelled now (translated), or null (also while the booking loads). */
    refused: refusal !== null && refusal !== 'not_loaded' ? t(`bookings.refused.${refusal}`) : null,
    refund: refusal === null && context.booking && context.now ? refundNow(context.booking, context.now) : null,
    ready: reasonId !== '' && refusal === null && !isSaving(snapshot),
    /** Confirms the reason (the schedule's dialog shows the choice at once: it opens the cancel with it). */
    submit: () => {
      send({ type: 'cancel.open' });
      send({ type: 'booking.cancel', reasonId: Number(reasonId) });
    },
    /** The currency of the refund (the booking's). */
    currency: booking.currency,
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

/** "Cancel booking" in a reservation's detail: a dialog with the reason and the refund, open while the actor is cancelling. */
export function CancelBookingButton({ booking }: { booking: BookingActor }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const state = useCancelBooking(booking);
  const { snapshot, send } = booking;
  const open = snapshot.matches('cancelling') || isSaving(snapshot, 'booking.cancel');
  return (
    <>
      <Button icon={<DismissCircleRegular />} disabled={state.refused !== null || !isIdle(snapshot)} onClick={() => send({ type: 'cancel.open' })}>
        {t('schedule.cancelBooking')}
      </Button>
      <Dialog open={open} onOpenChange={(_, d) => !d.open && send({ type: 'dialog.back' })}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('schedule.cancelBooking')}</DialogTitle>
            <DialogContent className={styles.body}>
              <CancelFields state={state} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => send({ type: 'dialog.back' })}>{t('schedule.discardKeep')}</Button>
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
