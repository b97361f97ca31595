import { assign, enqueueActions, setup } from 'xstate';
import { applied, commandRefusal, effectOf, isEnded, kindRefusal, type BookingCommand, type BookingEffect, type BookingFacts, type BookingRefusal, type CommandKind } from '../domain/bookings/rules';
import { timeRefusal, type HoursField, type TimeRefusal } from '../domain/bookings/opening-hours';
import type { DeleteScope } from '../domain/bookings/types';

/**
 * The workflow of one booking's menu in the console (SPEC §4 Booking): open a dialog, choose,
 * confirm, save, show the refusal or the failure. The rules it guards with are pure functions of
 * `domain/bookings/rules.ts`, which the server's booking service asks too, so a transition the
 * machine refuses is refused by the API.
 *
 * It performs nothing itself: it emits effects (`effect.*`, one per API call) and learns their
 * results as events (`save.succeeded`, `save.failed`); `src/features/bookings/booking-runtime.ts`
 * performs them. It never reads the clock: `now` comes with `booking.loaded` and `clock.tick`.
 * No `invoke`, no `after`.
 *
 * What the console's dialogs do: a dialog (cancel, delete scope, discard) stays open on a failed
 * save and shows why; a command without a dialog (mark paid, participants, for sale) and a
 * schedule drop (reschedule) tell it in a toast (`effect.notify`). A drop is refused before any
 * request when the new time lies outside the field's opening hours (`place`). A fresh copy of
 * the booking (`booking.loaded`) re-settles it while nothing is open.
 */

/** Where a reschedule lands: the field's opening hours, in the facility's zone. */
export interface ReschedulePlace {
  field: HoursField;
  zone: string;
}

type Reschedule = Extract<BookingCommand, { type: 'booking.reschedule' }>;

/** A command as the console sends it: a reschedule may say where it lands. */
export type BookingMachineCommand = Exclude<BookingCommand, Reschedule> | (Reschedule & { place?: ReschedulePlace });

/** Tell the user something went wrong: a refusal (translated from its code, or the hours refused) or a failed save (the server's message). */
export interface BookingNotice {
  type: 'effect.notify';
  intent: 'error';
  code: string;
  /** The failed save's message (already translated by the server); null for a refusal. */
  message: string | null;
  /** The opening hours a reschedule did not fit, with the field's name. */
  hours: { refusal: TimeRefusal; fieldName: string } | null;
}

/** What the machine emits: an API call, or a notice. */
export type BookingMachineEffect = Exclude<BookingEffect, { type: 'effect.notify' }> | BookingNotice;

export type BookingEvent =
  | BookingMachineCommand
  /** The booking, the current time and the organization's active cancellation reason ids. */
  | { type: 'booking.loaded'; booking: BookingFacts; now: string; reasonIds: number[] }
  | { type: 'clock.tick'; now: string }
  /** Open a dialog: choose a reason, a new slot, a delete scope; confirm a discard. */
  | { type: 'cancel.open' }
  | { type: 'reschedule.open' }
  | { type: 'delete.open' }
  | { type: 'discard.open' }
  /** Close the open dialog without doing anything. */
  | { type: 'dialog.back' }
  /** Results of the effect in flight. */
  | { type: 'save.succeeded' }
  | { type: 'save.failed'; code: string; message: string };

export interface BookingContext {
  booking: BookingFacts | null;
  /** The current time (ISO), as last told. */
  now: string | null;
  /** The organization's active cancellation reasons. */
  reasonIds: number[];
  /** The command being saved. */
  pending: BookingCommand | null;
  /** Why the last command was refused; cleared by the next one accepted. */
  refusal: BookingRefusal | null;
  /** Why the last reschedule's time was refused (the field's opening hours); cleared with `refusal`. */
  hours: TimeRefusal | null;
  /** Code of the last failed save; cleared by the next command accepted. */
  error: string | null;
  /** The last failed save's message (the server's, translated); cleared with `error`. */
  message: string | null;
  /** How the booking went away (deleted with a scope, or discarded). */
  removed: DeleteScope | 'discarded' | null;
}

/** Failures the session already handles (signs out, or toasts the E500): no second message. */
const SESSION_CODES = ['T001', 'T002', 'T004', 'E004', 'E500'];

const COMMAND_TYPES: ReadonlySet<BookingEvent['type']> = new Set<BookingCommand['type']>([
  'booking.cancel',
  'booking.reschedule',
  'booking.discard',
  'booking.delete',
  'booking.markPaid',
  'participants.mark',
  'booking.listForSale',
  'booking.withdrawFromSale',
]);

const asCommand = (event: BookingEvent): BookingMachineCommand | null => (COMMAND_TYPES.has(event.type) ? (event as BookingMachineCommand) : null);

