import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declineText } from '../../../domain/pos/types';
import { partOf, type CheckoutEvent } from '../../../machines/checkout.machine';
import type { ManualCard } from './checkout-runtime';
import { cardOf } from './payment-steps';
import { Failure, Refusal, useMoney, type PosArea } from './pos-ui';
import type { CheckoutSnapshot } from './use-checkout';

const useStyles = makeStyles({
  // A heading's own margins (h2, h3) would open gaps in the step's even spacing.
  heading: { margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  small: { width: '110px' },
});

/** A card typed in by hand (held by the screen, never by the machine); a decline comes back here with its reason. */
export function ManualCardForm(props: {
  snapshot: CheckoutSnapshot;
  currency: string;
  act: (area: PosArea, event: CheckoutEvent) => boolean;
  refusal: CheckoutSnapshot['context']['refusal'];
  setCard: (card: ManualCard | null) => void;
}) {
  const { snapshot, currency, act, refusal, setCard } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const format = useMoney(currency);
  const [draft, setDraft] = useState({ number: '', month: '', year: '', cvc: '' });
  const card = cardOf(draft);
  const declined = snapshot.context.declined;
  return (
    <form
      className={styles.form}
      aria-label={t('checkout.manualCard')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!card) return;
        setCard(card);
        act('card', { type: 'manual.submit' });
      }}
    >
      <Subtitle2 as="h3" className={styles.heading}>
        {t('checkout.paying', { amount: format(partOf(snapshot.context)) })}
      </Subtitle2>
      <Field label={t('checkout.cardNumber')} required>
        <Input size="large" autoFocus inputMode="numeric" autoComplete="off" value={draft.number} maxLength={23} onChange={(_, d) => setDraft({ ...draft, number: d.value })} />
      </Field>
      <div className={styles.row}>
        <Field label={t('checkout.expMonth')} required className={styles.small}>
          <Input size="large" inputMode="numeric" autoComplete="off" value={draft.month} maxLength={2} onChange={(_, d) => setDraft({ ...draft, month: d.value })} />
        </Field>
        <Field label={t('checkout.expYear')} required className={styles.small}>
          <Input size="large" inputMode="numeric" autoComplete="off" value={draft.year} maxLength={4} onChange={(_, d) => setDraft({ ...draft, year: d.value })} />
        </Field>
        <Field label={t('checkout.cvc')} required className={styles.small}>
          <Input size="large" inputMode="numeric" autoComplete="off" type="password" value={draft.cvc} maxLength={4} onChange={(_, d) => setDraft({ ...draft, cvc: d.value })} />
        </Field>
      </div>
      {declined && <Failure text={t('checkout.reader.declined', { reason: t(declineText(declined)) })} />}
      <Refusal refusal={refusal} />
      <div className={styles.row}>
        <Button size="large" appearance="primary" type="submit" disabled={!card}>
          {t('checkout.payCard', { amount: format(partOf(snapshot.context)) })}
        </Button>
        <Button size="large" onClick={() => act('card', { type: 'method.back' })}>
          {t('checkout.back')}
        </Button>
      </div>
    </form>
  );
}
