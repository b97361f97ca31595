import { addTexts } from '../../i18n';
import { en } from './messages';

/** The field QR panel's texts, added when the field's form chunk loads (src/routing/console-screens.tsx). */
export const textsReady = addTexts(en, { es: () => import('./messages-es').then((m) => m.es) });
