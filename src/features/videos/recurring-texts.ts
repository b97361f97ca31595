import { addTexts } from '../../i18n';
import { en } from './recurring-messages';

/** Recurring orders' texts, added when their chunk loads (src/routing/console-screens.tsx). */
export const textsReady = addTexts(en, { es: () => import('./recurring-messages-es').then((m) => m.es) });