/** The dialog each opener leads to. */
const OPENER_KIND: Partial<Record<BookingEvent['type'], CommandKind>> = {
  'cancel.open': 'cancel',
  'reschedule.open': 'reschedule',
  'delete.open': 'delete',
  'discard.open': 'discard',
};

/** Why `event` (a command or a dialog opener) is refused for the loaded booking, or null when it is allowed. */
export function refusalOf(context: Pick<BookingContext, 'booking' | 'now' | 'reasonIds'>, event: BookingEvent): BookingRefusal | null {
  const { booking, now } = context;
  const command = asCommand(event);
  const kind = OPENER_KIND[event.type];
  if (!command && !kind) return 'not_allowed';
  if (!booking || !now) return 'not_loaded';
  return command ? commandRefusal(booking, now, command, context.reasonIds) : kindRefusal(booking, now, kind!);
}

/** Why a reschedule's new time does not fit the field's opening hours where it lands, or null (the rules' own checks come first: `refusalOf`). */
export function hoursRefusalOf(context: Pick<BookingContext, 'now'>, event: BookingEvent): TimeRefusal | null {
  if (event.type !== 'booking.reschedule' || !event.place || !context.now) return null;
  return timeRefusal(event.place.field, event.start, event.end, { zone: event.place.zone, now: context.now, durations: 'any' });
}

