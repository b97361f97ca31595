import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { isMatchType } from '../domain/bookings/quote';
import { coverageRecorder } from '../tests/support/machine-coverage';
import { testModelPaths } from '../tests/support/model-paths';
import { bookingMachine, type BookingEvent, type BookingMachineEffect } from './booking.machine';
import { decideBooking, isPaymentMade, isEnded, refundNow, type BookingFacts } from '../domain/bookings/rules';
import { BEFORE, cancelledBooking, ENDED, later, NINETY_MIN, oneOff, openMatch, paidInSeries, REASONS, START, STARTED } from '../domain/bookings/sample-bookings';
import type { HoursField } from '../domain/bookings/opening-hours';

/** A field open 08:00–20:00 every day. */
const closesAt20: HoursField = { name: 'Pista 1', schedule: Array.from({ length: 7 }, () => ({ open: '08:00', close: '20:00', closed: false })) };

/** One sample per kind of event the model explores (events without a sample are sent bare). */
const samples: BookingEvent[] = [
  { type: 'booking.loaded', booking: oneOff, now: BEFORE, reasonIds: REASONS },
  { type: 'booking.loaded', booking: paidInSeries, now: BEFORE, reasonIds: REASONS },
  { type: 'booking.loaded', booking: cancelledBooking, now: BEFORE, reasonIds: REASONS },
  { type: 'booking.loaded', booking: oneOff, now: ENDED, reasonIds: REASONS },
  { type: 'booking.loaded', booking: openMatch, now: BEFORE, reasonIds: REASONS },
  { type: 'clock.tick', now: STARTED },
  { type: 'clock.tick', now: ENDED },
  { type: 'cancel.open' },
  { type: 'reschedule.open' },
  { type: 'delete.open' },
  { type: 'discard.open' },
  { type: 'dialog.back' },
  { type: 'booking.cancel', reasonId: 1 },
  { type: 'booking.cancel', reasonId: 99 },
  // Same duration, later; a shorter slot on another field; a slot in the past.
  { type: 'booking.reschedule', ...later, fieldId: 1 },
  { type: 'booking.reschedule', start: later.start, end: '2025-06-05T21:00:00.000Z', fieldId: 2 },
  { type: 'booking.reschedule', start: '2025-06-05T08:00:00.000Z', end: '2025-06-05T09:30:00.000Z', fieldId: 1 },
  // Later, onto a field that closes at 20:00.
  { type: 'booking.reschedule', ...later, fieldId: 1, place: { field: closesAt20, zone: 'UTC' } },
  { type: 'booking.delete', scope: 'this' },
  { type: 'booking.delete', scope: 'series' },
  { type: 'booking.discard' },
  { type: 'booking.markPaid' },
  { type: 'participants.mark', ids: [11], state: 'paid' },
  { type: 'participants.mark', ids: 'all', state: 'no_show' },
  { type: 'participants.mark', ids: [12], state: 'not_going' },
  { type: 'participants.mark', ids: [99], state: 'paid' },
  { type: 'booking.listForSale' },
  { type: 'booking.withdrawFromSale' },
  { type: 'save.succeeded' },
  { type: 'save.failed', code: 'E409', message: 'Taken meanwhile' },
  { type: 'save.failed', code: 'E500', message: 'Something went wrong' },
];

const recorder = coverageRecorder(bookingMachine);
afterAll(() => {
  const c = recorder.save();
  expect(c.visitedStates).toEqual(c.states);
  expect(c.takenTransitions).toEqual(c.transitions);
});

function start() {
  const actor = createActor(bookingMachine, { inspect: recorder.inspect });
  const effects: BookingMachineEffect[] = [];
  actor.on('*', (e) => effects.push(e as BookingMachineEffect));
  actor.start();
  recorder.watch(actor);
  return { actor, effects };
}

type Snap = SnapshotFrom<typeof bookingMachine>;

const DIALOGS = ['cancelling', 'rescheduling', 'choosingDeleteScope', 'confirmingDiscard'] as const;

