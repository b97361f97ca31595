import { Button } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, PaymentRow } from '../../../domain/pos/api';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';

// The prompt, its rules and its call: its own chunk, fetched once the page is idle or when first opened.
const RefundSurface = dialogOnDemand(() => import('./refund-surface'), 'onClose');

/**
 * "Refund" on a payment's preview: opens the refund prompt (./refund-surface), a fresh one each
 * time (its own idempotency key, all the units proposed again).
 */
export function RefundDialog({ payment, invoice, methodText, m }: { payment: PaymentRow; invoice: Invoice; methodText: string; m: (cents: number) => string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        icon={<ArrowUndoRegular />}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('posPayments.refund.button')}
      </Button>
      <RefundSurface key={opening} payment={payment} invoice={invoice} methodText={methodText} m={m} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
