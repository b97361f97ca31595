import { addTexts } from '../../i18n';
import { en } from './messages';

/** The video screens' texts (videos, orders, order history), added when a screen that shows them loads (src/routing/console-screens.tsx): the videos' and bookings' screens. */
export const textsReady = addTexts(en, { es: () => import('./messages-es').then((m) => m.es) });
