import { assign, enqueueActions, setup } from 'xstate';
import { weekdayOf } from '../domain/bookings/opening-hours';
import type { ConflictKind } from '../domain/bookings/overlap';
import { shiftDate } from '../domain/bookings/schedule';
import { extensionTooLong, recurrenceFieldsProblems, type ExtensionProblem, type RecurrenceProblem } from '../domain/bookings/recurrence';
import { isBookingDuration } from '../domain/bookings/types';
import { TIME_OF_DAY } from '../domain/field-rules';

/**
 * Recurring reservations (SPEC §4 Recurring creation, §7 /recurring_reservation/), as a pure
 * machine. It performs nothing itself: it emits effects (`effect.*`, one per API call) and learns
 * their results as events. No `invoke`, no `after`.
 *
 * A new series:
 * 1. `editing`: the user sets the field, time, duration and the rule (every N weeks on chosen
 *    weekdays from a start date until an end date). `series.verify` checks the rule here first
 *    (`problems`), then asks the server (`effect.verify`).
 * 2. The server answers per date whether it conflicts, with a booking or a blocked time, and with
 *    which. No conflict: creation starts at once. Conflicts: `reviewing` shows them by date; the
 *    user creates the dates without conflicts (`series.createWithoutConflicts`) or goes back.
 * 3. The dates confirmed are created in batches of `CREATE_BATCH`, so the person waiting sees
 *    progress (`progressOf`). `creating`: the first call creates the series with the first batch
 *    (`effect.createSeries` with `dates`); when every date of that batch was taken meanwhile the
 *    server writes nothing (`series.failed` E409 with the dates `taken`), and the next batch is
 *    tried the same way. `adding`: the series exists; each further batch is added to it
 *    (`effect.addDates`, answered by `dates.added`). The server checks every date again, each on
 *    its own: a date taken since verify is answered back as failed (E409) while the others are
 *    created; the dates created stay whatever happens to later batches. A batch that fails as a
 *    whole (`dates.failed`: the series was cancelled meanwhile, the network) ends the creation: its
 *    dates and those not yet asked for count as failed with that code.
 * 4. `finished`: the summary (created, failed with their codes, skipped for conflicts).
 *
 * An existing series (`series.opened`): its end date can be changed (`effect.changeEndDate`) and
 * the whole series cancelled with a reason of the organization (`effect.cancelSeries`).
 */

/** The series as the user sets it. Dates `YYYY-MM-DD`, time `HH:mm` in the facility's zone. */
export interface SeriesDraft {
  fieldId: number;
  time: string;
  /** Duration of each booking, a choice of SPEC §9. */
  minutes: number;
  startDate: string;
  everyWeeks: number;
  /** ISO weekdays, Monday 1 to Sunday 7. */
  weekdays: number[];
  endDate: string;
}

/** How many weeks a new series runs when the user has not chosen its end yet. */
export const NEW_SERIES_WEEKS = 8;

/**
 * A new series as it first shows: weekly on the start date's weekday, from that date for
 * `NEW_SERIES_WEEKS` weeks, at the slot's time and duration (the schedule's slot when the series
 * was started from one; field 0 = not chosen yet).
 */
export function weeklyDraft(slot: { startDate: string; time: string; minutes: number; fieldId?: number }): SeriesDraft {
  return {
    fieldId: slot.fieldId ?? 0,
    time: slot.time,
    minutes: slot.minutes,
    startDate: slot.startDate,
    everyWeeks: 1,
    weekdays: [weekdayOf(slot.startDate) + 1],
    endDate: shiftDate(slot.startDate, 7 * NEW_SERIES_WEEKS),
  };
}

/** What stands in one date's way (the verify answer). Instants are ISO strings. */
export interface DateConflict {
  kind: ConflictKind;
  id: number;
  start: string;
  end: string;
}

export interface VerifiedDate {
  date: string;
  /** Empty: the date is free. */
  conflicts: DateConflict[];
}

