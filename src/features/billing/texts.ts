import { posDeclinedEn, posDeclinedEs } from '../../../domain/i18n/pos-refusals';
import { addTexts } from '../../i18n';

/** Why the card provider declined a statement's charge (`pos.declined.<reason>`), added when the billing view's chunk loads. */
addTexts({
  en: { pos: { declined: posDeclinedEn } },
  es: { pos: { declined: posDeclinedEs } },
});
