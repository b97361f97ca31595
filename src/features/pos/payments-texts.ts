import { posDeclinedEn, posRefusalsEn } from '../../../domain/i18n/pos-refusals';
import { addTexts } from '../../i18n';
import { en } from './payments-messages';

/**
 * The POS payments, receipt and readers texts, with why a card was declined (`pos.declined.<reason>`)
 * and why a refund is refused (`pos.refused.<code>`), added when their chunk loads (src/routing/console-screens.tsx);
 * the Spanish is ./payments-texts-es.ts.
 */
export const textsReady = addTexts({ ...en, pos: { declined: posDeclinedEn, refused: posRefusalsEn } }, { es: () => import('./payments-texts-es').then((m) => m.es) });
