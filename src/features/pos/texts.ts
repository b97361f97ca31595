import { posDeclinedEn, posDeclinedEs, posRefusalsEn, posRefusalsEs } from '../../../domain/i18n/pos-refusals';
import { addTexts } from '../../i18n';
import { en as reservation, es as reserva } from '../bookings/reservation-messages';
import { en, es } from './messages';

/**
 * The checkout screens' texts, why a sale is refused or a card declined (`pos.refused.*`,
 * `pos.declined.*`), and the reservation texts the bookings' contact picker speaks, added when
 * their chunk loads (src/routing/console-screens.tsx).
 */
addTexts({
  en: { ...reservation, ...en, pos: { refused: posRefusalsEn, declined: posDeclinedEn } },
  es: { ...reserva, ...es, pos: { refused: posRefusalsEs, declined: posDeclinedEs } },
});
