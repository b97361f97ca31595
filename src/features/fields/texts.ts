import { addTexts } from '../../i18n';
import { en, es } from './messages';

/** The field QR panel's texts, added when the field's form chunk loads (src/routing/console-screens.tsx). */
addTexts({ en, es });
