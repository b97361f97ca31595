/**
 * The money sweep (issue 16: server/pos/sweep.ts, run on the job queue every 10 minutes): what was
 * left half-done by a crash, a lost connection or an abandoned sale, resolved against the card
 * provider. Pure rules; the server asks them.
 *
 * - A card payment still `pending` STUCK_PENDING_MINUTES after it was written is resolved by what
 *   the provider says of its charge: captured → captured; declined → declined; cancelled → cancelled
 *   (or timed out); a reader's intent still waiting for a card, or read and never answered, or
 *   authorized and never captured by the sale → cancelled on the provider (the hold released,
 *   nothing charged) and timed out; a charge the provider does not know was never made → cancelled.
 * - A card refund still `pending` after the same time is asked again with its key (the provider
 *   refunds once) and settled succeeded or declined.
 * - An open invoice with no lines and no payments ORPHAN_INVOICE_HOURS after it was opened is voided.
 * - Running it twice changes nothing more: each item is settled under its row's lock, once.
 */

/** Minutes after which a pending card payment or refund is resolved by the sweep (a reader waits 2 minutes at most). */
export const STUCK_PENDING_MINUTES = 30;
/** Hours after which an open invoice with no lines and no payments is voided. */
export const ORPHAN_INVOICE_HOURS = 24;

/** The instant before which something written is old enough for the sweep. */
export const sweepBefore = (now: Date, minutes: number): Date => new Date(now.getTime() - minutes * 60_000);

/** What the provider says of a stuck payment's charge (null: it does not know it). */
export type StuckChargeState =
  { status: 'waiting_for_card' | 'processing' | 'authorized' } | { status: 'captured' } | { status: 'declined' } | { status: 'cancelled'; reason: 'requested' | 'reader_offline' | 'timed_out' } | null;

/** What the sweep does with a stuck pending payment: settle it as the provider says, or cancel the charge on the provider first (then timed out). */
export type StuckDecision = { settle: 'captured' | 'declined' | 'cancelled' | 'timed_out' } | { cancelOnProvider: true; settle: 'timed_out' };

export function stuckDecision(state: StuckChargeState): StuckDecision {
  if (state === null) return { settle: 'cancelled' };
  switch (state.status) {
    case 'captured':
      return { settle: 'captured' };
    case 'declined':
      return { settle: 'declined' };
    case 'cancelled':
      return { settle: state.reason === 'timed_out' ? 'timed_out' : 'cancelled' };
    default:
      // Waiting for a card, read and never answered, or authorized and never captured: abandoned.
      return { cancelOnProvider: true, settle: 'timed_out' };
  }
}
