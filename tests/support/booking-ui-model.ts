import { createTestModel } from 'xstate/graph';
import type { HoursField } from '../../domain/bookings/opening-hours';
import { BEFORE, ENDED, oneOff, openMatch, paidInSeries } from '../../domain/bookings/sample-bookings';
import { bookingMachine, refusalOf, type BookingEvent } from '../../machines/booking.machine';

/**
 * The booking machine's model as the console can walk it (tests/e2e/booking-machine.spec.ts):
 * the events the front desk can cause, and the fewest shortest paths that take every step.
 */

export const SINGLE = 1;
export const MATCH = 4;
export const PAST = 5;
const MATCH_ONLY = new Set<BookingEvent['type']>(['participants.mark', 'booking.listForSale', 'booking.withdrawFromSale']);
/** Closes at 20:00 in the model, so that its `later` lands past closing (the console's Pista 1 closes at 23:00: the drop goes to 22:00). */
const closesAt20: HoursField = { name: 'Pista 1', schedule: Array.from({ length: 7 }, () => ({ open: '08:00', close: '20:00', closed: false })) };

const events: BookingEvent[] = [
  { type: 'booking.loaded', booking: { ...oneOff, participants: [] }, now: BEFORE, reasonIds: [1, 2] },
  { type: 'booking.loaded', booking: openMatch, now: BEFORE, reasonIds: [1, 2] },
  { type: 'booking.loaded', booking: { ...paidInSeries, id: PAST, seriesId: null, participants: [] }, now: ENDED, reasonIds: [1, 2] },
  { type: 'cancel.open' },
  { type: 'delete.open' },
  { type: 'discard.open' },
  { type: 'reschedule.open' },
  { type: 'dialog.back' },
  { type: 'booking.cancel', reasonId: 1 },
  { type: 'booking.delete', scope: 'this' },
  { type: 'booking.discard' },
  { type: 'participants.mark', ids: [11], state: 'paid' },
  { type: 'booking.listForSale' },
  { type: 'booking.withdrawFromSale' },
  { type: 'booking.reschedule', start: '2025-06-05T12:00:00.000Z', end: '2025-06-05T13:30:00.000Z', fieldId: 1 },
  { type: 'booking.reschedule', start: '2025-06-05T20:00:00.000Z', end: '2025-06-05T21:30:00.000Z', fieldId: 1, place: { field: closesAt20, zone: 'UTC' } },
  { type: 'save.succeeded' },
  { type: 'save.failed', code: 'E409', message: 'Taken meanwhile' },
];

export const model = createTestModel(bookingMachine, {
  events,
  filterEvents: (snap, event) => {
    const { booking, refusal, hours, error, pending } = snap.context;
    // A refusal or a failure ends a path.
    if (snap.status !== 'active' || refusal || hours || error) return false;
    // The match's own buttons (participants, for sale) on the match; the rest on the one-off.
    if (booking && (booking.id === MATCH ? !MATCH_ONLY.has(event.type) && event.type !== 'save.succeeded' : MATCH_ONLY.has(event.type))) return false;
    switch (event.type) {
      // The console's "Mark as paid" opens the checkout with the balance (issue 15): the ledger records the payment, the booking's actor is not asked.
      case 'booking.markPaid':
        return false;
      case 'booking.loaded':
        return snap.matches('loading');
      case 'save.succeeded':
        return pending !== null;
      case 'save.failed':
        return pending?.type === 'booking.reschedule';
      case 'booking.reschedule':
        return true;
      case 'dialog.back':
        // A drop is chosen by dropping: there is no way back from it.
        return !snap.matches('rescheduling');
      default:
        // The console offers only what the rules allow (refused buttons are disabled).
        return refusalOf(snap.context, event) === null;
    }
  },
  // Where the workflow stands; which booking and what it holds; a dialog closed again and a save just made count apart.
  serializeState: (snap, event, previous) =>
    JSON.stringify([
      snap.value,
      snap.context.booking?.id,
      snap.context.pending?.type ?? null,
      snap.context.removed,
      snap.context.hours?.code ?? null,
      snap.context.error,
      snap.context.booking?.payment,
      snap.context.booking?.forSale,
      snap.context.booking?.participants.filter((p) => p.state !== 'pending').length,
      event?.type === 'dialog.back' || event?.type === 'save.succeeded' ? [event.type, previous?.value] : null,
    ]),
});

/** What a path does: each step as the state it leaves, the event (with its sample's payload) and the state it reaches. */
const stepsOf = (path: UiPath) =>
  path.steps.slice(1).map((step, k) => {
    const { booking: _booking, ...payload } = step.event as BookingEvent & { booking?: unknown };
    return JSON.stringify([path.steps[k]!.state.value, payload, step.state.value]);
  });

export type UiPath = ReturnType<typeof model.getShortestPaths>[number];

/** The fewest shortest paths that take every step (state, event sample, next state) any of them takes, longest first. */
export function uiPaths(): UiPath[] {
  const all = model.getShortestPaths().sort((a, b) => b.steps.length - a.steps.length);
  const paths: UiPath[] = [];
  const covered = new Set<string>();
  for (const path of all) {
    const steps = stepsOf(path);
    if (steps.some((t) => !covered.has(t))) {
      paths.push(path);
      for (const t of steps) covered.add(t);
    }
  }
  return paths;
}
