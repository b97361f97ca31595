import { Button } from '@fluentui/react-components';
import { BookmarkRegular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosRefusal } from '../../../domain/pos/types';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';

// The dialog: its own chunk (Fluent's Dialog, its focus trap), fetched once the checkout is idle or when first opened.
const KeepOpenSurface = dialogOnDemand(() => import('./keep-open-surface'), 'onClose');

/** "Keep open": the cart is kept as an open tab under a name ("Pista 3 · Lucía", "Bar table 2"). Drawn again only when its own props change (not on every change of the cart). */
export const KeepOpenDialog = memo(function KeepOpenDialog(props: { initialName: string | null; disabled: boolean; refusal: PosRefusal | null; onKeep: (name: string) => boolean }) {
  const { initialName, disabled, refusal, onKeep } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button
        size="large"
        icon={<BookmarkRegular />}
        disabled={disabled}
        onClick={() => {
          setName(initialName ?? '');
          setOpen(true);
        }}
      >
        {t('checkout.keepOpen')}
      </Button>
      <KeepOpenSurface open={open} name={name} onName={setName} refusal={refusal} onClose={() => setOpen(false)} onKeep={onKeep} />
    </>
  );
});