/** What must hold in every state, whatever the path that led there. */
function checkInvariants(snap: Snap) {
  const { booking, now, pending, refusal, removed } = snap.context;
  if (snap.matches('loading')) {
    expect(booking).toBeNull();
    return;
  }
  expect(booking).not.toBeNull();
  expect(now).not.toBeNull();
  const b = booking!;
  // A command is pending exactly while its effect is on its way, and an accepted command has no refusal.
  expect(pending !== null).toBe(snap.matches('saving'));
  if (snap.matches('saving')) expect(refusal).toBeNull();
  if (snap.matches({ active: 'paid' })) expect(b.payment).toBe('paid');
  if (snap.matches({ active: 'pending' })) expect(b.payment).not.toBe('paid');
  for (const state of ['active', ...DIALOGS] as const) {
    if (snap.matches(state)) {
      expect(b.status).toBe('confirmed');
      expect(removed).toBeNull();
    }
  }
  if (snap.matches('active')) expect(isEnded(b, now!)).toBe(false);
  if (snap.matches('completed')) expect(isEnded(b, now!)).toBe(true);
  // Only a booking nobody paid for is discarded or deleted.
  if (snap.matches('confirmingDiscard') || snap.matches('choosingDeleteScope') || snap.matches('deleted')) expect(isPaymentMade(b)).toBe(false);
  if (snap.matches('deleted')) expect(removed).not.toBeNull();
  if (snap.matches('cancelled')) {
    expect(b.status).toBe('cancelled');
    expect(b.cancelReasonId).not.toBeNull();
  }
  // A paid booking keeps its duration, wherever it was moved.
  if (b.id === paidInSeries.id) expect(new Date(b.end).getTime() - new Date(b.start).getTime()).toBe(NINETY_MIN);
  // Only a live match is for sale.
  if (b.forSale) {
    expect(isMatchType(b.type)).toBe(true);
    expect(b.status).not.toBe('cancelled');
  }
  // Participants are never marked back to pending; 'all' no-shows only after the start.
  if (b.participants.some((p) => p.state === 'no_show')) expect(new Date(now!).getTime()).toBeGreaterThanOrEqual(new Date(b.start).getTime());
}

/**
 * Time only moves forward; a booking cancelled or deleted takes nothing more; a refusal or a
 * failure ends a path (what follows is what follows without it: the scenarios below go on); a
 * conflict (E409) is what answers a reschedule, any other command fails with E500.
 */
const filterEvents = (snap: Snap, event: BookingEvent) =>
  snap.status === 'active' &&
  snap.context.refusal === null &&
  snap.context.error === null &&
  (event.type !== 'clock.tick' || snap.context.now === null || event.now > snap.context.now) &&
  (event.type !== 'save.failed' || (event.code === 'E409') === (snap.context.pending?.type === 'booking.reschedule'));

describe('booking machine: every shortest path of the model', () => {
  const model = createTestModel(bookingMachine, {
    events: samples,
    filterEvents,
  });
  testModelPaths({ paths: model.getShortestPaths(), eventTypes: samples.map((e) => e.type), start, invariants: checkInvariants, minPaths: 500 });
});

