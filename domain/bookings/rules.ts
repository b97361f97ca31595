import { isMatchType } from './quote';
import { cancellationRefund, DEFAULT_POLICY_HOURS, hasStarted, insidePolicyWindow, POLICY_REFUND, refundChoiceRefusal, totalPaid, type PaidAmounts, type RefundBreakdown, type RefundChoice } from './refund';
import { freePlacesOf, isBookingDuration, type BookingStatus, type DeleteScope, type ParticipantMark, type ParticipantState, type PaymentState } from './types';

/**
 * The rules of one booking (SPEC §4 Booking, §9 refund rules), as pure functions: the server's
 * booking service asks them before it changes anything, and the booking machine
 * (`machines/booking.machine.ts`) guards its transitions with the same functions, so the console
 * offers what the API accepts.
 *
 * - Nothing happens to a cancelled booking (`booking_cancelled`).
 * - Cancel takes a reason among the organization's active cancellation reasons (`reason_unknown`);
 *   a booking can be cancelled until it ends (`booking_ended`), also once it has started. The
 *   refund follows SPEC §9 (see `cancellationRefund`): the online service fee is kept, the video is
 *   refunded or cancelled free only before the start.
 * - Reschedule only before the start (`booking_started`), to a slot that starts now or later
 *   (`start_in_past`) and ends after it starts (`invalid_range`). A booking for which payment was
 *   made keeps its duration (`paid_duration_fixed`); an unpaid one may take any duration of
 *   SPEC §9 (`duration_not_allowed`). Moving to the same slot is `nothing_to_change`.
 * - Discard (after a confirmation) throws away a booking nobody has paid anything for
 *   (`payment_made`: cancel it instead, which refunds) before its start; it takes no reason and
 *   leaves no cancellation behind.
 * - Delete (after choosing the scope) has the rules of discard; the scopes `following` and
 *   `series` only exist for a booking of a recurring series (`scope_needs_series`).
 * - Mark as paid (payment made outside the app) unless already paid (`already_paid`), also after
 *   the booking ended.
 * - Participants are marked paid, not going (only before the start: `booking_started`) or no-show
 *   (only from the start on: `booking_not_started`); one, selected (`participant_unknown` for an id
 *   not in the booking) or all (`ids: 'all'`: every participant not marked yet). Marking no one
 *   differently is `nothing_to_change`.
 * - List for sale (SPEC "list for sale": the free places of an open match offered to players in the
 *   app at its price per player) and withdraw from sale: only a match (`not_a_match`), before its
 *   start (`booking_started`); listing needs a free place (`match_full`: those who joined, not
 *   counting those marked not going, reach the maximum); listing a listed match or withdrawing one
 *   not listed is `nothing_to_change`. A cancelled match is no longer for sale.
 * - A booking is over once its end has passed (or the server says so): then only payments and
 *   participants can still be marked.
 */

/** The booking as the machine sees it. Instants are ISO strings (the wire's and the snapshot's form). */
export interface BookingFacts {
  id: number;
  status: BookingStatus;
  payment: PaymentState;
  start: string;
  end: string;
  fieldId: number;
  /** The recurring reservation it belongs to; null for a one-off booking. */
  seriesId: number | null;
  participants: { id: number; state: ParticipantState }[];
  /** What was paid, by part, in cents. */
  paid: PaidAmounts;
  /** Set when the booking is cancelled. */
  cancelReasonId: number | null;
  /** The booking type (a match is pick_up, regular_match or group_match: `isMatchType`). */
  type: string;
  /** Players a match takes at most; null: no maximum. */
  maxPlayers: number | null;
  /** Its free places are offered to players in the app. */
  forSale: boolean;
}

/** What can be asked of a booking: the console's confirmed choices and the API's requests alike. */
export type BookingCommand =
  /**
   * `policyHours`: the organization's cancellation policy (DEFAULT_POLICY_HOURS when not given);
   * `refund`: staff's choice instead of the policy's default, with its `note` (why).
   */
  | { type: 'booking.cancel'; reasonId: number; policyHours?: number; refund?: RefundChoice; note?: string }
  | { type: 'booking.reschedule'; start: string; end: string; fieldId: number }
  | { type: 'booking.discard' }
  | { type: 'booking.delete'; scope: DeleteScope }
  | { type: 'booking.markPaid' }
  | { type: 'participants.mark'; ids: number[] | 'all'; state: ParticipantMark }
  /** Offer the match's free places to players in the app; stop offering them. */
  | { type: 'booking.listForSale' }
  | { type: 'booking.withdrawFromSale' };

