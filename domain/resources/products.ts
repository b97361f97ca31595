import { defineResource } from './resource';

/** Where a product is sold: on its own, or also added to bookings (SPEC §3 Product). */
export const PRODUCT_VISIBILITY = ['individual', 'both'] as const;

/** Products a facility sells at the counter (SPEC §3 Product, view 27). */
export const products = defineResource({
  name: 'products',
  path: '/product/',
  scope: 'facility',
  refs: { category_id: 'product-categories' },
  image: { field: 'image', upload: 'upload_image/' },
  // The organization's currency, read with the row: its amounts are shown in it. The stock is the
  // sum of the product's journal (issue 17): counts and receipts move it (view 29), sales take it;
  // the form shows it and never writes it.
  computed: ['currency', 'stock', 'inventory_days', 'zero_day', 'stock_level'],
  sample: { price_cents: 250, cost_cents: 100, low_stock: 5 },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'code', label: 'fields.code', kind: 'text' },
    { field: 'category_id', label: 'fields.category_id', kind: 'reference', required: true },
    { field: 'price_cents', label: 'fields.price', kind: 'money', required: true },
    { field: 'cost_cents', label: 'fields.cost', kind: 'money', initial: 0 },
    { field: 'stock', label: 'fields.stock', kind: 'readonly' },
    { field: 'low_stock', label: 'fields.low_stock', kind: 'number', initial: 0 },
    { field: 'visibility', label: 'fields.visibility', kind: 'select', values: PRODUCT_VISIBILITY, required: true },
    { field: 'description', label: 'fields.description', kind: 'textarea' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  // The counter tablet (768 px) leaves out the image, code, visibility and status (the status filter stays); a phone also the category and the zero-inventory day.
  columns: [
    { field: 'image', label: 'fields.image', sortable: false, kind: 'image', hideBelow: 'tablet' },
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'code', label: 'fields.code', sortable: true, kind: 'text', hideBelow: 'tablet' },
    { field: 'category_id', label: 'fields.category_id', sortable: true, kind: 'reference', hideBelow: 'phone' },
    { field: 'price_cents', label: 'fields.price', sortable: true, kind: 'money' },
    { field: 'stock', label: 'fields.stock', sortable: true, kind: 'number' },
    // Days left at the last 30 days' sales, the day it runs out, and low/out (issue 17; server/resources/extras.ts).
    { field: 'stock_level', label: 'fields.stock_level', sortable: false, kind: 'option' },
    { field: 'inventory_days', label: 'fields.inventory_days', sortable: false, kind: 'number' },
    { field: 'zero_day', label: 'fields.zero_day', sortable: false, kind: 'text', hideBelow: 'phone' },
    { field: 'visibility', label: 'fields.visibility', sortable: true, kind: 'option', hideBelow: 'tablet' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status', hideBelow: 'tablet' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'code', 'category_id', 'visibility', 'status'],
});
