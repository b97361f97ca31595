import type { DeclineReason } from '../../../domain/pos/types';

/**
 * The card provider behind the point of sale (issue 15; DESIGN §8 "Providers behind interfaces,
 * simulated by default"), shaped after Stripe Terminal's server-driven flow: the server creates a
 * payment intent, asks a reader to process it (the reader shows the amount and waits for a card),
 * reads where the intent stands, then captures it (or cancels it: nothing is charged). A card typed
 * in at the counter is charged at once (`chargeCard`).
 *
 * The built-in simulator (`simulated.ts`) is the default; a real provider is one more file
 * implementing this interface, chosen by CARD_PROVIDER (server/config.ts). README "Card readers"
 * says what a Stripe one takes.
 */

/** What the ledger keeps of a card: brand ("visa") and last four digits, never the number. */
export interface CardSummary {
  brand: string;
  last4: string;
}

/** Why an intent was cancelled: the operator (or the service), the reader could not be reached, nobody tapped in time. */
export type CancelReason = 'requested' | 'reader_offline' | 'timed_out';

/**
 * Where an intent stands. `waiting_for_card`: created, or on a reader waiting for a card;
 * `processing`: a card was presented; `authorized`: approved, the money is held until capture
 * (Stripe's `requires_capture`); `captured`; `declined` (final for us: a retry is a new intent);
 * `cancelled` (nothing is charged).
 */
export type IntentState =
  | { status: 'waiting_for_card' }
  | { status: 'processing' }
  | { status: 'authorized'; card: CardSummary }
  | { status: 'captured'; card: CardSummary }
  | { status: 'declined'; reason: DeclineReason }
  | { status: 'cancelled'; reason: CancelReason };

export interface Intent {
  /** The provider's id (Stripe: `pi_…`): the payment's `provider_reference`. */
  id: string;
  amount: number;
  currency: string;
  /** Ours: what the intent pays (the service's `<invoice>:<idempotency key>`). */
  reference: string;
  /** The reader it was sent to, if any. */
  readerRef: string | null;
  /** When the reader stops waiting for a card (null: no limit). */
  expiresAt: Date | null;
  state: IntentState;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  reference: string;
  expiresAt: Date | null;
}

/** A typed-in card, handed to the provider and forgotten: never stored, never logged. */
export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type ChargeResult = { status: 'captured'; id: string; card: CardSummary } | { status: 'declined'; reason: DeclineReason; card: CardSummary };

/** A refund's answer: done (the provider's refund id), or declined with why (nothing was refunded). */
export type RefundResult = { status: 'succeeded'; id: string } | { status: 'declined'; reason: DeclineReason };

export interface ReaderState {
  online: boolean;
  /** The intent the reader is showing now (waiting for a card, processing or authorized), if any. */
  intentId: string | null;
}

export interface CardProvider {
  /** The simulator: the console shows "Simulate tap" and the reader switch; `/terminal/sim_card_tap` answers. */
  readonly simulated: boolean;
  /**
   * A new intent for `amount` (manual capture). Idempotent by `reference` (Stripe's Idempotency-Key):
   * the same reference answers the intent it made first, `created: false`.
   */
  createIntent(input: CreateIntentInput): Promise<{ id: string; created: boolean }>;
  /**
   * Sends the intent to the reader, which shows the amount and waits for a card (the same intent again
   * is a no-op). Refused when the reader cannot be reached, or is busy with a card already presented.
   */
  processOnReader(readerRef: string, intentId: string): Promise<{ ok: true } | { ok: false; reason: 'offline' | 'busy' }>;
  /** The intent as it stands, or null when the provider does not know it. */
  retrieveIntent(intentId: string): Promise<Intent | null>;
  /** Captures an authorized intent (a captured one answers as it is); anything else answers its state, not captured. */
  capture(intentId: string): Promise<Intent | null>;
  /**
   * Cancels the intent and clears the reader (Stripe allows it until capture: an authorized hold is
   * released). A captured, declined or cancelled intent answers as it is.
   */
  cancel(intentId: string, reason: CancelReason): Promise<Intent | null>;
  readerState(readerRef: string): Promise<ReaderState>;
  /** Charges a typed-in card at once: authorized and captured, or declined with the reason. */
  chargeCard(card: TypedCard, amount: number, currency: string, reference: string): Promise<ChargeResult>;
  /**
   * Saves a card for later charges without the customer present (Stripe: a SetupIntent giving a
   * PaymentMethod `pm_…`): answers the provider's reference with brand and last four, or null when
   * the card is refused. The number is forgotten.
   */
  saveCard(card: TypedCard): Promise<{ ref: string; card: CardSummary } | null>;
  /**
   * Charges a saved card at once, the customer absent (Stripe: an off-session PaymentIntent
   * confirmed on the PaymentMethod). Idempotent by `reference`: the same reference answers the
   * charge it made first, and charges nothing more.
   */
  chargeSaved(cardRef: string, amount: number, currency: string, reference: string): Promise<ChargeResult>;
  /**
   * Refunds `amount` of a captured charge or intent (Stripe: a Refund of the PaymentIntent) back to
   * the card. Idempotent by `reference`: the same reference answers the refund it made first.
   * Declined (nothing refunded) when the provider refuses it: unknown or not captured, more than
   * what remains of the charge, or the card's bank refuses it.
   */
  refund(chargeId: string, amount: number, reference: string): Promise<RefundResult>;
  /**
   * The charge or intent made with our `reference` (a typed-in or saved card's charge, or an
   * intent), as it stands, or null when none was made (Stripe: search PaymentIntents by the
   * reference kept in their metadata). What the money sweep asks of a payment a crash left pending
   * before its answer was written (server/pos/sweep.ts).
   */
  findCharge(reference: string): Promise<Intent | null>;
}

/** The providers built in (CARD_PROVIDER). */
export const CARD_PROVIDERS = ['simulated'] as const;
export type CardProviderName = (typeof CARD_PROVIDERS)[number];

/** CARD_PROVIDER's value, refused unless it names a provider built in (the server does not start). */
export function cardProviderName(value: string | undefined): CardProviderName {
  const name = (value ?? '').trim() || 'simulated';
  if ((CARD_PROVIDERS as readonly string[]).includes(name)) return name as CardProviderName;
  throw new Error(
    `CARD_PROVIDER "${name}" is not available: the only card provider built in is "simulated". A real provider is one more file implementing server/pos/card/provider.ts (see README "Card readers").`,
  );
}
