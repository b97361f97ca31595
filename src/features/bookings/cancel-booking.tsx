import { Button } from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundChoiceRefusal, type RefundChoice, type RefundChoiceKind } from '../../../domain/bookings/refund';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';
import { refundNow } from '../../../domain/bookings/rules';
import { isIdle, isSaving, refusalNow, type BookingActor } from './booking-runtime';

// The dialog (reason, refund choice, what it refunds): its own chunk, fetched once the page is idle or when first opened.
const CancelBookingDialog = dialogOnDemand(() => import('./cancel-booking-dialog'), 'onBack');

/**
 * Cancelling a booking with one of the organization's reasons, as its actor (booking-runtime.ts)
 * has it: whether it can be cancelled now, what the cancellation refunds (SPEC §9), the failed
 * save's text; the reason chosen is the form's. The runner's toast says what to give back.
 */
export function useCancelBooking(booking: BookingActor) {
  const { t } = useTranslation();
  const { snapshot, send, reasons, policyHours, mayChooseRefund } = booking;
  const [reasonId, setReasonId] = useState('');
  // The refund of the price: the organization's policy unless staff with the permission choose.
  const [kind, setKind] = useState<RefundChoiceKind>('policy');
  const [cents, setCents] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const { context } = snapshot;
  const refusal = refusalNow(snapshot, { type: 'cancel.open' });
  const choice: RefundChoice = kind === 'partial' ? { kind, cents: cents ?? 0 } : { kind };
  const amountWrong = context.booking !== null && kind === 'partial' && cents !== null && refundChoiceRefusal(context.booking.paid, choice) !== null;
  const valid = context.booking !== null && refundChoiceRefusal(context.booking.paid, choice) === null && (kind === 'policy' || note.trim() !== '');
  const loaded = refusal === null && context.booking && context.now;
  return {
    reasons,
    reasonId,
    choose: setReasonId,
    /** Why the last cancel failed (its dialog stays open). */
    problem: snapshot.matches('cancelling') ? context.message : null,
    /** Why it cannot be cancelled now (translated), or null (also while the booking loads). */
    refused: refusal !== null && refusal !== 'not_loaded' ? t(`bookings.refused.${refusal}`) : null,
    /** What the policy refunds now (the default), and what is chosen (null while a partial amount is not valid). */
    policy: loaded ? refundNow(context.booking!, context.now!, policyHours) : null,
    refund: loaded && refundChoiceRefusal(context.booking!.paid, choice) === null ? refundNow(context.booking!, context.now!, policyHours, choice) : null,
    policyHours,
    /** Whether this user may choose the refund (and the choice, its amount and why). */
    mayChooseRefund: mayChooseRefund && (context.booking?.paid.price ?? 0) > 0,
    kind,
    setKind,
    cents,
    setCents,
    amountWrong: amountWrong ? t('bookings.refused.refund_amount_invalid') : null,
    note,
    setNote,
    ready: reasonId !== '' && refusal === null && !isSaving(snapshot) && valid,
    /** Confirms the reason (the schedule's dialog shows the choice at once: it opens the cancel with it). */
    submit: () => {
      send({ type: 'cancel.open' });
      send({ type: 'booking.cancel', reasonId: Number(reasonId), policyHours, refund: choice, note });
    },
    /** The currency of the refund (the booking's). */
    currency: booking.currency,
  };
}
export type CancelState = ReturnType<typeof useCancelBooking>;

/** "Cancel booking" in a reservation's detail: a dialog with the reason and the refund, open while the actor is cancelling. */
export function CancelBookingButton({ booking }: { booking: BookingActor }) {
  const { t } = useTranslation();
  const state = useCancelBooking(booking);
  const { snapshot, send } = booking;
  const open = snapshot.matches('cancelling') || isSaving(snapshot, 'booking.cancel');
  return (
    <>
      <Button icon={<DismissCircleRegular />} disabled={state.refused !== null || !isIdle(snapshot)} onClick={() => send({ type: 'cancel.open' })}>
        {t('schedule.cancelBooking')}
      </Button>
      <CancelBookingDialog open={open} state={state} onBack={() => send({ type: 'dialog.back' })} />
    </>
  );
}
