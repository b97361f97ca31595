import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { isMatchType } from '../domain/bookings/quote';
import { NO_PAYMENT } from '../domain/bookings/refund';
import { coverageRecorder } from '../tests/support/machine-coverage';
import { testModelPaths } from '../tests/support/model-paths';
import { bookingMachine, type BookingEvent } from './booking.machine';
import {
  decideBooking as decide,
  deleteScopes,
  freePlaces,
  isPaymentMade,
  isEnded,
  pendingDeletions,
  refundNow,
  type BookingEffect,
  type BookingFacts,
} from '../domain/bookings/rules';

/** A booking on 5 June 2025, 18:00–19:30 UTC (90 minutes), and three moments around it. */
const START = '2025-06-05T18:00:00.000Z';
const END = '2025-06-05T19:30:00.000Z';
const BEFORE = '2025-06-05T10:00:00.000Z';
const STARTED = '2025-06-05T18:30:00.000Z';
const ENDED = '2025-06-05T20:00:00.000Z';
const REASONS = [1, 2];
const NINETY_MIN = 90 * 60_000;

/** Unpaid, one-off, two participants not marked yet. */
const oneOff: BookingFacts = {
  id: 1,
  status: 'confirmed',
  payment: 'pending',
  start: START,
  end: END,
  fieldId: 1,
  seriesId: null,
  participants: [
    { id: 11, state: 'pending' },
    { id: 12, state: 'pending' },
  ],
  paid: NO_PAYMENT,
  cancelReasonId: null,
  type: 'one_day',
  maxPlayers: null,
  forSale: false,
};
/** Paid online (price, service fee, video), part of series 9. */
const paidInSeries: BookingFacts = {
  ...oneOff,
  id: 2,
  payment: 'paid',
  seriesId: 9,
  participants: [
    { id: 11, state: 'paid' },
    { id: 12, state: 'pending' },
  ],
  paid: { price: 6000, serviceFee: 200, video: 1000 },
};
const cancelledBooking: BookingFacts = { ...oneOff, id: 3, status: 'cancelled', cancelReasonId: 1 };
/** A match for four with two joined, not listed for sale yet. */
const openMatch: BookingFacts = { ...oneOff, id: 4, type: 'regular_match', maxPlayers: 4 };

const later = { start: '2025-06-05T20:00:00.000Z', end: '2025-06-05T21:30:00.000Z' };

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
  { type: 'save.failed', code: 'E409' },
  { type: 'save.failed', code: 'E500' },
];

const recorder = coverageRecorder(bookingMachine);
afterAll(() => {
  const c = recorder.save();
  expect(c.visitedStates).toEqual(c.states);
  expect(c.takenTransitions).toEqual(c.transitions);
});

