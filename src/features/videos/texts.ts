import { addTexts } from '../../i18n';
import { en, es } from './messages';

/** The video screens' texts (videos, orders, order history), added when a screen that shows them loads (src/routing/console-screens.tsx): the videos' and bookings' screens. */
addTexts({ en, es });
