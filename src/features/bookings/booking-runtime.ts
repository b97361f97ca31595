import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { localParts } from '../../../domain/bookings/local-time';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { ReservationDetail } from '../../../domain/bookings/reservation-detail';
import type { BookingFacts, BookingRefusal } from '../../../domain/bookings/rules';
import { clockLabel } from '../../../domain/bookings/schedule';
import { cancellationReasons } from '../../../domain/resources/cancellation-reasons';
import { bookingMachine, refusalOf, type BookingEvent, type BookingMachineEffect } from '../../../machines/booking.machine';
import { toApiError, type ApiError } from '../../api/client';
import { markParticipants, markReservationPaid, setForSale } from '../../api/reservation-details';
import { holdsAny } from '../../../domain/access/views';
import { DEFAULT_POLICY_HOURS } from '../../../domain/bookings/refund';
import { POS_VIEWS } from '../../../domain/pos/api-paths';
import { useGroups } from '../../api/organizations';
import { useSessionUser } from '../../session/use-session';
import { cancelReservation, deleteReservation, rescheduleReservation, reservationsKey } from '../../api/reservations';
import { useActiveRows } from '../../api/resources';
import { seriesKey } from '../../api/series';
import { uiCoverageInspector } from '../../machine-coverage';
import { useNotify } from '../../ui/notify';
import { DEFAULT_CURRENCY } from '../../../domain/money';
import { money } from './money';
import { timeRefusalMessage } from './time-rule';

const reasonsDef = cancellationReasons;

/** How often the booking's actor is told the time (its start and end passing change what it offers). */
const CLOCK_TICK_MS = 30_000;

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

export interface BookingActorOptions {
  /** The booking as the screen has it (null while it loads, or for the schedule's drops, which `load` theirs). */
  booking: BookingFacts | null;
  /** The organization whose cancellation reasons the booking may be cancelled with. */
  groupId: number | null;
  /** The facility's time zone (a reschedule is asked in its local date and time) and clock (for the hours a drop did not fit). */
  zone?: string;
  twelveHour?: boolean;
  /** The currency of the booking's amounts (the refund a cancellation gives). */
  currency?: string;
  /** The booking's new detail, as mark paid, participants and for sale answer it (the screen's copy). */
  onDetail?: (next: ReservationDetail) => void;
  /** What a reschedule taken meanwhile (E409) says: the booking in the way. */
  conflictText?: (conflict: Reservation) => string;
}

/**
 * The booking machine (machines/booking.machine.ts) for one booking, and the runner of its effects,
 * on the pattern of the session and timer runtimes: the machine decides, this performs. It tells
 * the actor the booking (`booking.loaded`, again whenever the screen's copy changes), the time
 * (`clock.tick`) and the organization's active cancellation reasons; each `effect.*` becomes its
 * API call, then the toast, the lists refreshed, and `save.succeeded` / `save.failed` (with the
 * error's code and translated text); `effect.notify` is a toast. The dialogs render the snapshot
 * and send events.
 */