/** Why a command is refused (codes: the console translates them; the API sends them back with its refusal). */
export type BookingRefusal =
  | 'not_loaded'
  | 'booking_cancelled'
  | 'booking_ended'
  | 'booking_started'
  | 'booking_not_started'
  | 'payment_made'
  | 'already_paid'
  | 'reason_unknown'
  /** A partial refund of nothing, or of more than the booking's price paid (the service fee is never refunded). */
  | 'refund_amount_invalid'
  /** Refunding otherwise than the policy says needs a reason. */
  | 'refund_note_required'
  | 'invalid_range'
  | 'start_in_past'
  | 'paid_duration_fixed'
  | 'duration_not_allowed'
  | 'scope_needs_series'
  | 'no_participants'
  | 'participant_unknown'
  | 'nothing_to_change'
  | 'not_a_match'
  | 'match_full'
  /** A blocked time is no booking: it is edited or removed, never cancelled (nothing to refund) nor paid. */
  | 'blocked_time'
  | 'not_allowed';

/** One effect per API call (SPEC §7 Bookings). */
export type BookingEffect =
  /** /reservation/cancel */
  | { type: 'effect.cancel'; booking_id: number; reason_id: number; refund: RefundBreakdown; note: string }
  /** /console/reservation/reschedule */
  | { type: 'effect.reschedule'; booking_id: number; start: string; end: string; field_id: number }
  | { type: 'effect.discard'; booking_id: number }
  | { type: 'effect.delete'; booking_id: number; scope: DeleteScope; series_id: number | null }
  /** /console/reservation/mark_as_paid */
  | { type: 'effect.markPaid'; booking_id: number }
  /** The participants whose state changes (an `all` resolved to ids). */
  | { type: 'effect.markParticipants'; booking_id: number; participant_ids: number[]; state: ParticipantMark }
  /** /console/reservation/for_sale */
  | { type: 'effect.setForSale'; booking_id: number; for_sale: boolean };

const ms = (iso: string) => new Date(iso).getTime();

/** The booking has started at `now` (its first instant counts). */
export function isStarted(booking: BookingFacts, now: string): boolean {
  return hasStarted(new Date(booking.start), new Date(now));
}

/** The booking is over: its end has passed, or the server marked it completed. */
export function isEnded(booking: BookingFacts, now: string): boolean {
  return booking.status === 'completed' || ms(now) >= ms(booking.end);
}

/**
 * Why a booking's form cannot be saved at all, or null: a cancelled booking, or one that has ended
 * (what happened stays as it was). The form shows it read-only with this reason; the server refuses
 * the same.
 */
export function editRefusal(booking: { status: string; end: string }, now: string): BookingRefusal | null {
  if (booking.status === 'cancelled') return 'booking_cancelled';
  return booking.status === 'completed' || ms(now) >= ms(booking.end) ? 'booking_ended' : null;
}

/** Payment was made (SPEC §9): marked paid, or some amount was collected. */
export function isPaymentMade(booking: BookingFacts): boolean {
  return booking.payment === 'paid' || totalPaid(booking.paid) > 0;
}

/** The participants a mark changes: the ids given (or every participant not marked yet) not already in that state. */
export function markedIds(booking: BookingFacts, ids: number[] | 'all', state: ParticipantMark): number[] {
  const chosen = ids === 'all' ? booking.participants.filter((p) => p.state === 'pending') : booking.participants.filter((p) => ids.includes(p.id));
  return chosen.filter((p) => p.state !== state).map((p) => p.id);
}

/** Those who joined: every participant not marked not going (they count against the maximum). */
export function joinedCount(booking: BookingFacts): number {
  return booking.participants.filter((p) => p.state !== 'not_going').length;
}

/** Places still free in a match: null when it has no maximum. */
export function freePlaces(booking: BookingFacts): number | null {
  return freePlacesOf(booking.maxPlayers, joinedCount(booking));
}

/** The kinds of things asked of a booking: each opens a dialog or saves at once. */
export type CommandKind = 'cancel' | 'reschedule' | 'discard' | 'delete' | 'markPaid' | 'mark' | 'sale';

