import { defineResource } from './resource';

/** Categories of a facility's products (SPEC §3 Product category, view 28). */
export const productCategories = defineResource({
  name: 'product-categories',
  path: '/product_category/',
  scope: 'facility',
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'description', label: 'fields.description', kind: 'textarea' },
  ],
  columns: [
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'description', label: 'fields.description', sortable: true, kind: 'text' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'description'],
});