export function useBookingActor(options: BookingActorOptions) {
  const { booking, groupId } = options;
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reasons = useActiveRows(reasonsDef, groupId);
  const reasonRows = reasons.data?.data;
  const reasonIds = useMemo(() => (reasonRows ? reasonRows.map((r) => Number(r.id)) : reasons.isError || groupId === null ? [] : null), [reasonRows, reasons.isError, groupId]);
  // The organization's cancellation policy (what a cancellation refunds by default) and whether
  // this user may choose otherwise (the POS payments' permission, as the server checks).
  const groups = useGroups();
  const policyHours = groups.data?.data.find((g) => g.id === groupId)?.cancellation_policy_hours ?? DEFAULT_POLICY_HOURS;
  const { user } = useSessionUser();
  const mayChooseRefund = holdsAny(user?.permissions_ids ?? [], [POS_VIEWS.payments]);
  const actor = useActorRef(bookingMachine, { inspect: uiCoverageInspector(bookingMachine) });
  const snapshot = useSelector(actor, (s) => s);

  // The latest of what the runner needs, without re-subscribing.
  const latest = useRef({ options, t, notify, reasonIds });
  useEffect(() => {
    latest.current = { options, t, notify, reasonIds };
  });

  useEffect(() => {
    const refresh = (withSeries = false) => Promise.all([queryClient.invalidateQueries({ queryKey: reservationsKey }), withSeries ? queryClient.invalidateQueries({ queryKey: seriesKey }) : null]);
    /**
     * The call went through: tell it, give the screen the answer and the machine its result, then
     * refresh the lists (a deleted booking's detail then answers 404: the machine has moved on).
     */
    const succeed = (message: string, options: { detail?: ReservationDetail; withSeries?: boolean; warning?: boolean } = {}) => {
      latest.current.notify(message, options.warning ? 'warning' : 'success');
      if (options.detail) latest.current.options.onDetail?.(options.detail);
      actor.send({ type: 'save.succeeded' });
      return refresh(options.withSeries);
    };
    const fail = (error: unknown, text: (e: ApiError) => string = (e) => e.text) => {
      const e = toApiError(error);
      actor.send({ type: 'save.failed', code: e.code, message: text(e) });
    };

    const perform = (effect: BookingMachineEffect) => {
      const { t } = latest.current;
      switch (effect.type) {
        case 'effect.cancel':
          cancelReservation(effect.booking_id, {
            reason_id: effect.reason_id,
            refund: effect.refund.choice,
            ...(effect.refund.choice === 'partial' ? { refund_cents: effect.refund.refund.price } : {}),
            refund_note: effect.note,
          }).then(
            (result) =>
              // Cancelled either way: a refund the card provider declined is said (the payment can be refunded from its preview).
              result.refund_note
                ? succeed(result.refund_note, { warning: true })
                : succeed(result.refund.total > 0 ? t('schedule.cancelledRefund', { amount: money(result.refund.total, latest.current.options.currency ?? DEFAULT_CURRENCY) }) : t('schedule.cancelled')),
            (error: unknown) => fail(error, (e) => (e.fields.reason_id ? t('schedule.chooseReason') : e.text)),
          );
          return;
        case 'effect.discard':
          deleteReservation(effect.booking_id, 'this').then(() => succeed(t('schedule.discarded'), { withSeries: true }), fail);
          return;
        case 'effect.delete':
          deleteReservation(effect.booking_id, effect.scope).then(
            (result) =>
              succeed(result.kept.length > 0 ? t('reservation.delete.doneKept', { count: result.deleted.length, kept: result.kept.length }) : t('reservation.delete.done', { count: result.deleted.length }), {
                withSeries: true,
              }),
            fail,
          );
          return;
        case 'effect.markPaid':
          markReservationPaid(effect.booking_id).then((next) => succeed(t('reservation.markedPaid'), { detail: next }), fail);
          return;
        case 'effect.markParticipants':
          markParticipants(effect.booking_id, effect.participant_ids, effect.state).then(
            (next) => succeed(t('reservation.participantUpdated'), { detail: next }),
            (error: unknown) => fail(error, (e) => Object.values(e.fields)[0] ?? e.text),
          );
          return;
        case 'effect.setForSale':
          setForSale(effect.booking_id, effect.for_sale).then((next) => succeed(t(next.for_sale ? 'reservation.sale.listed' : 'reservation.sale.withdrawn'), { detail: next }), fail);
          return;
        case 'effect.reschedule': {
          // The API takes the facility's local date and time (the duration stays).
          const { date, minute } = localParts(effect.start, latest.current.options.zone ?? 'UTC');
          rescheduleReservation({ id: effect.booking_id, field_id: effect.field_id, date, time: clockLabel(minute, false) }).then(
            () => succeed(t('schedule.moved')),
            (error: unknown) => {
              void refresh();
              fail(error, (e) => {
                const [first] = (e.data as { conflicts?: Reservation[] } | null)?.conflicts ?? [];
                const conflictText = latest.current.options.conflictText;
                return first && conflictText ? conflictText(first) : e.text;
              });
            },
          );
          return;
        }
        case 'effect.notify': {
          const text =
            effect.message ??
            (effect.hours
              ? timeRefusalMessage(t, effect.hours.refusal, effect.hours.fieldName, latest.current.options.twelveHour ?? false)
              : t(`bookings.refused.${effect.code}`, { defaultValue: effect.code }));
          latest.current.notify(text, effect.intent);
          return;
        }
      }
    };
    const subscription = actor.on('*', (effect) => perform(effect as BookingMachineEffect));
    const clock = setInterval(() => actor.send({ type: 'clock.tick', now: new Date().toISOString() }), CLOCK_TICK_MS);
    return () => {
      subscription.unsubscribe();
      clearInterval(clock);
    };
  }, [actor, queryClient]);

  /** Tells the actor a booking (with the time and the reasons), when it takes one. */
  const load = useCallback((facts: BookingFacts) => actor.send({ type: 'booking.loaded', booking: facts, now: new Date().toISOString(), reasonIds: latest.current.reasonIds ?? [] }), [actor]);

  // The screen's copy of the booking: told once the reasons are known, and again when it changes
  // (a participant added, the detail refetched) as soon as nothing is open.
  const told = useRef<string | null>(null);
  const factsKey = booking ? JSON.stringify(booking) : null;
  const idle = snapshot.matches('loading') || snapshot.matches('active') || snapshot.matches('completed');
  useEffect(() => {
    if (!booking || factsKey === told.current || reasonIds === null || !idle) return;
    told.current = factsKey;
    load(booking);
  }, [booking, factsKey, reasonIds, idle, load]);

  return { snapshot, send: actor.send, load, reasons: reasonRows ?? [], currency: options.currency ?? DEFAULT_CURRENCY, policyHours, mayChooseRefund };
}

export type BookingActor = ReturnType<typeof useBookingActor>;

/** Why this command or dialog is refused for the booking as the actor holds it now (null: allowed; `not_loaded` until it is loaded). */
export const refusalNow = (snapshot: BookingSnapshot, event: BookingEvent): BookingRefusal | null => refusalOf(snapshot.context, event);

/** Nothing is open or on its way: the booking's buttons may be used. */
export const isIdle = (snapshot: BookingSnapshot): boolean => snapshot.matches('active') || snapshot.matches('completed');

/** The command on its way is of this type (its button shows it is busy; its dialog stays open). */
export const isSaving = (snapshot: BookingSnapshot, type?: BookingEvent['type']): boolean => snapshot.matches('saving') && (type === undefined || snapshot.context.pending?.type === type);
