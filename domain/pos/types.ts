/**
 * The words of a sale at the counter (issue 15, SPEC §3 "Checkout / POS invoice"): payment methods,
 * the statuses of invoices, payments and card readers, the limits every amount is held to, and the
 * refusals the rules answer with. Amounts are integer cents (domain/money.ts).
 *
 * The rules themselves: `totals.ts` (lines, tax, fees, tip, total), `cart.ts` (what may be put in
 * the cart) and `tender.ts` (payments, split tender, cash and change). The server's ledger asks the
 * same functions before it writes, and `machines/checkout.machine.ts` guards its transitions with
 * them, so the console offers what the API accepts.
 */

/** The largest amount of one line, one payment, a tip, a cash tender or a sale: 100 000.00. */
export const MAX_SALE_CENTS = 10_000_000;

/** The most units of one product on one line. */
export const MAX_QUANTITY = 999;

/** The most lines a cart holds. */
export const MAX_LINES = 200;

/** The tip presets the payment step offers, in percent of the amount due. */
export const TIP_PRESETS = [0, 10, 15, 20] as const;
export type TipPreset = (typeof TIP_PRESETS)[number];

/**
 * A tip as the operator chose it: a preset percent of the amount due, or an amount in cents.
 * `percent` is one of `TIP_PRESETS` at the counter; the rules accept any percent in [0, 100].
 */
export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number };

export const NO_TIP: TipChoice = Object.freeze({ kind: 'percent', percent: 0 });

/** The kinds of payment method (SPEC §3: reader, cash, manual, others), and `online`: paid by an app user in the app (issue 16). */
export const PAYMENT_METHOD_KINDS = ['reader', 'cash', 'manual_card', 'onsite', 'online'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * How a payment is taken: a card reader of the facility (by id), cash, a card typed in by hand, or
 * one of the facility's onsite payment methods (by id: domain/resources/onsite-payment-methods.ts).
 */
export type PaymentMethod = { kind: 'reader'; readerId: number } | { kind: 'cash' } | { kind: 'manual_card' } | { kind: 'onsite'; methodId: number };

/** A card is charged (through the card provider): needs the facility's online payments; refunds go back through the provider. */
export const isCardKind = (kind: string): boolean => kind === 'reader' || kind === 'manual_card' || kind === 'online';

/** A card is charged (through the card provider): needs the facility's online payments. */
export const isCardMethod = (method: PaymentMethod): boolean => isCardKind(method.kind);

/** An invoice: open (a cart being paid, or a tab kept under a name), paid (nothing remains), void (thrown away, nothing charged). */
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * A payment in the ledger: pending (asked for, the reader has not answered), captured (the money is
 * taken: the only status that counts towards what was paid), declined, cancelled (by the
 * operator), timed_out (the reader never answered: nothing was charged).
 */
export const PAYMENT_STATUSES = ['pending', 'captured', 'declined', 'cancelled', 'timed_out'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where a payment by card reader stands (Stripe Terminal's server-driven flow): the intent is being
 * created, the reader shows the amount and waits for the card, the card is being processed, then
 * captured, declined, cancelled by the operator, or the reader is offline or never answered.
 */
export const READER_STATUSES = ['creating_intent', 'waiting_for_card', 'processing', 'captured', 'declined', 'cancelled', 'offline', 'timed_out'] as const;
export type ReaderStatus = (typeof READER_STATUSES)[number];

/** Why a card was declined (the simulated provider's cases; a real provider's other reasons map to `generic`). */
export const DECLINE_REASONS = ['insufficient_funds', 'generic', 'card_removed'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Why a change of the sale is refused: codes, translated in domain/i18n/pos-refusals.ts (`pos.refused.<code>`). */
export type PosRefusalCode =
  /** The facility's sale facts have not been given yet. */
  | 'not_loaded'
  | 'cart_empty'
  /** A tab is resumed into an empty cart only. */
  | 'cart_not_empty'
  | 'too_many_lines'
  | 'line_unknown'
  /** The same booking balance, participant's share or video order is in the cart already. */
  | 'already_in_cart'
  | 'quantity_not_positive'
  | 'quantity_not_whole'
  | 'quantity_too_large'
  /** More units than the stock holds: names the product and what is left. */
  | 'out_of_stock'
  | 'description_required'
  | 'amount_not_positive'
  | 'amount_not_whole'
  | 'amount_too_large'
  /** A booking's balance or a share with nothing owed. */
  | 'nothing_owed'
  /** A video order of the sale was paid (or cancelled) meanwhile, on another sale. */
  | 'video_not_pending'
  | 'tip_negative'
  /** The tip is chosen before the first payment. */
  | 'tip_locked'
  | 'cash_short'
  /** A payment above what remains to be paid. */
  | 'over_payment'
  | 'invoice_paid'
  | 'invoice_void'
  /** A card payment at a facility whose online payments are not enabled. */
  | 'card_not_enabled'
  | 'reader_unknown'
  | 'method_unknown'
  | 'tab_name_required'
  /** The cart of a sale with a payment is not changed any more. */
  | 'payment_made'
  /** A receipt by e-mail goes to the sale's contact. */
  | 'contact_required'
  /** A card payment of the sale is still pending (on a reader): its amount is held until it ends. */
  | 'payment_in_progress'
  /** A refund of a payment that took no money (pending, declined, cancelled, timed out). */
  | 'payment_not_captured'
  /** A refund above what remains to refund of the payment (its amount less non-refundable fees and earlier refunds). */
  | 'over_refund'
  /** Everything refundable of the payment was refunded already. */
  | 'nothing_to_refund'
  /** The card provider declined the refund: nothing was refunded. */
  | 'refund_declined'
  /** Units brought back on a line that is not one of the sale's products. */
  | 'return_line_unknown'
  /** More units of a line than it sold less those refunds took back already. */
  | 'return_over_sold';

/** A refusal: its code, and for `out_of_stock` the product and the units left (the text names them). */
export interface PosRefusal {
  code: PosRefusalCode;
  product?: string;
  left?: number;
}

/** A rule's answer: the new value, or why not. */
export type PosResult<T> = { ok: true; value: T } | { ok: false; refusal: PosRefusal };

export const refused = (code: PosRefusalCode, extra: Omit<PosRefusal, 'code'> = {}): { ok: false; refusal: PosRefusal } => ({ ok: false, refusal: { code, ...extra } });
export const accepted = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** Why `amount` is not an amount a sale takes (whole cents in (0, MAX_SALE_CENTS]; `zero` allows 0), or null. */
export function amountRefusal(amount: number, zero = false): PosRefusalCode | null {
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) return 'amount_not_whole';
  if (amount < 0 || (amount === 0 && !zero)) return 'amount_not_positive';
  return amount > MAX_SALE_CENTS ? 'amount_too_large' : null;
}

/**
 * The translation key and parameters of a refusal (`pos.refused.<code>`, domain/i18n/pos-refusals.ts):
 * the API answers with the text, the screens show it.
 */
export function posRefusalText(refusal: PosRefusal): { key: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  if (refusal.product !== undefined) params.product = refusal.product;
  if (refusal.left !== undefined) params.left = refusal.left;
  return { key: `pos.refused.${refusal.code}`, params };
}

/** The translation key of a decline reason (`pos.declined.<reason>`). */
export const declineText = (reason: DeclineReason): string => `pos.declined.${reason}`;
