import { defineResource } from './resource';

/**
 * Categories of a facility's contacts (customer, member, coach, ...; view 36). Their form shares the
 * contact form path: `/views/contact/form/0/:id?` (isContact 0), the contact's is `/views/contact/form/1/:id?`;
 * the contacts screen shows contacts and categories as two tabs (both in ./manifest.ts).
 */
export const contactCategories = defineResource({
  name: 'contact-categories',
  path: '/contact_category/',
  scope: 'facility',
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'description', label: 'fields.description', kind: 'textarea' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'description', label: 'fields.description', sortable: true, kind: 'text' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'status'],
});
