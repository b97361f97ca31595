import { bookingHoursEs, bookingRefusalsEs } from '../../../domain/i18n/booking-refusals-es';
import { es as horario } from './messages-es';
import { es as reserva } from './reservation-messages-es';
import { es as series } from './series-messages-es';

/** The booking screens' texts in Spanish (./texts.ts), loaded when Spanish is shown. */
export const es = { ...horario, ...reserva, ...series, bookings: { refused: bookingRefusalsEs, hours: bookingHoursEs } };
