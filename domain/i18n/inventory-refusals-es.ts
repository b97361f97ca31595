import type { inventoryRefusalsEn } from './inventory-refusals';

/** The Spanish of ./inventory-refusals.ts (a module of its own: the console loads it only when Spanish is shown). */
export const inventoryRefusalsEs: Record<keyof typeof inventoryRefusalsEn, string> = {
  nothing_to_save: 'No hay ajustes que guardar',
  reasons_missing: 'Selecciona los motivos para guardar',
  no_settings: 'No hay configuración que guardar',
  counted_negative: 'El stock contado no puede ser menor que cero',
  counted_not_whole: 'El stock contado debe ser un número entero de unidades',
  quantity_not_positive: 'Las unidades recibidas deben ser al menos 1',
  reason_unknown: 'Este motivo no es uno de la lista',
  product_not_here: 'Este producto no es de esta instalación',
  duplicate_product: 'Un producto aparece dos veces en este ajuste',
  too_many_lines: 'Este ajuste tiene demasiadas líneas',
  invalid_attachment: 'Elige una imagen (PNG, JPEG, WebP, GIF) o un PDF de como máximo 2 MB',
};
