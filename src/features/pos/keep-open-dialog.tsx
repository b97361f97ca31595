import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { BookmarkRegular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosRefusal } from '../../../domain/pos/types';
import { Refusal } from './pos-ui';

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
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (onKeep(name)) setOpen(false);
            }}
          >
            <DialogBody>
              <DialogTitle>{t('checkout.keepOpen')}</DialogTitle>
              <DialogContent>
                <Field label={t('checkout.tabName')} hint={t('checkout.tabNameHint')} required>
                  <Input size="large" autoFocus value={name} maxLength={60} onChange={(_, d) => setName(d.value)} />
                </Field>
                <Refusal refusal={refusal} />
              </DialogContent>
              <DialogActions>
                <Button type="button" onClick={() => setOpen(false)}>
                  {t('checkout.cancel')}
                </Button>
                <Button type="submit" appearance="primary">
                  {t('checkout.keep')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
});
