import type { bookingHoursEn, bookingRefusalsEn } from './booking-refusals';

/** The Spanish of ./booking-refusals.ts (a module of its own: the console loads it only when Spanish is shown). */
export const bookingRefusalsEs: Record<keyof typeof bookingRefusalsEn, string> = {
  not_loaded: 'No se pudo cargar esta reserva',
  booking_cancelled: 'Esta reserva ya está cancelada',
  booking_ended: 'Esta reserva ya ha terminado',
  booking_started: 'Esta reserva ya ha empezado',
  booking_not_started: 'Esta reserva aún no ha empezado',
  payment_made: 'Esta reserva tiene un pago: cancélala en su lugar',
  already_paid: 'Esta reserva ya está pagada',
  reason_unknown: 'Elige uno de los motivos de cancelación',
  refund_amount_invalid: 'Un reembolso parcial es mayor que cero y como mucho el precio pagado de la reserva (la tarifa de servicio no se reembolsa)',
  refund_note_required: 'Indica por qué este reembolso difiere de la política de cancelación',
  invalid_range: 'El fin debe ser posterior al inicio',
  start_in_past: 'La nueva hora ya ha pasado',
  paid_duration_fixed: 'Una reserva pagada mantiene su duración',
  duration_not_allowed: 'Esta duración no se ofrece',
  scope_needs_series: 'Solo una reserva recurrente tiene fechas siguientes o una serie',
  no_participants: 'Elige al menos un participante',
  participant_unknown: 'Este participante no está en la reserva',
  nothing_to_change: 'No hay nada que cambiar',
  not_a_match: 'Solo un partido se puede poner a la venta',
  match_full: 'Este partido está completo: no tiene plazas libres que vender',
  blocked_time: 'Un bloqueo se edita o se quita; no se cancela ni se paga',
  not_allowed: 'Esto no es posible para esta reserva',
};

export const bookingHoursEs: typeof bookingHoursEn = {
  invalid_range: 'El fin debe ser posterior al inicio',
  start_in_past: 'Una reserva no puede empezar en el pasado',
  duration_not_allowed: 'Esta duración no se ofrece',
  field_closed: '{{field}} está cerrada $t(bookings.hours.days.{{weekday}})',
  outside_hours: '{{field}} abre de {{open}} a {{close}} $t(bookings.hours.days.{{weekday}})',
  days: { 0: 'los lunes', 1: 'los martes', 2: 'los miércoles', 3: 'los jueves', 4: 'los viernes', 5: 'los sábados', 6: 'los domingos' },
};
