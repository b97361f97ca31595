/**
 * Where a booking is paid at the counter (issue 15): the checkout, opened with the booking's
 * balance, or one participant's share. The payment is recorded there, in the ledger, with its
 * method and amount; the booking's paid and balance follow from it.
 */
export function checkoutPath(reservationId: number, participantId?: number): string {
  const query = new URLSearchParams({ reservation_id: String(reservationId) });
  if (participantId !== undefined) query.set('participant_id', String(participantId));
  return `/views/checkout?${query.toString()}`;
}
