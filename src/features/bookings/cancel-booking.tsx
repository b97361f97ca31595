import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundChoiceRefusal, type RefundBreakdown, type RefundChoice, type RefundChoiceKind } from '../../../domain/bookings/refund';
import { MoneyInput } from '../../ui/form/money-input';
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

/** The reason to choose, the policy's refund, staff's choice of it, and what the cancellation refunds; or why the booking cannot be cancelled now. */
export function CancelFields({ state }: { state: CancelState }) {
  const { t } = useTranslation();
  if (state.refused) return <Text>{state.refused}</Text>;
  const m = (cents: number) => money(cents, state.currency);
  return (
    <>
      {state.problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{state.problem}</MessageBarBody>
        </MessageBar>
      )}
      <ReasonSelect label={t('schedule.reason')} reasons={state.reasons} value={state.reasonId} onChange={state.choose} />
      {state.policy && state.policy.refund.price + state.policy.kept.price > 0 && <Text>{t(state.policy.insideWindow ? 'schedule.policyInside' : 'schedule.policyBefore', { hours: state.policyHours })}</Text>}
      {state.mayChooseRefund && (
        <>
          <Field label={t('schedule.refundChoice')}>
            <RadioGroup value={state.kind} onChange={(_, d) => state.setKind(d.value as RefundChoiceKind)}>
              <Radio value="policy" label={t('schedule.refundPolicy', { amount: m(state.policy?.refund.price ?? 0) })} />
              <Radio value="full" label={t('schedule.refundFull')} />
              <Radio value="partial" label={t('schedule.refundPartial')} />
              <Radio value="none" label={t('schedule.refundNone')} />
            </RadioGroup>
          </Field>
          {state.kind === 'partial' && (
            <Field label={t('schedule.refundAmount')} required validationMessage={state.amountWrong ?? undefined} validationState={state.amountWrong ? 'error' : 'none'}>
              <MoneyInput currency={state.currency} value={state.cents} onChange={state.setCents} />
            </Field>
          )}
          {state.kind !== 'policy' && (
            <Field label={t('schedule.refundNote')} required>
              <Input value={state.note} maxLength={500} onChange={(_, d) => state.setNote(d.value)} />
            </Field>
          )}
        </>
      )}
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
      {refund.total === 0 ? t('schedule.nothingRefunded') : t('schedule.refund', { amount: money(refund.total, currency) })}
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