/** Why the machine refuses (codes; the console translates them). */
export type RecurringProblem = RecurrenceProblem | ExtensionProblem | 'invalid_date' | 'invalid_time' | 'duration_not_allowed' | 'reason_unknown' | 'nothing_to_change';

export type RecurringEvent =
  /** Start a new series from a first draft. */
  | { type: 'series.new'; draft: SeriesDraft }
  /** Work on an existing series; `reasonIds` are the organization's active cancellation reasons. */
  | { type: 'series.opened'; seriesId: number; draft: SeriesDraft; reasonIds: number[] }
  | { type: 'draft.changed'; changes: Partial<SeriesDraft> }
  | { type: 'series.verify' }
  | { type: 'verify.succeeded'; dates: VerifiedDate[] }
  | { type: 'verify.failed'; code: string }
  | { type: 'series.createWithoutConflicts' }
  | { type: 'dialog.back' }
  /** The series exists with the dates `created` of the first batch; `failed` were taken since verify (with the code). */
  | { type: 'series.created'; seriesId: number; created: string[]; failed: { date: string; code: string }[] }
  /** Nothing was written; with E409, `taken` are the batch's dates booked meanwhile (the next batch may still be free). */
  | { type: 'series.failed'; code: string; taken?: string[] }
  /** A further batch answered: `created` added to the series, `failed` taken since verify. */
  | { type: 'dates.added'; created: string[]; failed: { date: string; code: string }[] }
  /** A further batch failed as a whole (nothing of it written). */
  | { type: 'dates.failed'; code: string }
  | { type: 'endDate.change'; endDate: string }
  | { type: 'cancel.open' }
  | { type: 'series.cancel'; reasonId: number }
  | { type: 'save.succeeded' }
  | { type: 'save.failed'; code: string };

type DraftPayload = {
  field_id: number;
  time: string;
  minutes: number;
  start_date: string;
  every_weeks: number;
  weekdays: number[];
  end_date: string;
};

export type RecurringEffect =
  /** /recurring_reservation/verify: answers `verify.succeeded` with every date of the rule. */
  | ({ type: 'effect.verify' } & DraftPayload)
  /** POST /recurring_reservation/: the series with its first `dates`; answers `series.created` or `series.failed`. */
  | ({ type: 'effect.createSeries'; dates: string[] } & DraftPayload)
  /** /recurring_reservation/add_dates: a further batch of the series' dates; answers `dates.added` or `dates.failed`. */
  | { type: 'effect.addDates'; series_id: number; dates: string[] }
  /** /recurring_reservation/change_end_date */
  | { type: 'effect.changeEndDate'; series_id: number; end_date: string }
  /** /recurring_reservation/cancel */
  | { type: 'effect.cancelSeries'; series_id: number; reason_id: number }
  | { type: 'effect.notify'; intent: 'error'; code: string };

export interface RecurringContext {
  draft: SeriesDraft | null;
  /** The series once created (or the one opened). */
  seriesId: number | null;
  reasonIds: number[];
  /** Why the last request was refused here; empty when it was not. */
  problems: RecurringProblem[];
  /** The server's answer: every date of the rule with its conflicts. */
  verified: VerifiedDate[];
  /** Creation: the dates not asked for yet, those of the call on its way, and how it went. */
  queue: string[];
  batch: string[];
  total: number;
  created: string[];
  failed: { date: string; code: string }[];
  /** Dates left out because they conflict. */
  skipped: string[];
  /** The end date being saved. */
  pendingEndDate: string | null;
  /** Code of the last failed call. */
  error: string | null;
}

const SESSION_CODES = ['T001', 'T002', 'T004', 'E004', 'E500'];

/** Dates created per call: the series appears with its first dates, the rest follows batch by batch. */
export const CREATE_BATCH = 8;

