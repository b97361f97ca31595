import { Button, Caption1, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosFacts } from '../../../domain/pos/api';
import { SIM_CARDS, type SimCard } from '../../../domain/pos/api-paths';
import { declineText } from '../../../domain/pos/types';
import type { CheckoutEvent } from '../../../machines/checkout.machine';
import { toApiError } from '../../api/client';
import { simTap } from '../../api/pos';
import { useNotify } from '../../ui/notify';
import { readerNext, readerStep } from './payment-steps';
import { methodLabel, useMoney } from './pos-ui';
import type { CheckoutSnapshot } from './use-checkout';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  sim: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground3 },
});

/** The simulated provider's test cards, presented on the reader (only when the simulated provider is on). */
function SimTapPanel({ terminalId }: { terminalId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const tap = (card: SimCard) => {
    setBusy(true);
    simTap(terminalId, card)
      .catch((error: unknown) => notify(toApiError(error).text, 'error'))
      .finally(() => setBusy(false));
  };
  return (
    <Panel className={styles.sim} role="group" aria-label={t('checkout.simulate')}>
      <Subtitle2 as="h4">{t('checkout.simulate')}</Subtitle2>
      <Caption1>{t('checkout.simulateHint')}</Caption1>
      <div className={styles.row}>
        {SIM_CARDS.map((card) => (
          <Button key={card} disabled={busy} onClick={() => tap(card)}>
            {t(`checkout.simCards.${card}`)}
          </Button>
        ))}
      </div>
    </Panel>
  );
}

/** A payment on a card reader: its state in words, Cancel while it waits, Retry or Change method once it stopped. */
export function ReaderPanel(props: { snapshot: CheckoutSnapshot; facts: PosFacts; act: (event: CheckoutEvent) => void }) {
  const { snapshot, facts, act } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const format = useMoney(facts.currency);
  const attempt = snapshot.context.attempt;
  if (!attempt || attempt.method.kind !== 'reader') return null;
  const terminalId = attempt.method.readerId;
  const reader = methodLabel(attempt.method, facts, t);
  const amount = format(attempt.amount);
  const step = readerStep(snapshot);
  const stopped = step === 'declined' || step === 'cancelled' || step === 'timedOut' || step === 'offline';
  const declined = snapshot.context.declined;
  const next = readerNext(step, declined);
  const words = step === 'declined' ? t('checkout.reader.declined', { reason: declined ? t(declineText(declined)) : '' }) : t(`checkout.reader.${step}`, { amount, reader });
  const simulated = facts.simulated_provider && facts.readers.find((r) => r.terminal_id === terminalId)?.simulated !== false;
  return (
    <div className={styles.panel}>
      <MessageBar
        intent={stopped ? (step === 'cancelled' ? 'info' : 'warning') : 'info'}
        icon={stopped ? undefined : <LoadingSpinner size="extra-tiny" />}
        role="status"
        aria-live="polite"
        data-testid="reader-state"
        data-step={step}
      >
        <MessageBarBody>{words}</MessageBarBody>
      </MessageBar>
      <div className={styles.row}>
        {!stopped && step !== 'processing' && (
          <Button size="large" autoFocus onClick={() => act({ type: 'reader.cancel' })}>
            {t('checkout.cancel')}
          </Button>
        )}
        {stopped && (
          <>
            <Button size="large" appearance={next === 'retry' ? 'primary' : 'secondary'} autoFocus={next === 'retry'} onClick={() => act({ type: 'payment.retry' })}>
              {t('checkout.failedRetry')}
            </Button>
            <Button size="large" appearance={next === 'change' ? 'primary' : 'secondary'} autoFocus={next === 'change'} onClick={() => act({ type: 'method.change' })}>
              {t('checkout.changeMethod')}
            </Button>
          </>
        )}
      </div>
      {simulated && (step === 'waitingForCard' || step === 'creatingIntent') && <SimTapPanel terminalId={terminalId} />}
    </div>
  );
}
