/**
 * Why an inventory adjustment is refused (domain/inventory/rules.ts `InventoryRefusalCode`): the API
 * answers with these (`inventory.refused.<code>`) and the count sheet shows them. The first three
 * are SPEC §5's, word for word.
 */
import type { InventoryRefusalCode } from '../inventory/rules';

export const inventoryRefusalsEn = {
  nothing_to_save: 'No adjustments to save',
  reasons_missing: 'Select reasons to save',
  no_settings: 'There are no settings to save',
  counted_negative: 'The counted stock cannot be below zero',
  counted_not_whole: 'The counted stock must be a whole number of units',
  quantity_not_positive: 'The units received must be at least 1',
  reason_unknown: 'This reason is not one of the list',
  product_not_here: 'This product is not one of this facility',
  duplicate_product: 'A product appears twice in this adjustment',
  too_many_lines: 'This adjustment has too many lines',
  invalid_attachment: 'Choose an image (PNG, JPEG, WebP, GIF) or a PDF of at most 2 MB',
} satisfies Record<InventoryRefusalCode, string>;
