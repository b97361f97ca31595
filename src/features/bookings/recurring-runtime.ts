import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { DateConflicts } from '../../../domain/bookings/series';
import type { RecurringEffect, VerifiedDate, recurringMachine } from '../../../machines/recurring.machine';
import { toApiError } from '../../api/client';
import { reservationsKey } from '../../api/reservations';
import { addSeriesDates, cancelSeries, changeSeriesEndDate, createSeries, seriesKey, verifySeries, type VerifiedDay } from '../../api/series';

type RecurringActor = ActorRefFrom<typeof recurringMachine>;

/** What the machine does not hold but the calls need: the facility and the booking's details. */
export interface SeriesExtras {
  facilityId: number;
  type: 'recurring' | Exclude<string, 'blocked'>;
  contactId: number | null;
  notes: string;
}

/** What the runner learnt that the screen shows beside the machine's state. */
export interface RuntimeReport {
  /** The verify answer as the server gave it (the bookings in the way, with their type). */
  verified: VerifiedDay[];
  /** Dates a longer end date could not add. */
  endDateSkipped: DateConflicts[];
  /** Dates of a new series taken between verify and creation, with what took them. */
  taken: DateConflicts[];
}

/** What the API answers for dates it could not create, as the machine counts them. */
const asFailed = (failed: DateConflicts[]) => failed.map((f) => ({ date: f.date, code: 'E409' }));
/** The dates of an E409 "every date taken" answer (`data.failed`). */
const takenOf = (data: unknown): DateConflicts[] => {
  const failed = (data as { failed?: unknown } | null)?.failed;
  return Array.isArray(failed) ? (failed as DateConflicts[]) : [];
};

const toVerified = (days: VerifiedDay[]): VerifiedDate[] =>
  days.map((d) => ({ date: d.date, conflicts: d.conflicts.map((c) => ({ kind: c.type === 'blocked' ? 'blocked_time' : 'booking', id: c.id, start: c.start_at, end: c.end_at })) }));

/**
 * The effect runner of the recurring machine (machines/recurring.machine.ts): the machine decides,
 * this performs the `/recurring_reservation/...` calls and answers with result events. Error texts
 * are the server's (translated by Accept-Language); `effect.notify` shows the last one.
 */
export function useRecurringRuntime(
  actor: RecurringActor,
  extras: SeriesExtras | null,
  notify: (text: string, intent?: 'error' | 'success' | 'warning') => void,
  onReport: (r: Partial<RuntimeReport>) => void,
): void {
  const queryClient = useQueryClient();
  const latest = useRef({ extras, notify, onReport });
  useEffect(() => {
    latest.current = { extras, notify, onReport };
  }, [extras, notify, onReport]);

  useEffect(() => {
    let lastError = '';
    const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: seriesKey }), queryClient.invalidateQueries({ queryKey: reservationsKey })]);
    const failed = (error: unknown) => {
      const e = toApiError(error);
      lastError = e.text;
      return e.code;
    };
    let taken: DateConflicts[] = [];
    const keepTaken = (more: DateConflicts[]) => {
      if (more.length === 0) return;
      taken = [...taken, ...more];
      latest.current.onReport({ taken });
    };
    const perform = (effect: RecurringEffect) => {
      const { extras: x } = latest.current;
      switch (effect.type) {
        case 'effect.verify': {
          if (!x) return;
          const { type: _t, ...draft } = effect;
          // A new verify starts a new creation.
          taken = [];
          latest.current.onReport({ taken });
          verifySeries({ ...draft, facility_id: x.facilityId }).then(
            (days) => {
              latest.current.onReport({ verified: days });
              actor.send({ type: 'verify.succeeded', dates: toVerified(days) });
            },
            (error: unknown) => actor.send({ type: 'verify.failed', code: failed(error) }),
          );
          return;
        }
        case 'effect.createSeries': {
          if (!x) return;
          const { type: _t, ...draft } = effect;
          createSeries({ ...draft, facility_id: x.facilityId, type: x.type as 'recurring', contact_id: x.contactId, notes: x.notes }).then(
            (result) => {
              void refresh();
              keepTaken(result.failed);
              actor.send({ type: 'series.created', seriesId: result.series.id, created: result.created, failed: asFailed(result.failed) });
            },
            (error: unknown) => {
              const e = toApiError(error);
              const dates = e.code === 'E409' ? takenOf(e.data) : [];
              keepTaken(dates);
              actor.send({ type: 'series.failed', code: failed(error), taken: dates.map((d) => d.date) });
            },
          );
          return;
        }
        case 'effect.addDates':
          addSeriesDates(effect.series_id, effect.dates).then(
            (result) => {
              void refresh();
              keepTaken(result.failed);
              actor.send({ type: 'dates.added', created: result.created, failed: asFailed(result.failed) });
            },
            (error: unknown) => actor.send({ type: 'dates.failed', code: failed(error) }),
          );
          return;
        case 'effect.changeEndDate':
          changeSeriesEndDate(effect.series_id, effect.end_date).then(
            async (result) => {
              await refresh();
              latest.current.onReport({ endDateSkipped: result.failed });
              actor.send({ type: 'save.succeeded' });
            },
            (error: unknown) => actor.send({ type: 'save.failed', code: failed(error) }),
          );
          return;
        case 'effect.cancelSeries':
          cancelSeries(effect.series_id, effect.reason_id).then(
            async () => {
              await refresh();
              actor.send({ type: 'save.succeeded' });
            },
            (error: unknown) => actor.send({ type: 'save.failed', code: failed(error) }),
          );
          return;
        case 'effect.notify':
          latest.current.notify(lastError || effect.code, effect.intent);
          return;
      }
    };
    const subscription = actor.on('*', (effect) => perform(effect as RecurringEffect));
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
}
