import { inventoryRefusalsEn, inventoryRefusalsEs } from '../../../domain/i18n/inventory-refusals';
import { addTexts } from '../../i18n';
import { en, es } from './messages';

/** The inventory texts, with why an adjustment is refused (`inventory.refused.<code>`), added when their chunk loads (src/routing/console-screens.tsx). */
addTexts({
  en: { inventory: { ...en.inventory, refused: inventoryRefusalsEn } },
  es: { inventory: { ...es.inventory, refused: inventoryRefusalsEs } },
});
