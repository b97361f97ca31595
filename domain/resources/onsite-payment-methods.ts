import { defineResource } from './resource';

/** Payment methods taken at the facility's counter (SPEC §3 Onsite payment method, view 30). */
export const onsitePaymentMethods = defineResource({
  name: 'onsite-payment-methods',
  path: '/onsite_payment_method/',
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
