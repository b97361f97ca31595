import { Button, Subtitle2, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { Field } from '../../ui/field-controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosFacts } from '../../../domain/pos/api';
import { TIP_PRESETS, type PaymentMethod, type TipChoice } from '../../../domain/pos/types';
import { methodsOf, partOf, remainingOf, type CheckoutEvent } from '../../../machines/checkout.machine';
import { MoneyInput } from '../../ui/form/money-input';
import { sameMethod, suggestedMethod } from './payment-steps';
import { methodLabel, Refusal, useMoney, type PosArea } from './pos-ui';
import type { CheckoutSnapshot } from './use-checkout';

const useStyles = makeStyles({
  // A heading's own margins (h2, h3) would open gaps in the step's even spacing.
  heading: { margin: 0 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: '140px' },
  methods: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: tokens.spacingHorizontalS },
  method: { minHeight: '64px' },
});

type Act = (area: PosArea, event: CheckoutEvent) => boolean;

/** Tip presets (0/10/15/20 %) and an amount typed in; fixed once a payment is made. */
function TipPicker(props: { snapshot: CheckoutSnapshot; currency: string; act: Act; refusal: (area: PosArea) => CheckoutSnapshot['context']['refusal'] }) {
  const { snapshot, currency, act, refusal } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const tip = snapshot.context.tip;
  const [custom, setCustom] = useState<number | null>(tip.kind === 'amount' ? tip.amount : null);
  const [typing, setTyping] = useState(tip.kind === 'amount');
  const choose = (choice: TipChoice) => act('tip', { type: 'tip.chosen', tip: choice });
  return (
    <div className={styles.group} role="group" aria-label={t('checkout.tip')}>
      <Subtitle2 as="h3" className={styles.heading}>
        {t('checkout.tip')}
      </Subtitle2>
      <div className={styles.row}>
        {TIP_PRESETS.map((percent) => (
          <ToggleButton
            key={percent}
            size="large"
            checked={!typing && tip.kind === 'percent' && tip.percent === percent}
            onClick={() => {
              setTyping(false);
              choose({ kind: 'percent', percent });
            }}
          >
            {t('checkout.tipPreset', { percent })}
          </ToggleButton>
        ))}
        <ToggleButton size="large" checked={typing} onClick={() => setTyping(true)}>
          {t('checkout.customTip')}
        </ToggleButton>
      </div>
      {typing && (
        <form
          className={styles.row}
          onSubmit={(e) => {
            e.preventDefault();
            choose({ kind: 'amount', amount: custom ?? 0 });
          }}
        >
          <Field label={t('checkout.customTipAmount')} className={styles.grow}>
            <MoneyInput size="large" autoFocus currency={currency} value={custom} onChange={setCustom} />
          </Field>
          <Button size="large" type="submit">
            {t('checkout.setTip')}
          </Button>
        </form>
      )}
      <Refusal refusal={refusal('tip')} />
    </div>
  );
}

/** Split tender: the part paid now (empty: all that remains). */
function PartField(props: { snapshot: CheckoutSnapshot; currency: string; act: Act; refusal: (area: PosArea) => CheckoutSnapshot['context']['refusal'] }) {
  const { snapshot, currency, act, refusal } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const format = useMoney(currency);
  const [part, setPart] = useState<number | null>(snapshot.context.part);
  return (
    <form
      className={styles.group}
      onSubmit={(e) => {
        e.preventDefault();
        act('part', { type: 'part.set', amount: part });
      }}
    >
      <div className={styles.row}>
        <Field label={t('checkout.payPart')} hint={t('checkout.payPartHint', { amount: format(remainingOf(snapshot.context)) })} className={styles.grow}>
          <MoneyInput size="large" currency={currency} value={part} onChange={setPart} />
        </Field>
        <Button size="large" type="submit">
          {t('checkout.setPart')}
        </Button>
        {snapshot.context.part !== null && (
          <Button
            size="large"
            onClick={() => {
              setPart(null);
              act('part', { type: 'part.set', amount: null });
            }}
          >
            {t('checkout.payAll')}
          </Button>
        )}
      </div>
      <Text weight="semibold" aria-live="polite">
        {t('checkout.paying', { amount: format(partOf(snapshot.context)) })}
      </Text>
      <Refusal refusal={refusal('part')} />
    </form>
  );
}

/** One group of method buttons. */
function Methods(props: { label: string; methods: PaymentMethod[]; suggested: PaymentMethod | null; facts: PosFacts; act: Act }) {
  const { label, methods, suggested, facts, act } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  if (methods.length === 0) return null;
  return (
    <div className={styles.group} role="group" aria-label={label}>
      <Subtitle2 as="h3" className={styles.heading}>
        {label}
      </Subtitle2>
      <div className={styles.methods}>
        {methods.map((method) => {
          const reader = method.kind === 'reader' ? facts.readers.find((r) => r.terminal_id === method.readerId) : undefined;
          const name = methodLabel(method, facts, t);
          return (
            <Button
              key={`${method.kind}:${method.kind === 'reader' ? method.readerId : method.kind === 'onsite' ? method.methodId : ''}`}
              className={styles.method}
              size="large"
              appearance={suggested && sameMethod(method, suggested) ? 'primary' : 'secondary'}
              onClick={() => act('method', { type: 'method.chosen', method })}
            >
              {reader && !reader.online ? t('checkout.readerOffline', { name }) : name}
            </Button>
          );
        })}
      </div>
    </div>
  );
}

/** The sale's methods (`methodsOf`: the machine's facility, so nothing offered is refused unsaid), named from the facts (a reader's live state too). */
function MethodButtons(props: { snapshot: CheckoutSnapshot; facts: PosFacts; act: Act; refusal: (area: PosArea) => CheckoutSnapshot['context']['refusal'] }) {
  const { snapshot, facts, act, refusal } = props;
  const { t } = useTranslation();
  const { methods, onsite } = methodsOf(snapshot.context);
  const suggested = suggestedMethod(methods, facts);
  return (
    <>
      <Methods label={t('checkout.method')} methods={methods} suggested={suggested} facts={facts} act={act} />
      <Methods label={t('checkout.otherMethods')} methods={onsite} suggested={null} facts={facts} act={act} />
      <Refusal refusal={refusal('method')} />
    </>
  );
}

/** The payment step's choices: the tip, the part paid now, the method; back to the cart (refused once something is paid). */
export function PaymentChoice(props: { snapshot: CheckoutSnapshot; facts: PosFacts; act: Act; refusal: (area: PosArea) => CheckoutSnapshot['context']['refusal'] }) {
  const { snapshot, facts, act, refusal } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.group}>
      {snapshot.context.payments.length === 0 && <TipPicker snapshot={snapshot} currency={facts.currency} act={act} refusal={refusal} />}
      <PartField snapshot={snapshot} currency={facts.currency} act={act} refusal={refusal} />
      <MethodButtons snapshot={snapshot} facts={facts} act={act} refusal={refusal} />
      {/* Offered after a payment too: the cart beside says why it cannot change then (payment_made). */}
      <div className={styles.row}>
        <Button size="large" onClick={() => act('cart', { type: 'cart.edit' })}>
          {t('checkout.editCart')}
        </Button>
      </div>
    </div>
  );
}
