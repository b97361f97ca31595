import { Button, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosFacts } from '../../../domain/pos/api';
import type { CheckoutEvent } from '../../../machines/checkout.machine';
import { CashPad } from './cash-pad';
import type { ManualCard } from './checkout-runtime';
import { ManualCardForm } from './manual-card-form';
import { PaymentChoice } from './payment-choice';
import { Failure, type PosArea } from './pos-ui';
import { escapeEvent } from './payment-steps';
import { ReaderPanel } from './reader-panel';
import type { CheckoutSnapshot } from './use-checkout';

const useStyles = makeStyles({
  // A heading's own margins (h2, h3) would open gaps in the step's even spacing.
  heading: { margin: 0 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The payment step: the choices, then the chosen method's own step, a payment being recorded, or a failed one. */
export function PaymentPanel(props: {
  snapshot: CheckoutSnapshot;
  facts: PosFacts;
  act: (area: PosArea, event: CheckoutEvent) => boolean;
  refusal: (area: PosArea) => CheckoutSnapshot['context']['refusal'];
  setCard: (card: ManualCard | null) => void;
}) {
  const { snapshot, facts, act, refusal, setCard } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  // Escape anywhere on the page (focus may be on nothing once a step replaced the button pressed); a dialog's own Escape is its.
  const latest = useRef({ snapshot, act });
  useEffect(() => {
    latest.current = { snapshot, act };
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || (e.target instanceof Element && e.target.closest('[role="dialog"], [role="alertdialog"]'))) return;
      const event = escapeEvent(latest.current.snapshot);
      if (!event) return;
      e.preventDefault();
      latest.current.act('method', event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  let body;
  if (snapshot.matches({ payment: 'cash' })) body = <CashPad snapshot={snapshot} currency={facts.currency} act={act} refusal={refusal('cash')} />;
  else if (snapshot.matches({ payment: 'manualCard' })) body = <ManualCardForm snapshot={snapshot} currency={facts.currency} act={act} refusal={refusal('card')} setCard={setCard} />;
  else if (snapshot.matches({ payment: 'reader' })) body = <ReaderPanel snapshot={snapshot} facts={facts} act={(event) => act('method', event)} />;
  else if (snapshot.matches({ payment: 'recording' })) body = <Spinner label={t('checkout.recording')} />;
  else if (snapshot.matches({ payment: 'failed' }))
    body = (
      <>
        <Failure text={t('checkout.failed', { message: snapshot.context.error?.message ?? '' })} />
        <div className={styles.row}>
          <Button size="large" appearance="primary" autoFocus onClick={() => act('method', { type: 'payment.retry' })}>
            {t('checkout.failedRetry')}
          </Button>
          <Button size="large" onClick={() => act('method', { type: 'method.change' })}>
            {t('checkout.changeMethod')}
          </Button>
        </div>
      </>
    );
  else body = <PaymentChoice snapshot={snapshot} facts={facts} act={act} refusal={refusal} />;
  return (
    <section className={styles.panel} aria-label={t('checkout.payment')}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('checkout.payment')}
      </Subtitle1>
      {body}
    </section>
  );
}
