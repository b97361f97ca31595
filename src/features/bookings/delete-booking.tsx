import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Reservation } from '../../../domain/bookings/reservation';
import { bookingFacts } from '../../../domain/bookings/facts';
import { decideBooking, deleteScopes } from '../../../domain/bookings/rules';
import { isIdle, isSaving, refusalNow, useBookingActor, type BookingActor } from './booking-runtime';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';

// The confirmation's dialog (Fluent's Dialog, radios, message bar): its own chunk, fetched once the page is idle or when first opened.
const ConfirmDelete = dialogOnDemand(() => import('./confirm-delete'), 'onKeep');

/** The delete confirmation of a booking's actor: open while it chooses the scope or deletes; the failed save's text. */
function deleteDialog({ snapshot, send }: BookingActor) {
  const choosing = snapshot.matches('choosingDeleteScope');
  return {
    open: choosing || isSaving(snapshot, 'booking.delete'),
    pending: isSaving(snapshot),
    error: choosing ? snapshot.context.message : null,
    onKeep: () => send({ type: 'dialog.back' }),
  };
}

/**
 * Delete a booking made by mistake, after a confirmation: only this one, or, for a booking of a
 * recurring series, this and the following ones or the entire series. A paid or started booking is
 * never deleted: the others of a wider scope go, those stay as they are and the series ends with
 * the last of them (domain/bookings/series.ts `seriesAfterDelete`); the dialog says so for the
 * scope chosen. Once deleted, the booking view.
 */
export function DeleteBooking({ booking }: { booking: BookingActor }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { snapshot, send } = booking;
  const deleted = snapshot.matches('deleted');
  useEffect(() => {
    if (deleted) void navigate('/views/booking/view');
  }, [deleted, navigate]);
  const facts = snapshot.context.booking;
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={refusalNow(snapshot, { type: 'delete.open' }) !== null || !isIdle(snapshot)} onClick={() => send({ type: 'delete.open' })}>
        {t('reservation.delete.action')}
      </Button>
      <ConfirmDelete
        {...deleteDialog(booking)}
        title={t('reservation.delete.title')}
        hint={(scope) => t(`reservation.delete.hint.${scope}`)}
        scopes={facts ? deleteScopes(facts) : ['this']}
        onDelete={(scope) => send({ type: 'booking.delete', scope })}
      />
    </>
  );
}

/**
 * Delete all pending reservations of a series, after a confirmation: every booking of it that is
 * not paid and has not started goes (the booking machine's delete rule, on the server too); paid
 * or started ones are kept, and the series ends with the last paid one, or is cancelled. The first of them is deleted with the scope
 * 'series' by its actor.
 */
export function DeletePendingReservations({ bookings }: { bookings: readonly Reservation[] }) {
  const now = new Date().toISOString();
  const pending = bookings.filter((b) => decideBooking(bookingFacts(b), { type: 'booking.delete', scope: 'series' }, now).ok);
  return <DeletePending key={pending[0]?.id ?? 0} first={pending[0] ?? null} count={pending.length} />;
}

function DeletePending({ first, count }: { first: Reservation | null; count: number }) {
  const { t } = useTranslation();
  const facts = useMemo(() => (first ? bookingFacts(first) : null), [first]);
  const booking = useBookingActor({ booking: facts, groupId: null });
  const { snapshot, send } = booking;
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={count === 0 || !isIdle(snapshot)} onClick={() => send({ type: 'delete.open' })}>
        {t('reservation.delete.pendingAction', { count })}
      </Button>
      <ConfirmDelete
        {...deleteDialog(booking)}
        title={t('reservation.delete.pendingTitle', { count })}
        hint={() => t('reservation.delete.pendingHint')}
        scopes={['series']}
        onDelete={() => send({ type: 'booking.delete', scope: 'series' })}
      />
    </>
  );
}
