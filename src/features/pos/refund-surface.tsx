import { Button, Dialog, makeStyles, tokens, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, PaymentRow, RefundResult } from '../../../domain/pos/api';
import { refundableOf, refundRefusal, returnableUnits, returnedValue, returnRefusal, type ReturnedUnits } from '../../../domain/pos/refund';
import { posRefusalText } from '../../../domain/pos/types';
import type { ApiError } from '../../api/client';
import { posPaymentsKey, refundPayment } from '../../api/pos-payments';
import { MoneyInput } from '../../ui/form/money-input';
import { useNotify } from '../../ui/notify';

const useStyles = makeStyles({
  units: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  unit: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  count: { width: '6rem', flexShrink: 0 },
});

/**
 * The refund prompt of a payment's preview (issue 16 §2, SPEC §8 "A refund prompt asks whether to
 * refund a payment"): all that remains or a part of it, and why. The rules of domain/pos/refund.ts
 * answer beside the amount before anything is sent; the server's refusal (a provider's decline,
 * another refund meanwhile) shows there too. One idempotency key per prompt: a retry after a
 * lost answer refunds once; a new key after a refusal.
 *
 * A sale with products asks how many units of each the customer brings back (issue 17): they go
 * back to stock when the refund succeeds. A full refund proposes every unit not returned yet; a
 * partial one none, and the amount follows the units chosen (what they cost on the sale) until
 * staff type another.
 */
export default function RefundSurface(props: { payment: PaymentRow; invoice: Invoice; methodText: string; m: (cents: number) => string; open: boolean; onClose: () => void }) {
  const { payment, invoice, methodText, m, open, onClose } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [how, setHow] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ text: string; field: 'amount' | 'reason' } | null>(null);
  const key = useRef(crypto.randomUUID());
  const returnable = invoice.lines
    .map((l) => ({ line: l, left: returnableUnits({ id: l.id, kind: l.kind, productId: l.product_id, quantity: l.quantity, returned: l.returned_quantity }) }))
    .filter((r) => r.left > 0);
  const allUnits = (): Record<number, number> => Object.fromEntries(returnable.map((r) => [r.line.id, r.left]));
  // A full refund proposes every unit not returned yet (the page draws a fresh prompt for each opening).
  const [units, setUnits] = useState(allUnits);
  const items: ReturnedUnits[] = Object.entries(units)
    .map(([line, quantity]) => ({ line_id: Number(line), quantity }))
    .filter((i) => i.quantity !== 0);
  const unitsRefusal = returnRefusal(
    invoice.lines.map((l) => ({ id: l.id, kind: l.kind, productId: l.product_id, quantity: l.quantity, returned: l.returned_quantity })),
    items,
  );
  const left = refundableOf({ status: payment.status, amount: payment.amount_cents, nonRefundable: payment.non_refundable_cents, refunded: payment.refunded_cents });
  const wanted = how === 'full' ? left : (amount ?? 0);
  const refusal = refundRefusal({ status: payment.status, amount: payment.amount_cents, nonRefundable: payment.non_refundable_cents, refunded: payment.refunded_cents }, wanted);
  const refusalText = refusal && (tried || (how === 'partial' && amount !== null)) ? t(posRefusalText({ code: refusal }).key) : null;
  const unitsText = unitsRefusal ? t(posRefusalText({ code: unitsRefusal }).key) : null;
  const reasonMissing = tried && reason.trim() === '';

  const send = useMutation({
    mutationFn: () => refundPayment({ idempotency_key: key.current, payment_id: payment.id, amount_cents: wanted, reason: reason.trim(), items }),
    onSuccess: (answer: RefundResult) => {
      queryClient.setQueryData([...posPaymentsKey, 'detail', payment.id], { payment: answer.payment, invoice: answer.invoice, refunds: answer.refunds });
      void queryClient.invalidateQueries({ queryKey: posPaymentsKey });
      notify(t('posPayments.refund.done'), 'success');
      onClose();
    },
    onError: (e: ApiError) => {
      key.current = crypto.randomUUID();
      setFailure({ text: e.text, field: e.fields.reason ? 'reason' : 'amount' });
    },
  });

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            setFailure(null);
            if (refusal || unitsRefusal || reason.trim() === '' || send.isPending) return;
            send.mutate();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('posPayments.refund.title')}</DialogTitle>
            <DialogContent>
              <Text as="p">{t('posPayments.refund.intro', { method: methodText, amount: m(left) })}</Text>
              {payment.non_refundable_cents > 0 && <Text as="p">{t('posPayments.refund.fees', { amount: m(payment.non_refundable_cents) })}</Text>}
              <Field label={t('posPayments.refund.how')}>
                <RadioGroup
                  value={how}
                  onChange={(_, d) => {
                    setHow(d.value as 'full' | 'partial');
                    setUnits(d.value === 'full' ? allUnits() : {});
                  }}
                >
                  <Radio value="full" label={t('posPayments.refund.full', { amount: m(left) })} />
                  <Radio value="partial" label={t('posPayments.refund.partial')} />
                </RadioGroup>
              </Field>
              {how === 'partial' && (
                <Field
                  label={t('posPayments.refund.amount')}
                  required
                  validationMessage={refusalText ?? (failure?.field === 'amount' ? failure.text : undefined)}
                  validationState={refusalText || failure?.field === 'amount' ? 'error' : 'none'}
                >
                  <MoneyInput autoFocus currency={payment.currency} value={amount} onChange={setAmount} />
                </Field>
              )}
              {returnable.length > 0 && (
                <Field label={t('posPayments.refund.units')} hint={t('posPayments.refund.unitsHint')} validationMessage={unitsText ?? undefined} validationState={unitsText ? 'error' : 'none'}>
                  <div className={styles.units}>
                    {returnable.map(({ line, left: most }) => (
                      <label key={line.id} className={styles.unit}>
                        <Text>{t('posPayments.refund.unitsOf', { product: line.description, count: most })}</Text>
                        <Input
                          className={styles.count}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={most}
                          aria-label={t('posPayments.refund.unitsBack', { product: line.description })}
                          value={String(units[line.id] ?? 0)}
                          onChange={(_, d) => {
                            const next = { ...units, [line.id]: d.value === '' ? 0 : Number(d.value) };
                            setUnits(next);
                            if (how === 'partial') {
                              const value = returnedValue(
                                invoice.lines,
                                Object.entries(next).map(([l, q]) => ({ line_id: Number(l), quantity: Number.isFinite(q) ? q : 0 })),
                              );
                              setAmount(value > 0 ? Math.min(value, left) : null);
                            }
                          }}
                        />
                      </label>
                    ))}
                  </div>
                </Field>
              )}
              {how === 'full' && failure?.field === 'amount' && (
                <Text role="alert" as="p">
                  {failure.text}
                </Text>
              )}
              <Field
                label={t('posPayments.refund.reason')}
                required
                validationMessage={reasonMissing ? t('posPayments.refund.reasonRequired') : failure?.field === 'reason' ? failure.text : undefined}
                validationState={reasonMissing || failure?.field === 'reason' ? 'error' : 'none'}
              >
                <Input value={reason} maxLength={200} onChange={(_, d) => setReason(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t('posPayments.refund.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={send.isPending}>
                {t('posPayments.refund.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
