import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { useTranslation } from 'react-i18next';
import type { PosRefusal } from '../../../domain/pos/types';
import { Refusal } from './pos-ui';

/** The "Keep open" dialog of the checkout (keep-open-dialog.tsx): the tab's name, and why it cannot be kept if so. */
export default function KeepOpenSurface(props: {
  open: boolean;
  name: string;
  onName: (name: string) => void;
  refusal: PosRefusal | null;
  onClose: () => void;
  /** Keeps the cart as an open tab under `name`; false when the checkout refused (the refusal is shown). */
  onKeep: (name: string) => boolean;
}) {
  const { open, name, onName, refusal, onClose, onKeep } = props;
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (onKeep(name)) onClose();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('checkout.keepOpen')}</DialogTitle>
            <DialogContent>
              <Field label={t('checkout.tabName')} hint={t('checkout.tabNameHint')} required>
                <Input size="large" autoFocus value={name} maxLength={60} onChange={(_, d) => onName(d.value)} />
              </Field>
              <Refusal refusal={refusal} />
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
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
  );
}
