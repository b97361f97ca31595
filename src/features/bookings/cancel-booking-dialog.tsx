import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { useTranslation } from 'react-i18next';
import type { RefundBreakdown, RefundChoiceKind } from '../../../domain/bookings/refund';
import { MoneyInput } from '../../ui/form/money-input';
import type { CancelState } from './cancel-booking';
import { money } from './money';
import { ReasonSelect } from './reason-select';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

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

/** The cancellation's dialog of a reservation's detail (cancel-booking.tsx): the fields above, Keep and Cancel booking. */
export default function CancelBookingDialog({ open, state, onBack }: { open: boolean; state: CancelState; onBack: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onBack()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('schedule.cancelBooking')}</DialogTitle>
          <DialogContent className={styles.body}>
            <CancelFields state={state} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onBack}>{t('schedule.discardKeep')}</Button>
            <Button appearance="primary" disabled={!state.ready} onClick={state.submit}>
              {t('schedule.cancelBooking')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