describe('booking machine: the workflow (the rules themselves: domain/bookings/rules.test.ts)', () => {
  function loaded(booking: BookingFacts = oneOff, now = BEFORE) {
    const s = start();
    s.actor.send({ type: 'booking.loaded', booking, now, reasonIds: REASONS });
    return s;
  }
  const state = (s: { actor: ReturnType<typeof start>['actor'] }) => s.actor.getSnapshot();

  it('loads into the state the booking is in: pending, paid, cancelled, completed', () => {
    expect(state(loaded()).value).toEqual({ active: 'pending' });
    expect(state(loaded({ ...oneOff, payment: 'hold' })).value).toEqual({ active: 'pending' });
    expect(state(loaded(paidInSeries)).value).toEqual({ active: 'paid' });
    expect(state(loaded(cancelledBooking)).value).toBe('cancelled');
    expect(state(loaded(oneOff, ENDED)).value).toBe('completed');
    expect(state(loaded({ ...oneOff, status: 'completed' }, STARTED)).value).toBe('completed');
  });

  describe('cancel', () => {
    it("takes a reason from the organization list; before the policy's window the price and video are refunded, the service fee is kept", () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'cancel.open' });
      expect(state(s).value).toBe('cancelling');
      s.actor.send({ type: 'booking.cancel', reasonId: 99 });
      expect(state(s).value).toBe('cancelling');
      expect(state(s).context.refusal).toBe('reason_unknown');
      // 8 hours before the start, a 6-hour policy.
      s.actor.send({ type: 'booking.cancel', reasonId: 2, policyHours: 6 });
      expect(state(s).context.refusal).toBeNull();
      expect(s.effects).toEqual([
        {
          type: 'effect.cancel',
          booking_id: 2,
          reason_id: 2,
          refund: { refund: { price: 6000, serviceFee: 0, video: 1000 }, kept: { price: 0, serviceFee: 200, video: 0 }, total: 7000, videoCancelled: true, insideWindow: false, choice: 'policy' },
          note: '',
        },
      ]);
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toBe('cancelled');
      expect(state(s).context.booking).toMatchObject({ status: 'cancelled', cancelReasonId: 2 });
      expect(state(s).status).toBe('done');
    });

    it('once started, a booking can still be cancelled but, by the policy, nothing is refunded and its video is not cancelled', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'clock.tick', now: STARTED });
      s.actor.send({ type: 'cancel.open' });
      // The dialog shows the refund as of now.
      expect(refundNow(state(s).context.booking!, STARTED, 0)).toMatchObject({ total: 0, videoCancelled: false, insideWindow: true });
      s.actor.send({ type: 'booking.cancel', reasonId: 1, policyHours: 0 });
      expect(s.effects[0]).toMatchObject({ type: 'effect.cancel', refund: { refund: { price: 0, serviceFee: 0, video: 0 }, total: 0, videoCancelled: false } });
    });

    it('the start passing while the dialog is open changes the refund sent', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'cancel.open' });
      s.actor.send({ type: 'clock.tick', now: STARTED });
      s.actor.send({ type: 'booking.cancel', reasonId: 1, policyHours: 0 });
      expect(s.effects[0]).toMatchObject({ refund: { total: 0 } });
    });

    it('is refused once the booking ended, and for a booking already cancelled', () => {
      const s = loaded(oneOff, ENDED);
      expect(state(s).can({ type: 'cancel.open' })).toBe(false);
    });
  });

  describe('reschedule', () => {
    it('an unpaid booking may move to another field and another duration of SPEC §9', () => {
      const s = loaded();
      s.actor.send({ type: 'reschedule.open' });
      s.actor.send({ type: 'booking.reschedule', start: later.start, end: '2025-06-05T21:00:00.000Z', fieldId: 2 });
      expect(s.effects).toEqual([{ type: 'effect.reschedule', booking_id: 1, start: later.start, end: '2025-06-05T21:00:00.000Z', field_id: 2 }]);
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toEqual({ active: 'pending' });
      expect(state(s).context.booking).toMatchObject({ start: later.start, end: '2025-06-05T21:00:00.000Z', fieldId: 2 });
    });

    it('a paid booking keeps its duration', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'reschedule.open' });
      s.actor.send({ type: 'booking.reschedule', start: later.start, end: '2025-06-05T21:00:00.000Z', fieldId: 1 });
      expect(state(s).context.refusal).toBe('paid_duration_fixed');
      // No request; a drop has no dialog to show why, so it is told.
      expect(s.effects).toEqual([{ type: 'effect.notify', intent: 'error', code: 'paid_duration_fixed', message: null, hours: null }]);
      s.actor.send({ type: 'booking.reschedule', ...later, fieldId: 1 });
      expect(state(s).value).toBe('saving');
    });

    it('a started booking cannot be rescheduled; the dialog does not open', () => {
      const s = loaded(oneOff, STARTED);
      s.actor.send({ type: 'reschedule.open' });
      expect(state(s).value).toEqual({ active: 'pending' });
      expect(state(s).context.refusal).toBe('booking_started');
      // The start passing while choosing is refused at the confirmation.
      const t = loaded();
      t.actor.send({ type: 'reschedule.open' });
      t.actor.send({ type: 'clock.tick', now: STARTED });
      t.actor.send({ type: 'booking.reschedule', ...later, fieldId: 1 });
      expect(state(t).value).toBe('rescheduling');
      expect(state(t).context.refusal).toBe('booking_started');
    });

    it('a slot taken meanwhile (E409) returns to the choice, with the code to show', () => {
      const s = loaded();
      s.actor.send({ type: 'reschedule.open' });
      s.actor.send({ type: 'booking.reschedule', ...later, fieldId: 1 });
      s.actor.send({ type: 'save.failed', code: 'E409', message: 'Failed' });
      expect(state(s).value).toBe('rescheduling');
      expect(state(s).context).toMatchObject({ error: 'E409', pending: null, booking: { start: START } });
      expect(state(s).context.message).toBe('Failed');
      expect(s.effects[1]).toEqual({ type: 'effect.notify', intent: 'error', code: 'E409', message: 'Failed', hours: null });
      s.actor.send({ type: 'dialog.back' });
      expect(state(s).value).toEqual({ active: 'pending' });
    });
  });

  describe('discard and delete', () => {
    it('discard asks for confirmation; back leaves the booking alone', () => {
      const s = loaded();
      s.actor.send({ type: 'discard.open' });
      expect(state(s).value).toBe('confirmingDiscard');
      s.actor.send({ type: 'dialog.back' });
      expect(state(s).value).toEqual({ active: 'pending' });
      s.actor.send({ type: 'discard.open' });
      s.actor.send({ type: 'booking.discard' });
      expect(s.effects).toEqual([{ type: 'effect.discard', booking_id: 1 }]);
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toBe('deleted');
      expect(state(s).context.removed).toBe('discarded');
    });

    it('a booking someone paid for is cancelled (with its refund), not discarded or deleted', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'discard.open' });
      expect(state(s).context.refusal).toBe('payment_made');
      s.actor.send({ type: 'delete.open' });
      expect(state(s).value).toEqual({ active: 'paid' });
    });

    it("only a series booking offers 'all following' and 'entire series'", () => {
      const s = loaded();
      s.actor.send({ type: 'delete.open' });
      s.actor.send({ type: 'booking.delete', scope: 'following' });
      expect(state(s).context.refusal).toBe('scope_needs_series');
      s.actor.send({ type: 'booking.delete', scope: 'this' });
      expect(s.effects).toEqual([{ type: 'effect.delete', booking_id: 1, scope: 'this', series_id: null }]);
    });
  });

  describe('payments and participants', () => {
    it('mark as paid, also after the end; not twice', () => {
      const s = loaded(oneOff, ENDED);
      s.actor.send({ type: 'booking.markPaid' });
      expect(s.effects).toEqual([{ type: 'effect.markPaid', booking_id: 1 }]);
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toBe('completed');
      s.actor.send({ type: 'booking.markPaid' });
      expect(state(s).context.refusal).toBe('already_paid');
    });

    it('marked paid, an unpaid booking shows as paid and then keeps its duration', () => {
      const s = loaded();
      s.actor.send({ type: 'booking.markPaid' });
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toEqual({ active: 'paid' });
      expect(decideBooking(state(s).context.booking!, { type: 'booking.reschedule', start: later.start, end: '2025-06-05T21:00:00.000Z', fieldId: 1 }, BEFORE)).toEqual({
        ok: false,
        reason: 'paid_duration_fixed',
      });
    });
  });

  describe('list for sale', () => {
    it('a match with free places is listed, then withdrawn', () => {
      const s = loaded(openMatch);
      s.actor.send({ type: 'booking.listForSale' });
      expect(s.effects).toEqual([{ type: 'effect.setForSale', booking_id: 4, for_sale: true }]);
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toEqual({ active: 'pending' });
      expect(state(s).context.booking).toMatchObject({ forSale: true });
      s.actor.send({ type: 'booking.listForSale' });
      expect(state(s).context.refusal).toBe('nothing_to_change');
      expect(s.effects[1]).toEqual({ type: 'effect.notify', intent: 'error', code: 'nothing_to_change', message: null, hours: null });
      s.actor.send({ type: 'booking.withdrawFromSale' });
      expect(s.effects[2]).toEqual({ type: 'effect.setForSale', booking_id: 4, for_sale: false });
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).context.booking).toMatchObject({ forSale: false });
      s.actor.send({ type: 'booking.withdrawFromSale' });
      expect(state(s).context.refusal).toBe('nothing_to_change');
    });
  });

  describe('time and failures', () => {
    it('the end passing turns an active booking completed; then only payments and participants', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'clock.tick', now: STARTED });
      expect(state(s).value).toEqual({ active: 'paid' });
      s.actor.send({ type: 'clock.tick', now: ENDED });
      expect(state(s).value).toBe('completed');
      for (const type of ['cancel.open', 'delete.open', 'discard.open'] as const) expect(state(s).can({ type })).toBe(false);
      // A drop of a booking that is over stays where it is, told why.
      s.actor.send({ type: 'reschedule.open' });
      expect(state(s).value).toBe('completed');
      expect(state(s).context.refusal).toBe('booking_ended');
      expect(s.effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', code: 'booking_ended', message: null, hours: null });
      expect(state(s).can({ type: 'participants.mark', ids: [12], state: 'no_show' })).toBe(true);
    });

    it('a failed save keeps the booking as it was and tells why, unless the session already does', () => {
      const s = loaded();
      s.actor.send({ type: 'booking.markPaid' });
      s.actor.send({ type: 'save.failed', code: 'E403', message: 'Failed' });
      expect(state(s).value).toEqual({ active: 'pending' });
      expect(state(s).context).toMatchObject({ error: 'E403', pending: null, booking: { payment: 'pending' } });
      s.actor.send({ type: 'booking.markPaid' });
      expect(state(s).context.error).toBeNull();
      s.actor.send({ type: 'save.failed', code: 'E500', message: 'Failed' });
      expect(s.effects.map((e) => e.type)).toEqual(['effect.markPaid', 'effect.notify', 'effect.markPaid']);
    });

    it('nothing else is taken while a save is on its way', () => {
      const s = loaded();
      s.actor.send({ type: 'booking.markPaid' });
      s.actor.send({ type: 'booking.markPaid' });
      s.actor.send({ type: 'cancel.open' });
      expect(state(s).value).toBe('saving');
      expect(s.effects).toHaveLength(1);
    });
  });

  describe('what the console does with it', () => {
    it("a drop outside the field's opening hours is refused before any request, and told with the hours", () => {
      const s = loaded();
      s.actor.send({ type: 'reschedule.open' });
      s.actor.send({ type: 'booking.reschedule', ...later, fieldId: 1, place: { field: closesAt20, zone: 'UTC' } });
      expect(state(s).value).toBe('rescheduling');
      expect(state(s).context).toMatchObject({ refusal: null, hours: { code: 'outside_hours', open: 8 * 60, close: 20 * 60 } });
      expect(s.effects).toEqual([{ type: 'effect.notify', intent: 'error', code: 'outside_hours', message: null, hours: { refusal: state(s).context.hours, fieldName: 'Pista 1' } }]);
      // Within the hours it goes.
      s.actor.send({ type: 'booking.reschedule', start: '2025-06-05T12:00:00.000Z', end: '2025-06-05T13:30:00.000Z', fieldId: 1, place: { field: closesAt20, zone: 'UTC' } });
      expect(state(s).value).toBe('saving');
      expect(state(s).context.hours).toBeNull();
    });

    it("a failed cancel, delete or discard keeps its dialog open with the server's text, without a toast", () => {
      const cases = [
        [{ type: 'cancel.open' }, { type: 'booking.cancel', reasonId: 1 }, 'cancelling'],
        [{ type: 'delete.open' }, { type: 'booking.delete', scope: 'this' }, 'choosingDeleteScope'],
        [{ type: 'discard.open' }, { type: 'booking.discard' }, 'confirmingDiscard'],
      ] as const;
      for (const [open, command, dialog] of cases) {
        const s = loaded();
        s.actor.send(open);
        s.actor.send(command);
        s.actor.send({ type: 'save.failed', code: 'E400', message: 'Not now' });
        expect(state(s).value).toBe(dialog);
        expect(state(s).context).toMatchObject({ error: 'E400', message: 'Not now', pending: null });
        expect(s.effects.map((e) => e.type)).not.toContain('effect.notify');
        // Trying again clears the failure.
        s.actor.send(command);
        expect(state(s).context).toMatchObject({ error: null, message: null });
      }
    });

    it('a fresh copy of the booking re-settles it while nothing is open; another drop loads its own booking', () => {
      const s = loaded();
      s.actor.send({ type: 'booking.loaded', booking: paidInSeries, now: BEFORE, reasonIds: REASONS });
      expect(state(s).value).toEqual({ active: 'paid' });
      s.actor.send({ type: 'booking.loaded', booking: oneOff, now: ENDED, reasonIds: REASONS });
      expect(state(s).value).toBe('completed');
      s.actor.send({ type: 'booking.loaded', booking: oneOff, now: BEFORE, reasonIds: REASONS });
      expect(state(s).value).toEqual({ active: 'pending' });
      // A refused drop leaves the actor choosing; the next drop is another booking.
      s.actor.send({ type: 'reschedule.open' });
      s.actor.send({ type: 'booking.reschedule', start: '2025-06-05T08:00:00.000Z', end: '2025-06-05T09:30:00.000Z', fieldId: 1 });
      expect(state(s).context.refusal).toBe('start_in_past');
      s.actor.send({ type: 'booking.loaded', booking: openMatch, now: BEFORE, reasonIds: REASONS });
      expect(state(s).value).toEqual({ active: 'pending' });
      expect(state(s).context).toMatchObject({ booking: { id: 4 }, refusal: null });
      // While a dialog is open, a fresh copy waits.
      s.actor.send({ type: 'cancel.open' });
      s.actor.send({ type: 'booking.loaded', booking: paidInSeries, now: BEFORE, reasonIds: REASONS });
      expect(state(s).value).toBe('cancelling');
    });
  });

  describe('the machine agrees with the rules', () => {
    it('agrees with the console for every sample command, booking and time', () => {
      // The opening hours a drop carries (`place`) are the creation rule's, which the server asks on its own.
      const commands = samples.filter(
        (e): e is Extract<BookingEvent, { type: `booking.${string}` | 'participants.mark' }> =>
          !('place' in e) &&
          ['booking.cancel', 'booking.reschedule', 'booking.discard', 'booking.delete', 'booking.markPaid', 'participants.mark', 'booking.listForSale', 'booking.withdrawFromSale'].includes(e.type),
      );
      const openers: Partial<Record<string, BookingEvent>> = {
        'booking.cancel': { type: 'cancel.open' },
        'booking.reschedule': { type: 'reschedule.open' },
        'booking.delete': { type: 'delete.open' },
        'booking.discard': { type: 'discard.open' },
      };
      let allowed = 0;
      for (const booking of [oneOff, paidInSeries, cancelledBooking, { ...oneOff, seriesId: 9 }, openMatch, { ...openMatch, forSale: true }]) {
        for (const now of [BEFORE, STARTED, ENDED]) {
          for (const command of commands) {
            const s = loaded(booking, now);
            const opener = openers[command.type];
            // A cancelled booking's actor is done: it takes nothing (and says so).
            if (opener && state(s).status === 'active') s.actor.send(opener);
            if (state(s).status === 'active') s.actor.send(command as BookingEvent);
            const decision = decideBooking(booking, command as Parameters<typeof decideBooking>[1], now, REASONS);
            expect(decision.ok).toBe(state(s).matches('saving'));
            if (decision.ok) {
              allowed++;
              expect(s.effects).toEqual([decision.effect]);
            } else {
              // No request; at most the refusal told.
              expect(s.effects.filter((e) => e.type !== 'effect.notify')).toEqual([]);
            }
          }
        }
      }
      expect(allowed).toBeGreaterThan(10);
    });
  });
});
