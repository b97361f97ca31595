import { addTexts } from '../../i18n';
import { en, es } from './recurring-messages';

/** Recurring orders' texts, added when their chunk loads (src/routing/console-screens.tsx). */
addTexts({ en, es });
