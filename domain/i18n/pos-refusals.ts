/**
 * Why a sale at the counter is refused (domain/pos/types.ts `PosRefusalCode`) and why a card was
 * declined (`DeclineReason`): the API answers with these (`pos.refused.<code>`,
 * `pos.declined.<reason>`) and the checkout screens show them. `out_of_stock` names the product
 * and the units left (`{{product}}`, `{{left}}`: the refusal's own fields).
 * Their own file, so the console's checkout chunk carries them and nothing else of the API's texts.
 */
import type { DeclineReason, PosRefusalCode } from '../pos/types';

export const posRefusalsEn = {
  not_loaded: 'The point of sale is not ready yet',
  cart_empty: 'The cart is empty: add something to sell',
  cart_not_empty: 'Finish or keep the current sale before opening a tab',
  too_many_lines: 'This sale has too many lines',
  line_unknown: 'This line is not in the cart',
  already_in_cart: 'This is already in the cart',
  quantity_not_positive: 'The quantity must be at least 1',
  quantity_not_whole: 'The quantity must be a whole number',
  quantity_too_large: 'This quantity is too large',
  out_of_stock: '{{product}}: only {{left}} left in stock',
  description_required: 'Describe what this amount is for',
  amount_not_positive: 'The amount must be greater than zero',
  amount_not_whole: 'The amount must be in whole cents',
  amount_too_large: 'This amount is too large',
  nothing_owed: 'Nothing is owed on this',
  video_not_pending: 'A video order of this sale was already paid or cancelled elsewhere: remove it from the sale',
  tip_negative: 'The tip cannot be below zero',
  tip_locked: 'The tip cannot change once a payment is made',
  cash_short: 'The cash tendered is less than the amount due',
  over_payment: 'This is more than what remains to be paid',
  invoice_paid: 'This sale is already paid',
  invoice_void: 'This sale was voided',
  card_not_enabled: 'Card payments are not enabled at this facility',
  reader_unknown: 'This card reader is not one of this facility',
  method_unknown: 'This payment method is not one of this facility',
  tab_name_required: 'Give the tab a name',
  payment_made: 'This sale has a payment: its cart cannot change',
  contact_required: 'Attach a contact to send the receipt',
  payment_in_progress: 'A card payment of this sale is in progress: finish or cancel it first',
  payment_not_captured: 'This payment took no money: there is nothing to refund',
  over_refund: 'This is more than what remains to refund of this payment',
  nothing_to_refund: 'This payment was refunded in full already',
  refund_declined: 'The card provider declined the refund: nothing was refunded',
  return_line_unknown: 'Only products of this sale can be returned',
  return_over_sold: 'More units than this sale sold and has not returned yet',
} satisfies Record<PosRefusalCode, string>;

/** Why the card was declined (`pos.declined.<reason>`). */
export const posDeclinedEn = {
  insufficient_funds: 'Declined: insufficient funds',
  generic: 'The card was declined',
  card_removed: 'The card was removed before the payment finished',
} satisfies Record<DeclineReason, string>;

/** The card side's answers (`pos.card.<text>`): reader payments, simulated taps, typed-in cards. */
export const posCardEn = {
  notAuthorized: 'The card has not been approved yet: wait for the reader',
  alreadyCaptured: 'This card payment is already captured: it cannot be cancelled',
  readerBusy: 'This reader is busy with another payment',
  readerOffline: 'This reader is offline',
  nothingToPay: 'The reader is not waiting for a card: nothing was charged',
  invalidNumber: 'This card number is not valid',
};
