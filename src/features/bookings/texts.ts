import { bookingHoursEn, bookingRefusalsEn } from '../../../domain/i18n/booking-refusals';
import { addTexts } from '../../i18n';
import { en as schedule } from './messages';
import { en as reservation } from './reservation-messages';
import { en as series } from './series-messages';

/** The booking screens' texts (schedule, reservations, series, and why the booking machine refuses), added when their chunk loads (src/routing/console-screens.tsx); the Spanish is ./texts-es.ts. */
export const textsReady = addTexts({ ...schedule, ...reservation, ...series, bookings: { refused: bookingRefusalsEn, hours: bookingHoursEn } }, { es: () => import('./texts-es').then((m) => m.es) });
