import { bookingHoursEn, bookingHoursEs, bookingRefusalsEn, bookingRefusalsEs } from '../../../domain/i18n/booking-refusals';
import { addTexts } from '../../i18n';
import { en as schedule, es as horario } from './messages';
import { en as reservation, es as reserva } from './reservation-messages';
import { en as series, es as series_es } from './series-messages';

/** The booking screens' texts (schedule, reservations, series, and why the booking machine refuses), added when their chunk loads (src/routing/console-screens.tsx). */
addTexts({
  en: { ...schedule, ...reservation, ...series, bookings: { refused: bookingRefusalsEn, hours: bookingHoursEn } },
  es: { ...horario, ...reserva, ...series_es, bookings: { refused: bookingRefusalsEs, hours: bookingHoursEs } },
});
