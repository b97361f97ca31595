import type { AdjustmentKind, AdjustmentReason, MovementKind } from '../../../domain/inventory/rules';

/** Texts of the inventory screens (view 29), added with their chunk (./texts.ts). */
const reasonsEn = { damaged: 'Damaged', expired: 'Expired', lost: 'Lost', count_correction: 'Count correction' } satisfies Record<AdjustmentReason, string>;
const kindsEn = { count: 'Count', receipt: 'Receipt of goods' } satisfies Record<AdjustmentKind, string>;
const movementsEn = { sale: 'Sale', void: 'Sale voided', refund: 'Refund', adjustment: 'Adjustment', receipt: 'Receipt of goods', initial: 'Initial stock' } satisfies Record<MovementKind, string>;

export const en = {
  inventory: {
    reasons: reasonsEn,
    kinds: kindsEn,
    movements: movementsEn,
    sheet: {
      title: 'Count sheet',
      search: 'Search or scan a barcode',
      searchHint: 'Enter jumps to the product with that code',
      category: 'Category',
      allCategories: 'All categories',
      product: 'Product',
      system: 'System stock',
      counted: 'Counted stock',
      received: 'Units received',
      difference: 'Difference',
      reason: 'Reason',
      chooseReason: 'Choose a reason',
      cost: 'Cost',
      observation: 'Observation',
      attachment: 'Attachment (photo or PDF of the count)',
      save: 'Save adjustment',
      saved: 'Adjustment saved',
      noCode: 'No product with the code {{code}}',
      empty: 'No products match.',
      changed_one: '{{count}} product changed',
      changed_other: '{{count}} products changed',
      total: 'Total cost',
      attachmentFailed: 'The adjustment was saved; its attachment was not: {{message}}',
    },
    list: {
      filters: 'Filter the adjustments',
      from: 'From',
      to: 'To',
      reason: 'Reason',
      allReasons: 'All reasons',
      kind: 'Kind',
      allKinds: 'All kinds',
      newCount: 'New count',
      empty: 'No adjustments match these filters.',
      table: 'Adjustments',
      id: 'Id',
      creator: 'Created by',
      date: 'Date',
      cost: 'Cost',
      items: 'Items',
    },
    journal: { title_one: 'Stock movements ({{count}})', title_other: 'Stock movements ({{count}})', table: 'Stock movements', quantity: 'Units', who: 'By' },
    detail: {
      title: 'Adjustment #{{id}}',
      back: 'Back to the list',
      attachment: 'Open the attachment',
      noObservation: 'No observation',
    },
  },
};
