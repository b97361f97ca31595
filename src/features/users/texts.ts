import { addTexts } from '../../i18n';
import { en } from './messages';

/** The console user form's own texts, added when its chunk loads (src/routing/console-screens.tsx). */
export const textsReady = addTexts(en, { es: () => import('./messages-es').then((m) => m.es) });
