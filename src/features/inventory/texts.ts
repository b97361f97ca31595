import { inventoryRefusalsEn } from '../../../domain/i18n/inventory-refusals';
import { addTexts } from '../../i18n';
import { en } from './messages';

/** The inventory texts, with why an adjustment is refused (`inventory.refused.<code>`), added when their chunk loads (src/routing/console-screens.tsx); the Spanish is ./texts-es.ts. */
export const textsReady = addTexts({ inventory: { ...en.inventory, refused: inventoryRefusalsEn } }, { es: () => import('./texts-es').then((m) => m.es) });
