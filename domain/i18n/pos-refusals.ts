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

export const posRefusalsEs: Record<keyof typeof posRefusalsEn, string> = {
  not_loaded: 'El punto de venta aún no está listo',
  cart_empty: 'El carrito está vacío: añade algo que vender',
  cart_not_empty: 'Termina o guarda la venta actual antes de abrir una cuenta',
  too_many_lines: 'Esta venta tiene demasiadas líneas',
  line_unknown: 'Esta línea no está en el carrito',
  already_in_cart: 'Esto ya está en el carrito',
  quantity_not_positive: 'La cantidad debe ser al menos 1',
  quantity_not_whole: 'La cantidad debe ser un número entero',
  quantity_too_large: 'Esta cantidad es demasiado grande',
  out_of_stock: '{{product}}: solo hay {{left}} en stock',
  description_required: 'Describe a qué corresponde este importe',
  amount_not_positive: 'El importe debe ser mayor que cero',
  amount_not_whole: 'El importe debe ser en céntimos enteros',
  amount_too_large: 'Este importe es demasiado grande',
  nothing_owed: 'No hay nada pendiente de pago en esto',
  video_not_pending: 'Un pedido de vídeo de esta venta ya se pagó o se canceló en otra parte: quítalo de la venta',
  tip_negative: 'La propina no puede ser negativa',
  tip_locked: 'La propina no puede cambiar una vez hecho un pago',
  cash_short: 'El efectivo entregado es menor que el importe a pagar',
  over_payment: 'Esto es más de lo que queda por pagar',
  invoice_paid: 'Esta venta ya está pagada',
  invoice_void: 'Esta venta fue anulada',
  card_not_enabled: 'Los pagos con tarjeta no están activados en esta instalación',
  reader_unknown: 'Este lector de tarjetas no es de esta instalación',
  method_unknown: 'Este método de pago no es de esta instalación',
  tab_name_required: 'Ponle un nombre a la cuenta',
  payment_made: 'Esta venta tiene un pago: su carrito no puede cambiar',
  contact_required: 'Asocia un contacto para enviar el recibo',
  payment_in_progress: 'Hay un pago con tarjeta de esta venta en curso: termínalo o cancélalo antes',
  payment_not_captured: 'Este pago no cobró dinero: no hay nada que reembolsar',
  over_refund: 'Esto es más de lo que queda por reembolsar de este pago',
  nothing_to_refund: 'Este pago ya se reembolsó por completo',
  refund_declined: 'El proveedor de tarjetas rechazó el reembolso: no se reembolsó nada',
  return_line_unknown: 'Solo se pueden devolver productos de esta venta',
  return_over_sold: 'Más unidades de las que esta venta vendió y aún no se devolvieron',
};

/** Why the card was declined (`pos.declined.<reason>`). */
export const posDeclinedEn = {
  insufficient_funds: 'Declined: insufficient funds',
  generic: 'The card was declined',
  card_removed: 'The card was removed before the payment finished',
} satisfies Record<DeclineReason, string>;

export const posDeclinedEs: Record<keyof typeof posDeclinedEn, string> = {
  insufficient_funds: 'Rechazada: fondos insuficientes',
  generic: 'La tarjeta fue rechazada',
  card_removed: 'Se retiró la tarjeta antes de terminar el pago',
};

/** The card side's answers (`pos.card.<text>`): reader payments, simulated taps, typed-in cards. */
export const posCardEn = {
  notAuthorized: 'The card has not been approved yet: wait for the reader',
  alreadyCaptured: 'This card payment is already captured: it cannot be cancelled',
  readerBusy: 'This reader is busy with another payment',
  readerOffline: 'This reader is offline',
  nothingToPay: 'The reader is not waiting for a card: nothing was charged',
  invalidNumber: 'This card number is not valid',
};

export const posCardEs: Record<keyof typeof posCardEn, string> = {
  notAuthorized: 'La tarjeta aún no ha sido aprobada: espera al lector',
  alreadyCaptured: 'Este pago con tarjeta ya está cobrado: no se puede cancelar',
  readerBusy: 'Este lector está ocupado con otro pago',
  readerOffline: 'Este lector está desconectado',
  nothingToPay: 'El lector no está esperando una tarjeta: no se cobró nada',
  invalidNumber: 'Este número de tarjeta no es válido',
};
