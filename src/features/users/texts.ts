import { addTexts } from '../../i18n';
import { en, es } from './messages';

/** The console user form's own texts, added when its chunk loads (src/routing/console-screens.tsx). */
addTexts({ en, es });