/** Everything wrong with a draft (empty: it can be verified). */
export function draftProblems(draft: SeriesDraft): RecurringProblem[] {
  const problems: RecurringProblem[] = [];
  if (!TIME_OF_DAY.test(draft.time)) problems.push('invalid_time');
  if (!isBookingDuration(draft.minutes)) problems.push('duration_not_allowed');
  return [...problems, ...recurrenceFieldsProblems(draft)];
}

/** Why the end date of an existing series cannot become `endDate` (empty: it can). */
export function endDateProblems(draft: SeriesDraft, endDate: string): RecurringProblem[] {
  if (endDate === draft.endDate) return ['nothing_to_change'];
  const problems: RecurringProblem[] = recurrenceFieldsProblems({ ...draft, endDate });
  return problems.length === 0 && extensionTooLong(draft, endDate) ? ['too_many_dates'] : problems;
}

const payloadOf = (d: SeriesDraft): DraftPayload => ({
  field_id: d.fieldId,
  time: d.time,
  minutes: d.minutes,
  start_date: d.startDate,
  every_weeks: d.everyWeeks,
  weekdays: d.weekdays,
  end_date: d.endDate,
});

const freeDates = (dates: VerifiedDate[]) => dates.filter((d) => d.conflicts.length === 0).map((d) => d.date);
const conflictingDates = (dates: VerifiedDate[]) => dates.filter((d) => d.conflicts.length > 0).map((d) => d.date);

/** Progress of the creation: `done` of `total` dates answered, `upTo` with the batch on its way. */
export function progressOf(context: RecurringContext): { done: number; upTo: number; total: number; created: number; failed: number; skipped: number } {
  const done = context.created.length + context.failed.length;
  return { done, upTo: done + context.batch.length, total: context.total, created: context.created.length, failed: context.failed.length, skipped: context.skipped.length };
}

/** The verify answer's conflicts, by date (only dates that have some). */
export function conflictsByDate(context: RecurringContext): VerifiedDate[] {
  return context.verified.filter((d) => d.conflicts.length > 0);
}

const FRESH = { problems: [], verified: [], queue: [], batch: [], total: 0, created: [], failed: [], skipped: [], pendingEndDate: null, error: null };

