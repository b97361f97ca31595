import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface ContactDraft {
  name: string;
  phone: string;
  email: string;
}

/** A contact created from the contact picker (contact-picker.tsx): name, phone and e-mail; the picker keeps the draft and sends it. */
export default function NewContactDialog(props: { open: boolean; draft: ContactDraft; onDraft: (draft: ContactDraft) => void; busy: boolean; onCancel: () => void; onCreate: () => void }) {
  const { open, draft, onDraft, busy, onCancel, onCreate } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('reservation.newContact')}</DialogTitle>
          <DialogContent className={styles.body}>
            <Field label={t('reservation.contactName')} required>
              <Input value={draft.name} maxLength={100} onChange={(_, d) => onDraft({ ...draft, name: d.value })} />
            </Field>
            <Field label={t('reservation.contactPhone')}>
              <Input type="tel" value={draft.phone} maxLength={20} onChange={(_, d) => onDraft({ ...draft, phone: d.value })} />
            </Field>
            <Field label={t('reservation.contactEmail')}>
              <Input type="email" value={draft.email} onChange={(_, d) => onDraft({ ...draft, email: d.value })} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('resources.cancel')}</Button>
            <Button appearance="primary" disabled={!draft.name.trim() || busy} onClick={onCreate}>
              {t('reservation.createContact')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
