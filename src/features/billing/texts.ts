import { posDeclinedEn } from '../../../domain/i18n/pos-refusals';
import { addTexts } from '../../i18n';

/** Why the card provider declined a statement's charge (`pos.declined.<reason>`), added when the billing view's chunk loads (src/routing/console-screens.tsx). */
export const textsReady = addTexts({ pos: { declined: posDeclinedEn } }, { es: () => import('../../../domain/i18n/pos-refusals-es').then((m) => ({ pos: { declined: m.posDeclinedEs } })) });
