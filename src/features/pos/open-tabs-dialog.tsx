import { Button } from '@fluentui/react-components';
import { ReceiptRegular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosFacts } from '../../../domain/pos/api';
import type { OpenTab } from '../../../machines/checkout.machine';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';

// The dialog and its calls: its own chunk (Fluent's Dialog, its focus trap), fetched once the checkout is idle or when first opened.
const OpenTabsSurface = dialogOnDemand(() => import('./open-tabs-surface'), 'onClose');

/** The open tabs of the facility: take one up again (into an empty cart) or void it (after a confirmation). */
export const OpenTabsDialog = memo(function OpenTabsDialog(props: { facts: PosFacts; disabled: boolean; onResume: (tab: OpenTab) => void }) {
  const { facts, disabled, onResume } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" icon={<ReceiptRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('checkout.openTabs')}
      </Button>
      <OpenTabsSurface facts={facts} open={open} onClose={() => setOpen(false)} onResume={onResume} />
    </>
  );
});
