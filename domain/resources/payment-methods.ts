import { defineResource } from './resource';

/**
 * An organization's cards for its platform charges (SPEC §3 Payment method, view 4). The number is
 * taken once, to find the brand and the last four digits; neither it nor the CVV is ever stored or
 * answered. A new number means a new payment method.
 */
export const paymentMethods = defineResource({
  name: 'payment-methods',
  path: '/payment_method/',
  scope: 'group',
  hidden: ['card_number', 'cvv'],
  computed: ['brand', 'last4'],
  labelField: 'name_on_card',
  uniqueField: null,
  sample: { card_number: '4242 4242 4242 4242', cvv: '123', expiry: '12/30' },
  form: [
    { field: 'card_number', label: 'fields.card_number', kind: 'text', required: true, createOnly: true },
    { field: 'name_on_card', label: 'fields.name_on_card', kind: 'text', required: true },
    { field: 'expiry', label: 'fields.expiry', kind: 'text', required: true },
    { field: 'cvv', label: 'fields.cvv', kind: 'password', required: true, createOnly: true },
    { field: 'is_default', label: 'fields.is_default', kind: 'switch' },
    { field: 'billing_email', label: 'fields.billing_email', kind: 'email' },
    { field: 'billing_phone', label: 'fields.billing_phone', kind: 'phone' },
    { field: 'billing_address', label: 'fields.billing_address', kind: 'text' },
    { field: 'zip_code', label: 'fields.zip_code', kind: 'text' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'brand', label: 'fields.brand', sortable: true, kind: 'option', options: 'cardBrand' },
    { field: 'last4', label: 'fields.last4', sortable: false, kind: 'text' },
    { field: 'name_on_card', label: 'fields.name_on_card', sortable: true, kind: 'text' },
    { field: 'expiry', label: 'fields.expiry', sortable: false, kind: 'text' },
    { field: 'is_default', label: 'fields.is_default', sortable: true, kind: 'boolean' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name_on_card', direction: 'asc' },
  filters: ['name_on_card', 'status'],
});
