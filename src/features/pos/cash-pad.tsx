import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Field } from '../../ui/field-controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOf, partOf, type CheckoutEvent } from '../../../machines/checkout.machine';
import { MoneyInput } from '../../ui/form/money-input';
import { notesFor } from './payment-steps';
import { Refusal, useMoney, type PosArea } from './pos-ui';
import type { CheckoutSnapshot } from './use-checkout';

const useStyles = makeStyles({
  // A heading's own margins (h2, h3) would open gaps in the step's even spacing.
  heading: { margin: 0 },
  pad: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  change: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

/** Cash: the amount handed over (Enter takes it), the change due as it is typed, "Exact", quick notes. */
export function CashPad(props: { snapshot: CheckoutSnapshot; currency: string; act: (area: PosArea, event: CheckoutEvent) => boolean; refusal: CheckoutSnapshot['context']['refusal'] }) {
  const { snapshot, currency, act, refusal } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const format = useMoney(currency);
  const [tendered, setTendered] = useState<number | null>(snapshot.context.tendered);
  const due = partOf(snapshot.context);
  const change = changeOf(snapshot.context);
  const tender = (cents: number | null) => {
    setTendered(cents);
    // Said while typing only once it is an amount; what is not one is refused when taken (Enter).
    if (cents !== null && Number.isFinite(cents)) act('cash', { type: 'cash.tendered', amount: cents });
  };
  return (
    <form
      className={styles.pad}
      aria-label={t('checkout.cash')}
      onSubmit={(e) => {
        e.preventDefault();
        if (tendered !== null && !Number.isFinite(tendered)) act('cash', { type: 'cash.tendered', amount: tendered });
        else act('cash', { type: 'cash.confirm' });
      }}
    >
      <Subtitle2 as="h3" className={styles.heading}>
        {t('checkout.paying', { amount: format(due) })}
      </Subtitle2>
      <Field label={t('checkout.tendered')}>
        <MoneyInput size="large" autoFocus currency={currency} value={tendered} onChange={tender} />
      </Field>
      <div className={styles.row}>
        <Button size="large" onClick={() => act('cash', { type: 'cash.exact' })}>
          {t('checkout.exact')}
        </Button>
        {notesFor(due).map((note) => (
          <Button key={note} size="large" onClick={() => tender(note)}>
            {format(note)}
          </Button>
        ))}
      </div>
      <div aria-live="polite">
        <Text block>{t('checkout.change')}</Text>
        <Text className={styles.change} data-testid="cash-change">
          {format(change?.change ?? 0)}
        </Text>
      </div>
      <Refusal refusal={refusal} />
      <div className={styles.row}>
        <Button size="large" appearance="primary" type="submit">
          {t('checkout.confirmCash')}
        </Button>
        <Button size="large" onClick={() => act('cash', { type: 'method.back' })}>
          {t('checkout.back')}
        </Button>
      </div>
    </form>
  );
}
