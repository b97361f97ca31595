import { inventoryRefusalsEs } from '../../../domain/i18n/inventory-refusals-es';
import { es as messages } from './messages-es';

/** The inventory texts in Spanish (./texts.ts), loaded when Spanish is shown. */
export const es = { inventory: { ...messages.inventory, refused: inventoryRefusalsEs } };
