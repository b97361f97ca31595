import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeleteScope } from '../../../domain/bookings/types';
import type { ApiError } from '../../api/client';
import { deleteReservation, reservationsKey } from '../../api/reservations';
import { useNotify } from '../../ui/notify';

/**
 * Delete a booking made by mistake, after a confirmation: only this one, or, for a booking of a
 * recurring series, this and the following ones or the entire series (server: a paid or started
 * booking stays — it is cancelled instead).
 */
export function DeleteBooking({ id, inSeries, disabled }: { id: number; inSeries: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<DeleteScope>('this');
  const remove = useMutation({
    mutationFn: () => deleteReservation(id, scope),
    onSuccess: async (result) => {
      notify(result.kept.length > 0 ? t('reservation.delete.doneKept', { count: result.deleted.length, kept: result.kept.length }) : t('reservation.delete.done', { count: result.deleted.length }), 'success');
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
      void navigate('/views/booking/view');
    },
  });
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('reservation.delete.action')}
      </Button>
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('reservation.delete.title')}</DialogTitle>
            <DialogContent>
              <Text block>{t('reservation.delete.hint')}</Text>
              {inSeries && (
                <RadioGroup value={scope} onChange={(_, d) => setScope(d.value as DeleteScope)} aria-label={t('reservation.delete.scope')}>
                  <Radio value="this" label={t('reservation.delete.this')} />
                  <Radio value="following" label={t('reservation.delete.following')} />
                  <Radio value="series" label={t('reservation.delete.series')} />
                </RadioGroup>
              )}
              {remove.isError && (
                <MessageBar intent="error">
                  <MessageBarBody>{(remove.error as ApiError).text}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{t('reservation.delete.keep')}</Button>
              <Button appearance="primary" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {t('reservation.delete.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