export const recurringMachine = setup({
  types: {
    context: {} as RecurringContext,
    events: {} as RecurringEvent,
    emitted: {} as RecurringEffect,
  },
  guards: {
    draftIsValid: ({ context }) => context.draft !== null && draftProblems(context.draft).length === 0,
    answeredNoDates: ({ event }) => event.type === 'verify.succeeded' && event.dates.length === 0,
    answeredNoConflicts: ({ event }) => event.type === 'verify.succeeded' && conflictingDates(event.dates).length === 0,
    hasFreeDates: ({ context }) => freeDates(context.verified).length > 0,
    moreToAsk: ({ context }) => context.queue.length > 0,
    batchTakenWithMore: ({ context, event }) => event.type === 'series.failed' && event.code === 'E409' && (event.taken?.length ?? 0) > 0 && context.queue.length > 0,
    endDateIsValid: ({ context, event }) => event.type === 'endDate.change' && context.draft !== null && endDateProblems(context.draft, event.endDate).length === 0,
    reasonIsKnown: ({ context, event }) => event.type === 'series.cancel' && context.reasonIds.includes(event.reasonId),
  },
  actions: {
    startNew: assign(({ event }) => (event.type === 'series.new' ? { ...FRESH, draft: event.draft, seriesId: null, reasonIds: [] } : {})),
    open: assign(({ event }) => (event.type === 'series.opened' ? { ...FRESH, draft: event.draft, seriesId: event.seriesId, reasonIds: event.reasonIds } : {})),
    change: assign(({ context, event }) => (event.type === 'draft.changed' && context.draft ? { draft: { ...context.draft, ...event.changes }, problems: [], error: null } : {})),
    refuseDraft: assign(({ context }) => ({ problems: context.draft ? draftProblems(context.draft) : [] })),
    verify: enqueueActions(({ context, enqueue }) => {
      if (!context.draft) return;
      enqueue.assign({ problems: [], error: null, verified: [] });
      enqueue.emit({ type: 'effect.verify', ...payloadOf(context.draft) });
    }),
    keepAnswer: assign(({ event }) => (event.type === 'verify.succeeded' ? { verified: event.dates } : {})),
    noDates: assign({ problems: ['no_dates'] as RecurringProblem[] }),
    /** Plan the creation of `dates` (the others skipped) and ask for the series with the first batch. */
    createSeries: enqueueActions(({ context, enqueue }, params: { onlyFree: boolean }) => {
      if (!context.draft) return;
      const dates = params.onlyFree ? freeDates(context.verified) : context.verified.map((d) => d.date);
      const batch = dates.slice(0, CREATE_BATCH);
      enqueue.assign({ queue: dates.slice(CREATE_BATCH), batch, total: dates.length, created: [], failed: [], skipped: params.onlyFree ? conflictingDates(context.verified) : [] });
      enqueue.emit({ type: 'effect.createSeries', ...payloadOf(context.draft), dates: batch });
    }),
    /** The answer accounts for every date of the batch: created or failed (a date it does not name counts as failed). */
    keepBatch: assign(({ context, event }) => {
      if (event.type !== 'series.created' && event.type !== 'dates.added') return {};
      const created = context.batch.filter((d) => event.created.includes(d));
      const failed = context.batch.filter((d) => !created.includes(d)).map((date) => ({ date, code: event.failed.find((f) => f.date === date)?.code ?? 'E500' }));
      return { seriesId: event.type === 'series.created' ? event.seriesId : context.seriesId, created: [...context.created, ...created], failed: [...context.failed, ...failed], batch: [] };
    }),
    /** Every date of the batch was taken meanwhile (nothing written). */
    keepTaken: assign(({ context, event }) => (event.type === 'series.failed' ? { failed: [...context.failed, ...context.batch.map((date) => ({ date, code: event.code }))], batch: [] } : {})),
    /** The batch and the dates not asked for yet will not be created: they fail with the call's code. */
    failRest: assign(({ context, event }) =>
      event.type === 'dates.failed' ? { failed: [...context.failed, ...[...context.batch, ...context.queue].map((date) => ({ date, code: event.code }))], batch: [], queue: [] } : {},
    ),
    /** The next batch: with the series when it exists, else as a new first batch. */
    askNext: enqueueActions(({ context, enqueue }) => {
      if (!context.draft) return;
      const batch = context.queue.slice(0, CREATE_BATCH);
      enqueue.assign({ batch, queue: context.queue.slice(CREATE_BATCH) });
      if (context.seriesId === null) enqueue.emit({ type: 'effect.createSeries', ...payloadOf(context.draft), dates: batch });
      else enqueue.emit({ type: 'effect.addDates', series_id: context.seriesId, dates: batch });
    }),
    changeEndDate: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'endDate.change' || context.seriesId === null) return;
      enqueue.assign({ pendingEndDate: event.endDate, problems: [], error: null });
      enqueue.emit({ type: 'effect.changeEndDate', series_id: context.seriesId, end_date: event.endDate });
    }),
    refuseEndDate: assign(({ context, event }) => ({ problems: event.type === 'endDate.change' && context.draft ? endDateProblems(context.draft, event.endDate) : [] })),
    applyEndDate: assign(({ context }) => ({ draft: context.draft && context.pendingEndDate ? { ...context.draft, endDate: context.pendingEndDate } : context.draft, pendingEndDate: null })),
    cancelSeries: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'series.cancel' || context.seriesId === null) return;
      enqueue.assign({ problems: [], error: null });
      enqueue.emit({ type: 'effect.cancelSeries', series_id: context.seriesId, reason_id: event.reasonId });
    }),
    refuseReason: assign({ problems: ['reason_unknown'] as RecurringProblem[] }),
    clearProblems: assign({ problems: [] }),
    fail: assign(({ event }) => ({ error: 'code' in event ? event.code : null, pendingEndDate: null })),
    notifyFailure: enqueueActions(({ event, enqueue }) => {
      if ('code' in event && !SESSION_CODES.includes(event.code)) enqueue.emit({ type: 'effect.notify', intent: 'error', code: event.code });
    }),
  },
}).createMachine({
  id: 'recurring',
  context: { draft: null, seriesId: null, reasonIds: [], ...FRESH },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'series.new': { target: 'editing', actions: 'startNew' },
        'series.opened': { target: 'managing', actions: 'open' },
      },
    },
    /** The form of a new series. */
    editing: {
      on: {
        'draft.changed': { actions: 'change' },
        'series.verify': [{ guard: 'draftIsValid', target: 'verifying', actions: 'verify' }, { actions: 'refuseDraft' }],
      },
    },
    /** `effect.verify` is on its way. */
    verifying: {
      on: {
        'verify.succeeded': [
          { guard: 'answeredNoDates', target: 'editing', actions: 'noDates' },
          { guard: 'answeredNoConflicts', target: 'creating', actions: ['keepAnswer', { type: 'createSeries', params: { onlyFree: false } }] },
          { target: 'reviewing', actions: 'keepAnswer' },
        ],
        'verify.failed': { target: 'editing', actions: ['fail', 'notifyFailure'] },
      },
    },
    /** Conflicts shown by date: create the dates without conflicts, or go back to the form. */
    reviewing: {
      on: {
        'series.createWithoutConflicts': { guard: 'hasFreeDates', target: 'creating', actions: { type: 'createSeries', params: { onlyFree: true } } },
        'dialog.back': { target: 'editing' },
      },
    },
    /** `effect.createSeries` with a first batch is on its way; the series does not exist yet. */
    creating: {
      on: {
        'series.created': [
          { guard: 'moreToAsk', target: 'adding', actions: ['keepBatch', 'askNext'] },
          { target: 'finished', actions: 'keepBatch' },
        ],
        'series.failed': [
          // The whole batch was taken meanwhile: the next one may be free.
          { guard: 'batchTakenWithMore', actions: ['keepTaken', 'askNext'] },
          // Nothing was created: back to the form, which still holds the draft.
          { target: 'editing', actions: ['fail', 'notifyFailure'] },
        ],
      },
    },
    /** The series exists; `effect.addDates` with a further batch is on its way. */
    adding: {
      on: {
        'dates.added': [
          { guard: 'moreToAsk', actions: ['keepBatch', 'askNext'] },
          { target: 'finished', actions: 'keepBatch' },
        ],
        'dates.failed': { target: 'finished', actions: ['failRest', 'fail', 'notifyFailure'] },
      },
    },
    /** Every date answered: the summary is `progressOf` and `failed`. */
    finished: { type: 'final' },
    /** An existing series. */
    managing: {
      on: {
        'endDate.change': [{ guard: 'endDateIsValid', target: 'changingEndDate', actions: 'changeEndDate' }, { actions: 'refuseEndDate' }],
        'cancel.open': { target: 'confirmingCancel', actions: 'clearProblems' },
      },
    },
    changingEndDate: {
      on: {
        'save.succeeded': { target: 'managing', actions: 'applyEndDate' },
        'save.failed': { target: 'managing', actions: ['fail', 'notifyFailure'] },
      },
    },
    /** "Cancel the whole series?" with a reason. */
    confirmingCancel: {
      on: {
        'series.cancel': [{ guard: 'reasonIsKnown', target: 'cancellingSeries', actions: 'cancelSeries' }, { actions: 'refuseReason' }],
        'dialog.back': { target: 'managing', actions: 'clearProblems' },
      },
    },
    cancellingSeries: {
      on: {
        'save.succeeded': { target: 'cancelled' },
        'save.failed': { target: 'managing', actions: ['fail', 'notifyFailure'] },
      },
    },
    cancelled: { type: 'final' },
  },
});
