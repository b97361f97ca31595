import type { recurringOrderEn, videoFieldEn } from './recurring-order-messages';

/** The Spanish of ./recurring-order-messages.ts (a module of its own: the console loads it only when Spanish is shown). */
export const recurringOrderEs: typeof recurringOrderEn = {
  problems: {
    phone_required: 'Debes añadir un número de teléfono si haces el pedido recurrente.',
    weekdays_empty: 'Elige al menos un día de la semana',
    till_before_start: 'La fecha "pedidos hasta" debe ser igual o posterior a la de inicio',
    too_long: 'Un pedido recurrente puede durar como máximo 2 años',
    no_dates: 'Ningún día elegido cae entre el inicio y la fecha "pedidos hasta"',
    invalid_date: 'Esta fecha no existe',
  },
  cancelled: 'Este pedido recurrente ya está cancelado',
};

export const videoFieldEs: typeof videoFieldEn = { noCamera: 'Esta pista no tiene cámara: no se pueden grabar vídeos en ella' };
