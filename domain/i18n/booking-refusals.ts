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
