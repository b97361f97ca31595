/**
 * Where a booking is paid at the counter (issue 15): the checkout, opened with the booking's
 * balance, or the shares of some of its participants (one line each). The payment is recorded
 * there, in the ledger, with its method and amount; the booking's paid and balance (and the
 * participants marked paid) follow from it.
 */
export function checkoutPath(reservationId: number, participantIds: readonly number[] = []): string {
  const query = new URLSearchParams({ reservation_id: String(reservationId) });
  for (const id of participantIds) query.append('participant_id', String(id));
  return `/views/checkout?${query.toString()}`;
}
