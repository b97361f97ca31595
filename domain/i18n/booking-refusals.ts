/**
 * Why the booking machine refused (machines/booking.machine.ts `BookingRefusal`): the API answers
 * with these (E409 `bookings.refused.<code>`) and the booking screens show them before asking.
 * Their own file, so the console's booking chunk carries them and nothing else of the API's texts.
 */
export const bookingRefusalsEn = {
  not_loaded: 'This booking could not be loaded',
  booking_cancelled: 'This booking is already cancelled',
  booking_ended: 'This booking has already ended',
  booking_started: 'This booking has already started',
  booking_not_started: 'This booking has not started yet',
  payment_made: 'This booking has a payment: cancel it instead',
  already_paid: 'This booking is already paid',
  reason_unknown: 'Choose one of the cancellation reasons',
  refund_amount_invalid: 'A partial refund is more than zero and at most the booking price paid (the service fee is not refunded)',
  refund_note_required: 'Say why this refund differs from the cancellation policy',
  invalid_range: 'The end must be after the start',
  start_in_past: 'The new time is in the past',
  paid_duration_fixed: 'A paid booking keeps its duration',
  duration_not_allowed: 'This duration is not offered',
  scope_needs_series: 'Only a recurring booking has following dates or a series',
  no_participants: 'Choose at least one participant',
  participant_unknown: 'This participant is not in the booking',
  nothing_to_change: 'There is nothing to change',
  not_a_match: 'Only a match can be listed for sale',
  match_full: 'This match is full: it has no free places to sell',
  blocked_time: 'A blocked time is edited or removed, not cancelled or paid',
  not_allowed: 'This is not possible for this booking',
};

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

/**
 * Why a booking's time is refused (domain/bookings/opening-hours.ts `TimeRefusal`): the API answers
 * E400 with these (`bookings.hours.<code>`, see `timeRefusalText`) and the booking screens show them.
 */
export const bookingHoursEn = {
  invalid_range: 'The end must be after the start',
  start_in_past: 'A booking cannot start in the past',
  duration_not_allowed: 'This duration is not offered',
  field_closed: '{{field}} is closed on $t(bookings.hours.days.{{weekday}})',
  outside_hours: '{{field}} is open {{open}}–{{close}} on $t(bookings.hours.days.{{weekday}})',
  days: { 0: 'Mondays', 1: 'Tuesdays', 2: 'Wednesdays', 3: 'Thursdays', 4: 'Fridays', 5: 'Saturdays', 6: 'Sundays' },
};

export const bookingHoursEs: typeof bookingHoursEn = {
  invalid_range: 'El fin debe ser posterior al inicio',
  start_in_past: 'Una reserva no puede empezar en el pasado',
  duration_not_allowed: 'Esta duración no se ofrece',
  field_closed: '{{field}} está cerrada $t(bookings.hours.days.{{weekday}})',
  outside_hours: '{{field}} abre de {{open}} a {{close}} $t(bookings.hours.days.{{weekday}})',
  days: { 0: 'los lunes', 1: 'los martes', 2: 'los miércoles', 3: 'los jueves', 4: 'los viernes', 5: 'los sábados', 6: 'los domingos' },
};
