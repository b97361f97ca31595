import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { DeleteScope } from '../../../domain/bookings/types';
import { bookingFacts } from '../../../domain/bookings/facts';
import { decideBooking } from '../../../domain/bookings/rules';
import type { ApiError } from '../../api/client';
import { deleteReservation, reservationsKey } from '../../api/reservations';
import { seriesKey } from '../../api/series';
import { useNotify } from '../../ui/notify';

type DeleteResult = { deleted: number[]; kept: number[] };

/** Deletes bookings with a scope, tells how many went and how many were kept (paid or started) — or says `message` — then `onDone`. */
export function useDeleteBookings(onDone: () => void, message?: (result: DeleteResult) => string) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: number; scope: DeleteScope }) => deleteReservation(id, scope),
    onSuccess: async (result) => {
      const told = message?.(result) ?? (result.kept.length > 0 ? t('reservation.delete.doneKept', { count: result.deleted.length, kept: result.kept.length }) : t('reservation.delete.done', { count: result.deleted.length }));
      notify(told, 'success');
      await Promise.all([queryClient.invalidateQueries({ queryKey: reservationsKey }), queryClient.invalidateQueries({ queryKey: seriesKey })]);
      onDone();
    },
  });
}

/** The confirmation: a title, what deleting means, the scopes to choose from (if more than one), and the server's refusal if any. */
function ConfirmDelete(props: { open: boolean; title: string; hint: string; scopes: readonly DeleteScope[]; pending: boolean; error: ApiError | null; onKeep: () => void; onDelete: (scope: DeleteScope) => void }) {
  const { open, title, hint, scopes, pending, error, onKeep, onDelete } = props;
  const { t } = useTranslation();
  const [scope, setScope] = useState<DeleteScope>(scopes[0]!);
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onKeep()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Text block>{hint}</Text>
            {scopes.length > 1 && (
              <RadioGroup value={scope} onChange={(_, d) => setScope(d.value as DeleteScope)} aria-label={t('reservation.delete.scope')}>
                {scopes.map((s) => (
                  <Radio key={s} value={s} label={t(`reservation.delete.${s}`)} />
                ))}
              </RadioGroup>
            )}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error.text}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onKeep}>{t('reservation.delete.keep')}</Button>
            <Button appearance="primary" disabled={pending} onClick={() => onDelete(scope)}>
              {t('reservation.delete.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * Delete a booking made by mistake, after a confirmation: only this one, or, for a booking of a
 * recurring series, this and the following ones or the entire series (server: a paid or started
 * booking stays — it is cancelled instead).
 */
export function DeleteBooking({ id, inSeries, disabled }: { id: number; inSeries: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteBookings(() => void navigate('/views/booking/view'));
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('reservation.delete.action')}
      </Button>
      <ConfirmDelete
        open={open}
        title={t('reservation.delete.title')}
        hint={t('reservation.delete.hint')}
        scopes={inSeries ? ['this', 'following', 'series'] : ['this']}
        pending={remove.isPending}
        error={remove.error as ApiError | null}
        onKeep={() => setOpen(false)}
        onDelete={(scope) => remove.mutate({ id, scope })}
      />
    </>
  );
}

/**
 * Delete all pending reservations of a series, after a confirmation: every booking of it that is
 * not paid and has not started goes (the booking machine's delete rule, on the server too); paid
 * or started ones are kept, and the series ends.
 */
export function DeletePendingReservations({ bookings }: { bookings: readonly Reservation[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteBookings(() => setOpen(false));
  const now = new Date().toISOString();
  const pending = bookings.filter((b) => decideBooking(bookingFacts(b), { type: 'booking.delete', scope: 'series' }, now).ok);
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={pending.length === 0} onClick={() => setOpen(true)}>
        {t('reservation.delete.pendingAction', { count: pending.length })}
      </Button>
      <ConfirmDelete
        open={open}
        title={t('reservation.delete.pendingTitle', { count: pending.length })}
        hint={t('reservation.delete.pendingHint')}
        scopes={['series']}
        pending={remove.isPending}
        error={remove.error as ApiError | null}
        onKeep={() => setOpen(false)}
        onDelete={() => remove.mutate({ id: pending[0]!.id, scope: 'series' })}
      />
    </>
  );
}
