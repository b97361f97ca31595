import type { Reservation } from './reservation';
import { paidAmounts } from './refund';
import { participantStateOf } from './types';
import type { BookingFacts } from './rules';

/**
 * A booking as the API answers it (and its participants' marks), as the booking rules see it: the console asks the rules (and its machine)
 * what it may offer (and what a cancellation refunds) from the same facts the server decides on.
 */
export function bookingFacts(
  booking: Pick<
    Reservation,
    'id' | 'type' | 'status' | 'payment_state' | 'start_at' | 'end_at' | 'field_id' | 'series_id' | 'max_players' | 'for_sale' | 'amount_cents' | 'amount_paid_cents' | 'service_fee_cents'
  >,
  participants: readonly { id: number; paid: boolean; not_going: boolean; no_show: boolean }[] = [],
  cancelReasonId: number | null = null,
  /** What refunds still pending on its payments will take off its paid amount (the server knows; `paidAmounts`). */
  pendingRefunds = 0,
): BookingFacts {
  return {
    id: booking.id,
    status: booking.status as BookingFacts['status'],
    payment: booking.payment_state as BookingFacts['payment'],
    start: booking.start_at,
    end: booking.end_at,
    fieldId: booking.field_id,
    seriesId: booking.series_id,
    participants: participants.map((p) => ({ id: p.id, state: participantStateOf(p) })),
    paid: paidAmounts(booking.amount_cents, booking.amount_paid_cents, booking.service_fee_cents, pendingRefunds),
    cancelReasonId,
    type: booking.type,
    maxPlayers: booking.max_players,
    forSale: booking.for_sale,
  };
}