function start() {
  const actor = createActor(bookingMachine, { inspect: recorder.inspect });
  const effects: BookingEffect[] = [];
  actor.on('*', (e) => effects.push(e as BookingEffect));
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

describe('booking machine: the rules (SPEC §4 Booking, §9)', () => {
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
    it('takes a reason from the organization list; before the start the price and video are refunded, the service fee is kept', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'cancel.open' });
      expect(state(s).value).toBe('cancelling');
      s.actor.send({ type: 'booking.cancel', reasonId: 99 });
      expect(state(s).value).toBe('cancelling');
      expect(state(s).context.refusal).toBe('reason_unknown');
      s.actor.send({ type: 'booking.cancel', reasonId: 2 });
      expect(state(s).context.refusal).toBeNull();
      expect(s.effects).toEqual([
        {
          type: 'effect.cancel',
          booking_id: 2,
          reason_id: 2,
          refund: { refund: { price: 6000, serviceFee: 0, video: 1000 }, kept: { price: 0, serviceFee: 200, video: 0 }, total: 7000, videoCancelled: true },
        },
      ]);
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toBe('cancelled');
      expect(state(s).context.booking).toMatchObject({ status: 'cancelled', cancelReasonId: 2 });
      expect(state(s).status).toBe('done');
    });

    it('once started, a booking can still be cancelled but its video is neither refunded nor cancelled', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'clock.tick', now: STARTED });
      s.actor.send({ type: 'cancel.open' });
      // The dialog shows the refund as of now.
      expect(refundNow(state(s).context.booking!, STARTED)).toMatchObject({ total: 6000, videoCancelled: false });
      s.actor.send({ type: 'booking.cancel', reasonId: 1 });
      expect(s.effects[0]).toMatchObject({ type: 'effect.cancel', refund: { refund: { price: 6000, serviceFee: 0, video: 0 }, total: 6000, videoCancelled: false } });
    });

    it('the start passing while the dialog is open changes the refund sent', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'cancel.open' });
      s.actor.send({ type: 'clock.tick', now: STARTED });
      s.actor.send({ type: 'booking.cancel', reasonId: 1 });
      expect(s.effects[0]).toMatchObject({ refund: { total: 6000 } });
    });

    it('is refused once the booking ended, and for a booking already cancelled', () => {
      expect(decide(oneOff, { type: 'booking.cancel', reasonId: 1 }, ENDED, REASONS)).toEqual({ ok: false, reason: 'booking_ended' });
      expect(decide(cancelledBooking, { type: 'booking.cancel', reasonId: 1 }, BEFORE, REASONS)).toEqual({ ok: false, reason: 'booking_cancelled' });
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
      expect(s.effects).toEqual([]);
      s.actor.send({ type: 'booking.reschedule', ...later, fieldId: 1 });
      expect(state(s).value).toBe('saving');
    });

    it('a booking with any amount collected counts as paid, even while its payment state says pending', () => {
      const partly = { ...oneOff, paid: { price: 1000, serviceFee: 0, video: 0 } };
      expect(decide(partly, { type: 'booking.reschedule', start: later.start, end: '2025-06-05T21:00:00.000Z', fieldId: 1 }, BEFORE)).toEqual({ ok: false, reason: 'paid_duration_fixed' });
    });

    it.each([
      ['2025-06-05T20:00:00.000Z', '2025-06-05T20:45:00.000Z', 'duration_not_allowed'],
      ['2025-06-05T20:00:00.000Z', '2025-06-05T20:00:00.000Z', 'invalid_range'],
      ['2025-06-05T21:00:00.000Z', '2025-06-05T20:00:00.000Z', 'invalid_range'],
      ['not a date', '2025-06-05T20:00:00.000Z', 'invalid_range'],
      ['2025-06-05T08:00:00.000Z', '2025-06-05T09:30:00.000Z', 'start_in_past'],
      [START, END, 'nothing_to_change'],
    ])('%s – %s is refused: %s', (from, to, reason) => {
      expect(decide(oneOff, { type: 'booking.reschedule', start: from, end: to, fieldId: 1 }, BEFORE)).toEqual({ ok: false, reason });
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
      s.actor.send({ type: 'save.failed', code: 'E409' });
      expect(state(s).value).toBe('rescheduling');
      expect(state(s).context).toMatchObject({ error: 'E409', pending: null, booking: { start: START } });
      expect(s.effects[1]).toEqual({ type: 'effect.notify', intent: 'error', code: 'E409' });
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
      expect(decide(paidInSeries, { type: 'booking.delete', scope: 'this' }, BEFORE)).toEqual({ ok: false, reason: 'payment_made' });
    });

    it("only a series booking offers 'all following' and 'entire series'", () => {
      expect(deleteScopes(oneOff)).toEqual(['this']);
      expect(deleteScopes(paidInSeries)).toEqual(['this', 'following', 'series']);
      const s = loaded();
      s.actor.send({ type: 'delete.open' });
      s.actor.send({ type: 'booking.delete', scope: 'following' });
      expect(state(s).context.refusal).toBe('scope_needs_series');
      s.actor.send({ type: 'booking.delete', scope: 'this' });
      expect(s.effects).toEqual([{ type: 'effect.delete', booking_id: 1, scope: 'this', series_id: null }]);

      const unpaidInSeries = { ...oneOff, seriesId: 9 };
      for (const scope of ['this', 'following', 'series'] as const) {
        expect(decide(unpaidInSeries, { type: 'booking.delete', scope }, BEFORE)).toEqual({
          ok: true,
          effect: { type: 'effect.delete', booking_id: 1, scope, series_id: 9 },
          booking: unpaidInSeries,
          removed: scope,
        });
      }
    });

    it('nothing is deleted or discarded once it started', () => {
      expect(decide(oneOff, { type: 'booking.delete', scope: 'this' }, STARTED)).toEqual({ ok: false, reason: 'booking_started' });
      expect(decide(oneOff, { type: 'booking.discard' }, STARTED)).toEqual({ ok: false, reason: 'booking_started' });
      expect(decide(oneOff, { type: 'booking.discard' }, ENDED)).toEqual({ ok: false, reason: 'booking_ended' });
    });

    it('delete all pending reservations: the unpaid, not started ones, each on its own', () => {
      const bookings: BookingFacts[] = [
        oneOff,
        { ...oneOff, id: 4, seriesId: 9 },
        { ...oneOff, id: 5, payment: 'hold' },
        paidInSeries,
        cancelledBooking,
        { ...oneOff, id: 6, start: '2025-06-05T09:00:00.000Z', end: '2025-06-05T10:30:00.000Z' },
        { ...oneOff, id: 7, paid: { price: 500, serviceFee: 0, video: 0 } },
      ];
      expect(pendingDeletions(bookings, BEFORE)).toEqual([1, 4]);
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
      expect(decide(paidInSeries, { type: 'booking.markPaid' }, BEFORE)).toEqual({ ok: false, reason: 'already_paid' });
    });

    it('marked paid, an unpaid booking shows as paid and then keeps its duration', () => {
      const s = loaded();
      s.actor.send({ type: 'booking.markPaid' });
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toEqual({ active: 'paid' });
      expect(decide(state(s).context.booking!, { type: 'booking.reschedule', start: later.start, end: '2025-06-05T21:00:00.000Z', fieldId: 1 }, BEFORE)).toEqual({
        ok: false,
        reason: 'paid_duration_fixed',
      });
    });

    it('participants: one, selected or all; "all" means those not marked yet', () => {
      const three: BookingFacts = { ...oneOff, participants: [...oneOff.participants, { id: 13, state: 'not_going' }] };
      expect(decide(three, { type: 'participants.mark', ids: [11], state: 'paid' }, BEFORE)).toMatchObject({
        ok: true,
        effect: { participant_ids: [11] },
        booking: { participants: [{ id: 11, state: 'paid' }, { id: 12, state: 'pending' }, { id: 13, state: 'not_going' }] },
      });
      expect(decide(three, { type: 'participants.mark', ids: [12, 13], state: 'paid' }, BEFORE)).toMatchObject({ ok: true, effect: { participant_ids: [12, 13] } });
      expect(decide(three, { type: 'participants.mark', ids: 'all', state: 'paid' }, BEFORE)).toMatchObject({ ok: true, effect: { participant_ids: [11, 12] } });
      expect(decide(three, { type: 'participants.mark', ids: [13], state: 'not_going' }, BEFORE)).toEqual({ ok: false, reason: 'nothing_to_change' });
      expect(decide(three, { type: 'participants.mark', ids: [11, 99], state: 'paid' }, BEFORE)).toEqual({ ok: false, reason: 'participant_unknown' });
      expect(decide({ ...oneOff, participants: [] }, { type: 'participants.mark', ids: 'all', state: 'paid' }, BEFORE)).toEqual({ ok: false, reason: 'no_participants' });
    });

    it('not going only before the start; no-show only from the start on; paid any time', () => {
      expect(decide(oneOff, { type: 'participants.mark', ids: [12], state: 'not_going' }, STARTED)).toEqual({ ok: false, reason: 'booking_started' });
      expect(decide(oneOff, { type: 'participants.mark', ids: [12], state: 'no_show' }, BEFORE)).toEqual({ ok: false, reason: 'booking_not_started' });
      expect(decide(oneOff, { type: 'participants.mark', ids: [12], state: 'no_show' }, STARTED).ok).toBe(true);
      expect(decide(oneOff, { type: 'participants.mark', ids: 'all', state: 'no_show' }, ENDED).ok).toBe(true);
      expect(decide(oneOff, { type: 'participants.mark', ids: [12], state: 'paid' }, ENDED).ok).toBe(true);
      expect(decide(cancelledBooking, { type: 'participants.mark', ids: [12], state: 'paid' }, BEFORE)).toEqual({ ok: false, reason: 'booking_cancelled' });
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
      s.actor.send({ type: 'booking.withdrawFromSale' });
      expect(s.effects[1]).toEqual({ type: 'effect.setForSale', booking_id: 4, for_sale: false });
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).context.booking).toMatchObject({ forSale: false });
      s.actor.send({ type: 'booking.withdrawFromSale' });
      expect(state(s).context.refusal).toBe('nothing_to_change');
    });

    it('only a match, not cancelled, before its start, with a free place to list', () => {
      const listed = { ...openMatch, forSale: true };
      expect(decide(oneOff, { type: 'booking.listForSale' }, BEFORE)).toEqual({ ok: false, reason: 'not_a_match' });
      expect(decide({ ...oneOff, forSale: true }, { type: 'booking.withdrawFromSale' }, BEFORE)).toEqual({ ok: false, reason: 'not_a_match' });
      expect(decide({ ...openMatch, status: 'cancelled', cancelReasonId: 1 }, { type: 'booking.listForSale' }, BEFORE)).toEqual({ ok: false, reason: 'booking_cancelled' });
      expect(decide(openMatch, { type: 'booking.listForSale' }, STARTED)).toEqual({ ok: false, reason: 'booking_started' });
      expect(decide(listed, { type: 'booking.withdrawFromSale' }, STARTED)).toEqual({ ok: false, reason: 'booking_started' });
      expect(decide(listed, { type: 'booking.withdrawFromSale' }, ENDED)).toEqual({ ok: false, reason: 'booking_started' });
      expect(decide(openMatch, { type: 'booking.withdrawFromSale' }, BEFORE)).toEqual({ ok: false, reason: 'nothing_to_change' });
      const full = { ...openMatch, maxPlayers: 2 };
      expect(decide(full, { type: 'booking.listForSale' }, BEFORE)).toEqual({ ok: false, reason: 'match_full' });
      // Those marked not going leave their place free; a full match listed can still be withdrawn.
      expect(decide({ ...full, participants: [{ id: 11, state: 'pending' }, { id: 12, state: 'not_going' }] }, { type: 'booking.listForSale' }, BEFORE).ok).toBe(true);
      expect(decide({ ...full, forSale: true }, { type: 'booking.withdrawFromSale' }, BEFORE).ok).toBe(true);
      // No maximum: always room.
      expect(decide({ ...openMatch, maxPlayers: null, type: 'pick_up' }, { type: 'booking.listForSale' }, BEFORE)).toMatchObject({ ok: true, booking: { forSale: true } });
    });

    it('free places: the maximum less those who joined (not those not going); none without a maximum', () => {
      expect(freePlaces(openMatch)).toBe(2);
      expect(freePlaces({ ...openMatch, participants: [{ id: 11, state: 'not_going' }, { id: 12, state: 'no_show' }] })).toBe(3);
      expect(freePlaces({ ...openMatch, maxPlayers: 1 })).toBe(0);
      expect(freePlaces(oneOff)).toBeNull();
    });

    it('a cancelled match is no longer for sale', () => {
      expect(decide({ ...openMatch, forSale: true }, { type: 'booking.cancel', reasonId: 1 }, BEFORE, REASONS)).toMatchObject({ ok: true, booking: { status: 'cancelled', forSale: false } });
    });
  });

  describe('time and failures', () => {
    it('the end passing turns an active booking completed; then only payments and participants', () => {
      const s = loaded(paidInSeries);
      s.actor.send({ type: 'clock.tick', now: STARTED });
      expect(state(s).value).toEqual({ active: 'paid' });
      s.actor.send({ type: 'clock.tick', now: ENDED });
      expect(state(s).value).toBe('completed');
      for (const type of ['cancel.open', 'reschedule.open', 'delete.open', 'discard.open'] as const) expect(state(s).can({ type })).toBe(false);
      expect(state(s).can({ type: 'participants.mark', ids: [12], state: 'no_show' })).toBe(true);
    });

    it('a failed save keeps the booking as it was and tells why, unless the session already does', () => {
      const s = loaded();
      s.actor.send({ type: 'booking.markPaid' });
      s.actor.send({ type: 'save.failed', code: 'E403' });
      expect(state(s).value).toEqual({ active: 'pending' });
      expect(state(s).context).toMatchObject({ error: 'E403', pending: null, booking: { payment: 'pending' } });
      s.actor.send({ type: 'booking.markPaid' });
      expect(state(s).context.error).toBeNull();
      s.actor.send({ type: 'save.failed', code: 'E500' });
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

  describe('decide: the server asks the machine', () => {
    it('answers the effect and the booking after it', () => {
      expect(decide(oneOff, { type: 'booking.cancel', reasonId: 1 }, BEFORE, REASONS)).toEqual({
        ok: true,
        effect: { type: 'effect.cancel', booking_id: 1, reason_id: 1, refund: { refund: NO_PAYMENT, kept: NO_PAYMENT, total: 0, videoCancelled: true } },
        booking: { ...oneOff, status: 'cancelled', cancelReasonId: 1 },
        removed: null,
      });
    });

    it('without the organization reasons no cancel passes', () => {
      expect(decide(oneOff, { type: 'booking.cancel', reasonId: 1 }, BEFORE)).toEqual({ ok: false, reason: 'reason_unknown' });
    });

    it('agrees with the console for every sample command, booking and time', () => {
      const commands = samples.filter((e): e is Extract<BookingEvent, { type: `booking.${string}` | 'participants.mark' }> =>
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
            const decision = decide(booking, command as Parameters<typeof decide>[1], now, REASONS);
            expect(decision.ok).toBe(state(s).matches('saving'));
            if (decision.ok) {
              allowed++;
              expect(s.effects).toEqual([decision.effect]);
            } else {
              expect(s.effects).toEqual([]);
            }
          }
        }
      }
      expect(allowed).toBeGreaterThan(10);
    });
  });
});
