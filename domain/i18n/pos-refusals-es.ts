import type { posCardEn, posDeclinedEn, posRefusalsEn } from './pos-refusals';

/** The Spanish of ./pos-refusals.ts (a module of its own: the console loads it only when Spanish is shown). */
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

export const posDeclinedEs: Record<keyof typeof posDeclinedEn, string> = {
  insufficient_funds: 'Rechazada: fondos insuficientes',
  generic: 'La tarjeta fue rechazada',
  card_removed: 'Se retiró la tarjeta antes de terminar el pago',
};

export const posCardEs: Record<keyof typeof posCardEn, string> = {
  notAuthorized: 'La tarjeta aún no ha sido aprobada: espera al lector',
  alreadyCaptured: 'Este pago con tarjeta ya está cobrado: no se puede cancelar',
  readerBusy: 'Este lector está ocupado con otro pago',
  readerOffline: 'Este lector está desconectado',
  nothingToPay: 'El lector no está esperando una tarjeta: no se cobró nada',
  invalidNumber: 'Este número de tarjeta no es válido',
};