const KIND_OF: Record<BookingCommand['type'], CommandKind> = {
  'booking.cancel': 'cancel',
  'booking.reschedule': 'reschedule',
  'booking.discard': 'discard',
  'booking.delete': 'delete',
  'booking.markPaid': 'markPaid',
  'participants.mark': 'mark',
  'booking.listForSale': 'sale',
  'booking.withdrawFromSale': 'sale',
};

/** The kind of a command. */
export const kindOf = (command: BookingCommand): CommandKind => KIND_OF[command.type];

/** The rules that do not depend on the command's details: they decide whether its dialog opens (or its button shows). */
export function kindRefusal(booking: BookingFacts, now: string, kind: CommandKind): BookingRefusal | null {
  if (booking.status === 'cancelled') return 'booking_cancelled';
  // A blocked time owes, refunds and hosts nothing: it is only moved (edited) or removed.
  if (booking.type === 'blocked' && (kind === 'cancel' || kind === 'markPaid' || kind === 'mark' || kind === 'sale')) return 'blocked_time';
  switch (kind) {
    case 'cancel':
      return isEnded(booking, now) ? 'booking_ended' : null;
    case 'reschedule':
      if (isEnded(booking, now)) return 'booking_ended';
      return isStarted(booking, now) ? 'booking_started' : null;
    case 'discard':
    case 'delete':
      if (isEnded(booking, now)) return 'booking_ended';
      if (isStarted(booking, now)) return 'booking_started';
      return isPaymentMade(booking) ? 'payment_made' : null;
    case 'markPaid':
      return booking.payment === 'paid' ? 'already_paid' : null;
    case 'mark':
      return booking.participants.length === 0 ? 'no_participants' : null;
    case 'sale':
      if (!isMatchType(booking.type)) return 'not_a_match';
      return isStarted(booking, now) ? 'booking_started' : null;
  }
}

/**
 * Why `command` is refused for this booking at `now`, or null when it is allowed. `reasonIds`: the
 * organization's active cancellation reasons (none given: no cancel passes).
 */
export function commandRefusal(booking: BookingFacts, now: string, command: BookingCommand, reasonIds: readonly number[] = []): BookingRefusal | null {
  const refusal = kindRefusal(booking, now, kindOf(command));
  if (refusal) return refusal;
  const event = command;
  switch (event.type) {
    case 'booking.cancel': {
      if (!reasonIds.includes(event.reasonId)) return 'reason_unknown';
      const choice = event.refund ?? POLICY_REFUND;
      if (refundChoiceRefusal(booking.paid, choice)) return 'refund_amount_invalid';
      return choice.kind !== 'policy' && !event.note?.trim() ? 'refund_note_required' : null;
    }
    case 'booking.reschedule': {
      const start = ms(event.start);
      const end = ms(event.end);
      if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return 'invalid_range';
      if (start < ms(now)) return 'start_in_past';
      const minutes = (end - start) / 60_000;
      if (isPaymentMade(booking)) {
        if (end - start !== ms(booking.end) - ms(booking.start)) return 'paid_duration_fixed';
      } else if (!isBookingDuration(minutes)) return 'duration_not_allowed';
      if (start === ms(booking.start) && end === ms(booking.end) && event.fieldId === booking.fieldId) return 'nothing_to_change';
      return null;
    }
    case 'booking.delete':
      return event.scope !== 'this' && booking.seriesId === null ? 'scope_needs_series' : null;
    case 'participants.mark': {
      if (event.ids !== 'all' && event.ids.some((id) => !booking.participants.some((p) => p.id === id))) return 'participant_unknown';
      if (event.state === 'not_going' && isStarted(booking, now)) return 'booking_started';
      if (event.state === 'no_show' && !isStarted(booking, now)) return 'booking_not_started';
      return markedIds(booking, event.ids, event.state).length === 0 ? 'nothing_to_change' : null;
    }
    case 'booking.listForSale':
      if (booking.forSale) return 'nothing_to_change';
      return freePlaces(booking) === 0 ? 'match_full' : null;
    case 'booking.withdrawFromSale':
      return booking.forSale ? null : 'nothing_to_change';
    default:
      return null;
  }
}