const whyNot = (context: BookingContext, event: BookingEvent) => {
  const refusal = refusalOf(context, event);
  return { refusal, hours: refusal ? null : hoursRefusalOf(context, event) };
};

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    emitted: {} as BookingMachineEffect,
  },
  guards: {
    /** The rules allow this command or dialog (see `refusalOf`), and a reschedule fits the field's hours (`hoursRefusalOf`). */
    isAllowed: ({ context, event }) => {
      const why = whyNot(context, event);
      return why.refusal === null && why.hours === null;
    },
    isRemoved: ({ context }) => context.removed !== null,
    isCancelled: ({ context }) => context.booking?.status === 'cancelled',
    hasEnded: ({ context }) => context.booking !== null && context.now !== null && isEnded(context.booking, context.now),
    isPaid: ({ context }) => context.booking?.payment === 'paid',
    /** A reschedule answered E409: the slot was taken meanwhile; the user picks another. */
    isRescheduleConflict: ({ context, event }) => event.type === 'save.failed' && event.code === 'E409' && context.pending?.type === 'booking.reschedule',
    /** The command being saved is of this type (its dialog stays open when it fails). */
    isPending: ({ context }, params: { type: BookingCommand['type'] }) => context.pending?.type === params.type,
  },
  actions: {
    load: assign(({ event }) =>
      event.type === 'booking.loaded' ? { booking: event.booking, now: event.now, reasonIds: event.reasonIds, pending: null, refusal: null, hours: null, error: null, message: null, removed: null } : {},
    ),
    setNow: assign({ now: ({ context, event }) => (event.type === 'clock.tick' ? event.now : context.now) }),
    refuse: assign(({ context, event }) => whyNot(context, event)),
    /** A refusal where no dialog shows it (a schedule drop, a button that saves at once): tell it. */
    notifyRefusal: enqueueActions(({ context, event, enqueue }) => {
      const { refusal, hours } = whyNot(context, event);
      const place = event.type === 'booking.reschedule' ? event.place : undefined;
      if (refusal) enqueue.emit({ type: 'effect.notify', intent: 'error', code: refusal, message: null, hours: null });
      else if (hours && place) enqueue.emit({ type: 'effect.notify', intent: 'error', code: hours.code, message: null, hours: { refusal: hours, fieldName: place.field.name } });
    }),
    clearRefusal: assign({ refusal: null, hours: null, error: null, message: null }),
    /** Ask the server to carry out the command. */
    request: enqueueActions(({ context, event, enqueue }) => {
      const command = asCommand(event);
      if (!command || !context.booking || !context.now) return;
      enqueue.assign({ pending: command, refusal: null, hours: null, error: null, message: null });
      enqueue.emit(effectOf(context.booking, context.now, command) as BookingMachineEffect);
    }),
    apply: assign(({ context }) => {
      const { booking, pending } = context;
      if (!booking || !pending) return { pending: null };
      const removed = pending.type === 'booking.discard' ? 'discarded' : pending.type === 'booking.delete' ? pending.scope : null;
      return { booking: applied(booking, pending), pending: null, removed };
    }),
    fail: assign(({ event }) => (event.type === 'save.failed' ? { pending: null, error: event.code, message: event.message } : { pending: null })),
    notifyFailure: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'save.failed' && !SESSION_CODES.includes(event.code)) enqueue.emit({ type: 'effect.notify', intent: 'error', code: event.code, message: event.message, hours: null });
    }),
  },
}).createMachine({
  id: 'booking',
  context: { booking: null, now: null, reasonIds: [], pending: null, refusal: null, hours: null, error: null, message: null, removed: null },
  initial: 'loading',
  on: {
    // Time passes in every state; the rules read it when the next command comes.
    'clock.tick': { actions: 'setNow' },
  },
  states: {
    loading: {
      on: { 'booking.loaded': { target: 'settling', actions: 'load' } },
    },
    /** Where the booking stands, from its facts and the time. */
    settling: {
      always: [
        { guard: 'isRemoved', target: 'deleted' },
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'hasEnded', target: 'completed' },
        { guard: 'isPaid', target: 'active.paid' },
        { target: 'active.pending' },
      ],
    },
    /** A live booking, nothing in progress: its menu is open to the rules. */
    active: {
      initial: 'pending',
      on: {
        'booking.loaded': { target: 'settling', actions: 'load' },
        // The end may pass: a completed booking only takes payments and participant marks.
        'clock.tick': { target: 'settling', actions: 'setNow' },
        // A live booking that has not ended can always be cancelled (the guard says so anyway).
        'cancel.open': { guard: 'isAllowed', target: 'cancelling', actions: 'clearRefusal' },
        // Opened by a schedule drop: no dialog shows a refusal, a toast does.
        'reschedule.open': [{ guard: 'isAllowed', target: 'rescheduling', actions: 'clearRefusal' }, { actions: ['refuse', 'notifyRefusal'] }],
        'delete.open': [{ guard: 'isAllowed', target: 'choosingDeleteScope', actions: 'clearRefusal' }, { actions: 'refuse' }],
        'discard.open': [{ guard: 'isAllowed', target: 'confirmingDiscard', actions: 'clearRefusal' }, { actions: 'refuse' }],
        'booking.markPaid': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: ['refuse', 'notifyRefusal'] }],
        'participants.mark': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: ['refuse', 'notifyRefusal'] }],
        'booking.listForSale': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: ['refuse', 'notifyRefusal'] }],
        'booking.withdrawFromSale': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: ['refuse', 'notifyRefusal'] }],
      },
      states: {
        /** Not paid yet (payment pending or on hold). */
        pending: {},
        paid: {},
      },
    },
    /** Choosing the cancellation reason (the dialog shows `refundNow`). */
    cancelling: {
      on: {
        'booking.cancel': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: 'refuse' }],
        'dialog.back': { target: 'settling', actions: 'clearRefusal' },
      },
    },
    /** Choosing the new slot (a schedule drop): a refused one is told in a toast; another drop loads its booking. */
    rescheduling: {
      on: {
        'booking.loaded': { target: 'settling', actions: 'load' },
        'booking.reschedule': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: ['refuse', 'notifyRefusal'] }],
        'dialog.back': { target: 'settling', actions: 'clearRefusal' },
      },
    },
    /** Only this one, all following or the entire series (a one-off booking offers 'this' only). */
    choosingDeleteScope: {
      on: {
        'booking.delete': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: 'refuse' }],
        'dialog.back': { target: 'settling', actions: 'clearRefusal' },
      },
    },
    /** "Discard this booking?" */
    confirmingDiscard: {
      on: {
        'booking.discard': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: 'refuse' }],
        'dialog.back': { target: 'settling', actions: 'clearRefusal' },
      },
    },
    /** The effect of `pending` is on its way. */
    saving: {
      on: {
        'save.succeeded': { target: 'settling', actions: 'apply' },
        'save.failed': [
          { guard: 'isRescheduleConflict', target: 'rescheduling', actions: ['fail', 'notifyFailure'] },
          // A dialog stays open and shows why.
          { guard: { type: 'isPending', params: { type: 'booking.cancel' } }, target: 'cancelling', actions: 'fail' },
          { guard: { type: 'isPending', params: { type: 'booking.delete' } }, target: 'choosingDeleteScope', actions: 'fail' },
          { guard: { type: 'isPending', params: { type: 'booking.discard' } }, target: 'confirmingDiscard', actions: 'fail' },
          { target: 'settling', actions: ['fail', 'notifyFailure'] },
        ],
      },
    },
    /** The end has passed: payments and participants can still be marked. */
    completed: {
      on: {
        'booking.loaded': { target: 'settling', actions: 'load' },
        // A drop of a booking that is over: told why.
        'reschedule.open': { actions: ['refuse', 'notifyRefusal'] },
        'booking.markPaid': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: ['refuse', 'notifyRefusal'] }],
        'participants.mark': [{ guard: 'isAllowed', target: 'saving', actions: 'request' }, { actions: ['refuse', 'notifyRefusal'] }],
      },
    },
    cancelled: { type: 'final' },
    /** Deleted or discarded (`removed` says which). */
    deleted: { type: 'final' },
  },
});

/** The booking's menu is open (nothing in progress, no dialog). */
export const BOOKING_IDLE_STATES = ['active', 'completed'] as const;
