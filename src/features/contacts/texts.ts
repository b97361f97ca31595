import { addTexts } from '../../i18n';
import { en, es } from './messages';

/** The contact page's texts, added when its chunk loads (src/routing/console-screens.tsx). */
addTexts({ en, es });