/** The refund a cancellation of this booking gives now (SPEC §9): the policy's default, or staff's `choice`. */
export function refundNow(booking: BookingFacts, now: string, policyHours: number = DEFAULT_POLICY_HOURS, choice: RefundChoice = POLICY_REFUND): RefundBreakdown {
  return cancellationRefund(booking.paid, { started: isStarted(booking, now), insideWindow: insidePolicyWindow(new Date(booking.start), new Date(now), policyHours) }, choice);
}

/** The API call that carries out an allowed command. */
export function effectOf(booking: BookingFacts, now: string, command: BookingCommand): BookingEffect {
  switch (command.type) {
    case 'booking.cancel':
      return {
        type: 'effect.cancel',
        booking_id: booking.id,
        reason_id: command.reasonId,
        refund: refundNow(booking, now, command.policyHours, command.refund),
        note: command.refund && command.refund.kind !== 'policy' ? (command.note ?? '').trim() : '',
      };
    case 'booking.reschedule':
      return { type: 'effect.reschedule', booking_id: booking.id, start: command.start, end: command.end, field_id: command.fieldId };
    case 'booking.discard':
      return { type: 'effect.discard', booking_id: booking.id };
    case 'booking.delete':
      return { type: 'effect.delete', booking_id: booking.id, scope: command.scope, series_id: booking.seriesId };
    case 'booking.markPaid':
      return { type: 'effect.markPaid', booking_id: booking.id };
    case 'participants.mark':
      return { type: 'effect.markParticipants', booking_id: booking.id, participant_ids: markedIds(booking, command.ids, command.state), state: command.state };
    case 'booking.listForSale':
    case 'booking.withdrawFromSale':
      return { type: 'effect.setForSale', booking_id: booking.id, for_sale: command.type === 'booking.listForSale' };
  }
}

/** The booking once a command is saved. */
export function applied(booking: BookingFacts, command: BookingCommand): BookingFacts {
  switch (command.type) {
    case 'booking.cancel':
      // A cancelled match is no longer for sale.
      return { ...booking, status: 'cancelled', cancelReasonId: command.reasonId, forSale: false };
    case 'booking.reschedule':
      return { ...booking, start: command.start, end: command.end, fieldId: command.fieldId };
    case 'booking.markPaid':
      return { ...booking, payment: 'paid' };
    case 'participants.mark': {
      const ids = markedIds(booking, command.ids, command.state);
      return { ...booking, participants: booking.participants.map((p) => (ids.includes(p.id) ? { ...p, state: command.state } : p)) };
    }
    case 'booking.listForSale':
    case 'booking.withdrawFromSale':
      return { ...booking, forSale: command.type === 'booking.listForSale' };
    case 'booking.discard':
    case 'booking.delete':
      return booking;
  }
}

export type BookingDecision =
  | {
      ok: true;
      /** The API call that carries it out. */
      effect: BookingEffect;
      /** The booking once it is carried out. */
      booking: BookingFacts;
      /** How the booking went away, if it did. */
      removed: DeleteScope | 'discarded' | null;
    }
  | { ok: false; reason: BookingRefusal };

/** What may be done: the effect of `command` on this booking at `now`, or why it is refused. */
export function decideBooking(booking: BookingFacts, command: BookingCommand, now: string, reasonIds: readonly number[] = []): BookingDecision {
  const reason = commandRefusal(booking, now, command, reasonIds);
  if (reason) return { ok: false, reason };
  const removed = command.type === 'booking.discard' ? 'discarded' : command.type === 'booking.delete' ? command.scope : null;
  return { ok: true, effect: effectOf(booking, now, command), booking: applied(booking, command), removed };
}

/** The delete scopes the chooser offers for this booking. */
export function deleteScopes(booking: BookingFacts): DeleteScope[] {
  return booking.seriesId === null ? ['this'] : ['this', 'following', 'series'];
}

/**
 * "Delete all pending reservations" (SPEC §4): the ids of the bookings whose payment is pending
 * that may be deleted now (only this one each: a series' other dates are left alone).
 */
export function pendingDeletions(bookings: readonly BookingFacts[], now: string): number[] {
  return bookings.filter((b) => b.payment === 'pending' && commandRefusal(b, now, { type: 'booking.delete', scope: 'this' }) === null).map((b) => b.id);
}
