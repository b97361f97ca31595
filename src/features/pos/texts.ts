import { posDeclinedEn, posRefusalsEn } from '../../../domain/i18n/pos-refusals';
import { addTexts } from '../../i18n';
import { en as reservation } from '../bookings/reservation-messages';
import { en } from './messages';

/**
 * The checkout screens' texts, why a sale is refused or a card declined (`pos.refused.*`,
 * `pos.declined.*`), and the reservation texts the bookings' contact picker speaks, added when
 * their chunk loads (src/routing/console-screens.tsx); the Spanish is ./texts-es.ts.
 */
export const textsReady = addTexts({ ...reservation, ...en, pos: { refused: posRefusalsEn, declined: posDeclinedEn } }, { es: () => import('./texts-es').then((m) => m.es) });
