import { posDeclinedEn, posDeclinedEs, posRefusalsEn, posRefusalsEs } from '../../../domain/i18n/pos-refusals';
import { addTexts } from '../../i18n';
import { en, es } from './payments-messages';

/**
 * The POS payments, receipt and readers texts, with why a card was declined (`pos.declined.<reason>`)
 * and why a refund is refused (`pos.refused.<code>`), added when their chunk loads (src/routing/console-screens.tsx).
 */
addTexts({
  en: { ...en, pos: { declined: posDeclinedEn, refused: posRefusalsEn } },
  es: { ...es, pos: { declined: posDeclinedEs, refused: posRefusalsEs } },
});
