import { Button, Subtitle1, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, MailRegular, PrintRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosFacts } from '../../../domain/pos/api';
import type { CheckoutEvent } from '../../../machines/checkout.machine';
import type { PosContact } from '../../../domain/pos/cart';
import { ContactField } from './contact-field';
import { methodLabel, Refusal, useMoney, type PosArea } from './pos-ui';
import type { CheckoutSnapshot } from './use-checkout';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  done: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorPaletteGreenForeground1 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  payments: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * The sale is paid: what was paid, the change given, each payment; print or e-mail the receipt (to
 * the sale's contact, or one attached here: a sale made without one can still send it); the next sale.
 */
export function ConfirmationPanel(props: {
  snapshot: CheckoutSnapshot;
  facts: PosFacts;
  act: (area: PosArea, event: CheckoutEvent) => boolean;
  refusal: CheckoutSnapshot['context']['refusal'];
  onNewSale: () => void;
}) {
  const { snapshot, facts, act, refusal, onNewSale } = props;
  const onContact = useCallback((contact: PosContact | null) => contact && act('confirmation', { type: 'cart.contactAttached', contact }), [act]);
  const styles = useStyles();
  const { t } = useTranslation();
  const format = useMoney(facts.currency);
  const { payments } = snapshot.context;
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const change = payments.reduce((sum, p) => sum + (p.change ?? 0), 0);
  return (
    <section className={styles.panel} aria-label={t('checkout.confirmation')}>
      <div className={styles.done}>
        <CheckmarkCircleRegular fontSize={40} />
        <Title2 as="h2">{t('checkout.paidAmount', { amount: format(paid) })}</Title2>
      </div>
      {change > 0 && <Subtitle1 data-testid="change-given">{t('checkout.changeGiven', { amount: format(change) })}</Subtitle1>}
      {payments.length > 0 && (
        <>
          <Text weight="semibold">{t('checkout.payments')}</Text>
          <ul className={styles.payments}>
            {payments.map((p) => (
              <li key={p.key}>
                {t('checkout.paymentLine', { method: methodLabel(p.method, facts, t), amount: format(p.amount) })}
                {p.tip > 0 ? ` (${t('checkout.tipLine', { amount: format(p.tip) })})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.row}>
        <Button size="large" icon={<PrintRegular />} onClick={() => act('confirmation', { type: 'receipt.print' })}>
          {t('checkout.print')}
        </Button>
        <Button size="large" icon={<MailRegular />} onClick={() => act('confirmation', { type: 'receipt.email' })}>
          {t('checkout.email')}
        </Button>
        <Button size="large" appearance="primary" autoFocus onClick={onNewSale}>
          {t('checkout.newSale')}
        </Button>
      </div>
      <Refusal refusal={refusal} />
      <ContactField facilityId={facts.facility_id} contact={snapshot.context.cart.contact} disabled={false} onChange={onContact} />
    </section>
  );
}
