import { posDeclinedEn, posRefusalsEn } from '../../../domain/i18n/pos-refusals';
import { addTexts } from '../../i18n';
import { en } from './messages';

/**
 * The checkout screens' texts, why a sale is refused or a card declined (`pos.refused.*`,
 * `pos.declined.*`), added when their chunk loads (src/routing/console-screens.tsx); the Spanish is ./texts-es.ts.
 */
export const textsReady = addTexts({ ...en, pos: { refused: posRefusalsEn, declined: posDeclinedEn } }, { es: () => import('./texts-es').then((m) => m.es) });
