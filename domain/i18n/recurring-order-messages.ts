import type { RecurringOrderProblem } from '../videos/recurring';

/**
 * The texts of recurring video orders' refusals (issue 18 item 7), as the API answers them
 * (`recurringOrders.*`, by Accept-Language) and the recurring order form shows them before asking.
 * `videoField.noCamera`: an order or a booking with video on a field without a camera.
 */
export const recurringOrderEn = {
  problems: {
    phone_required: 'You must add a phone number if you make order recurring.',
    weekdays_empty: 'Choose at least one weekday',
    till_before_start: 'The orders-till date must be on or after the start date',
    too_long: 'A recurring order may run at most 2 years',
    no_dates: 'No chosen weekday falls between the start and the orders-till date',
    invalid_date: 'This date does not exist',
  } satisfies Record<RecurringOrderProblem, string>,
  cancelled: 'This recurring order is already cancelled',
};

export const videoFieldEn = { noCamera: 'This field has no camera: videos cannot be recorded on it' };
