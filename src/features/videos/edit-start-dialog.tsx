import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { Field } from '../../ui/field-controls';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/form/date-input';
import { TimeInput } from '../../ui/form/time-input';

export interface NewStart {
  date: string;
  time: string;
}

/** A recording's new start, day and time (video-preview-page.tsx): the page keeps the draft and saves it. */
export default function EditStartDialog(props: { open: boolean; editing: NewStart | null; twelveHour: boolean; onEdit: Dispatch<SetStateAction<NewStart | null>>; onClose: () => void; onSave: () => void }) {
  const { open, editing, twelveHour, onEdit, onClose, onSave } = props;
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('videos.editStart')}</DialogTitle>
          <DialogContent>
            <Field label={t('videos.list.date')}>
              <DateInput value={editing?.date ?? ''} onChange={(_, d) => onEdit((e) => e && { ...e, date: d.value })} />
            </Field>
            <Field label={t('videos.newStart')}>
              <TimeInput value={editing?.time ?? ''} twelveHour={twelveHour} onChange={(_, d) => onEdit((e) => e && { ...e, time: d.value })} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('videos.close')}</Button>
            <Button appearance="primary" disabled={!editing?.date || !editing.time} onClick={onSave}>
              {t('videos.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
