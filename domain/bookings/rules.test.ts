import { describe, expect, it } from 'vitest';
import { NO_PAYMENT } from './refund';
import { decideBooking as decide, deleteScopes, freePlaces, pendingDeletions, type BookingFacts } from './rules';
import { BEFORE, cancelledBooking, END, ENDED, later, oneOff, openMatch, paidInSeries, REASONS, START, STARTED } from './sample-bookings';

/**
 * The rules of one booking (SPEC §4 Booking, §9), as the server's booking service and the booking
 * machine's guards ask them. The machine's workflow is tested in machines/booking.machine.test.ts.
 */
describe('booking rules', () => {
  describe('cancel', () => {
    it('is refused once the booking ended, and for a booking already cancelled', () => {
      expect(decide(oneOff, { type: 'booking.cancel', reasonId: 1 }, ENDED, REASONS)).toEqual({ ok: false, reason: 'booking_ended' });
      expect(decide(cancelledBooking, { type: 'booking.cancel', reasonId: 1 }, BEFORE, REASONS)).toEqual({ ok: false, reason: 'booking_cancelled' });
    });
  });

  describe('reschedule', () => {
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
  });

  describe('discard and delete', () => {
    it('a booking someone paid for is cancelled, not deleted', () => {
      expect(decide(paidInSeries, { type: 'booking.delete', scope: 'this' }, BEFORE)).toEqual({ ok: false, reason: 'payment_made' });
    });

    it("only a series booking offers 'all following' and 'entire series'", () => {
      expect(deleteScopes(oneOff)).toEqual(['this']);
      expect(deleteScopes(paidInSeries)).toEqual(['this', 'following', 'series']);
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
    it('not paid twice', () => {
      expect(decide(paidInSeries, { type: 'booking.markPaid' }, BEFORE)).toEqual({ ok: false, reason: 'already_paid' });
    });

    it('participants: one, selected or all; "all" means those not marked yet', () => {
      const three: BookingFacts = { ...oneOff, participants: [...oneOff.participants, { id: 13, state: 'not_going' }] };
      expect(decide(three, { type: 'participants.mark', ids: [11], state: 'paid' }, BEFORE)).toMatchObject({
        ok: true,
        effect: { participant_ids: [11] },
        booking: {
          participants: [
            { id: 11, state: 'paid' },
            { id: 12, state: 'pending' },
            { id: 13, state: 'not_going' },
          ],
        },
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
      expect(
        decide(
          {
            ...full,
            participants: [
              { id: 11, state: 'pending' },
              { id: 12, state: 'not_going' },
            ],
          },
          { type: 'booking.listForSale' },
          BEFORE,
        ).ok,
      ).toBe(true);
      expect(decide({ ...full, forSale: true }, { type: 'booking.withdrawFromSale' }, BEFORE).ok).toBe(true);
      // No maximum: always room.
      expect(decide({ ...openMatch, maxPlayers: null, type: 'pick_up' }, { type: 'booking.listForSale' }, BEFORE)).toMatchObject({ ok: true, booking: { forSale: true } });
    });

    it('free places: the maximum less those who joined (not those not going); none without a maximum', () => {
      expect(freePlaces(openMatch)).toBe(2);
      expect(
        freePlaces({
          ...openMatch,
          participants: [
            { id: 11, state: 'not_going' },
            { id: 12, state: 'no_show' },
          ],
        }),
      ).toBe(3);
      expect(freePlaces({ ...openMatch, maxPlayers: 1 })).toBe(0);
      expect(freePlaces(oneOff)).toBeNull();
    });

    it('a cancelled match is no longer for sale', () => {
      expect(decide({ ...openMatch, forSale: true }, { type: 'booking.cancel', reasonId: 1 }, BEFORE, REASONS)).toMatchObject({ ok: true, booking: { status: 'cancelled', forSale: false } });
    });
  });

  describe('decide: what the server asks', () => {
    it('answers the effect and the booking after it', () => {
      expect(decide(oneOff, { type: 'booking.cancel', reasonId: 1 }, BEFORE, REASONS)).toEqual({
        ok: true,
        effect: {
          type: 'effect.cancel',
          booking_id: 1,
          reason_id: 1,
          refund: { refund: NO_PAYMENT, kept: NO_PAYMENT, total: 0, videoCancelled: true, insideWindow: true, choice: 'policy' },
          note: '',
        },
        booking: { ...oneOff, status: 'cancelled', cancelReasonId: 1 },
        removed: null,
      });
    });

    it("the organization's policy decides the price's refund; staff's choice needs a reason and an amount within the price paid", () => {
      // 8 hours before the start: inside a 24-hour policy, before a 6-hour one.
      const cancel = (extra: object, now = BEFORE) => decide(paidInSeries, { type: 'booking.cancel', reasonId: 1, ...extra }, now, REASONS);
      const price = paidInSeries.paid.price;
      expect(cancel({ policyHours: 24 })).toMatchObject({ ok: true, effect: { refund: { refund: { price: 0 }, insideWindow: true }, note: '' } });
      expect(cancel({ policyHours: 6 })).toMatchObject({ ok: true, effect: { refund: { refund: { price }, insideWindow: false } } });
      expect(cancel({ policyHours: 0 }, STARTED)).toMatchObject({ ok: true, effect: { refund: { refund: { price: 0 }, total: 0 } } });
      expect(cancel({ policyHours: 24, refund: { kind: 'partial', cents: 100 }, note: ' Regular client ' })).toMatchObject({
        ok: true,
        effect: { refund: { refund: { price: 100 }, choice: 'partial' }, note: 'Regular client' },
      });
      expect(cancel({ refund: { kind: 'full' } })).toEqual({ ok: false, reason: 'refund_note_required' });
      expect(cancel({ refund: { kind: 'none' }, note: '   ' })).toEqual({ ok: false, reason: 'refund_note_required' });
      expect(cancel({ refund: { kind: 'partial', cents: price + 1 }, note: 'x' })).toEqual({ ok: false, reason: 'refund_amount_invalid' });
      expect(cancel({ refund: { kind: 'partial', cents: 0 }, note: 'x' })).toEqual({ ok: false, reason: 'refund_amount_invalid' });
    });

    it('without the organization reasons no cancel passes', () => {
      expect(decide(oneOff, { type: 'booking.cancel', reasonId: 1 }, BEFORE)).toEqual({ ok: false, reason: 'reason_unknown' });
    });
  });
});
