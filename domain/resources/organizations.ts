import { defineResource } from './resource';

/** What the monthly minimum counts: orders or recorded hours. */
export const MIN_ORDERS_FILTERS = ['orders', 'hours'] as const;

/**
 * Organizations (groups) of the platform (SPEC §3 Organization, view 15): minimum orders, monthly
 * charge, reminder minutes, notes, the price plan (ranges by hours, a fixed minimum, only hourly
 * price), service fees, cancellation policy hours and a logo. Written by platform roles only; a user
 * of an organization with view 15 reads only their own (scope `self`).
 */
export const organizations = defineResource({
  name: 'organizations',
  path: '/group/',
  scope: 'self',
  image: { field: 'logo', upload: 'upload_logo/' },
  // The top bar's selector answers `/group/all/` (any signed-in user, their organizations): server/routes/organizations.ts.
  bespoke: ['all/'],
  sample: {
    monthly_charge_cents: 9900,
    price_plan: [
      { from: 0, to: 10, price_cents: 5000 },
      { from: 10, to: null, price_cents: 4000 },
    ],
  },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'currency', label: 'fields.currency', kind: 'currency', required: true, initial: 'EUR' },
    { field: 'monthly_charge_cents', label: 'fields.monthly_charge', kind: 'money', required: true, initial: 0 },
    { field: 'min_orders_amount_cents', label: 'fields.min_orders_amount', kind: 'money', required: true, initial: 0 },
    { field: 'min_orders_filter', label: 'fields.min_orders_filter', kind: 'select', values: MIN_ORDERS_FILTERS, required: true },
    { field: 'order_reminder_minutes', label: 'fields.order_reminder_minutes', kind: 'number', required: true, initial: 60 },
    { field: 'price_plan', label: 'fields.price_plan', kind: 'ranges' },
    { field: 'fixed_minimum_amount_cents', label: 'fields.fixed_minimum_amount', kind: 'money', required: true, initial: 0 },
    { field: 'only_hourly_price', label: 'fields.only_hourly_price', kind: 'switch' },
    { field: 'service_fee_amount_cents', label: 'fields.service_fee_amount', kind: 'money', required: true, initial: 0 },
    { field: 'service_fee_percent', label: 'fields.service_fee_percent', kind: 'number', required: true, initial: 0 },
    { field: 'booking_fee_percent', label: 'fields.booking_fee_percent', kind: 'number', required: true, initial: 0 },
    { field: 'match_fee_percent', label: 'fields.match_fee_percent', kind: 'number', required: true, initial: 0 },
    { field: 'cancellation_policy_hours', label: 'fields.cancellation_policy_hours', kind: 'number', required: true, initial: 24 },
    { field: 'unpaid_charge_hours', label: 'fields.unpaid_charge_hours', kind: 'number', required: true, initial: 24 },
    { field: 'notes', label: 'fields.notes', kind: 'textarea' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'logo', label: 'fields.logo', sortable: false, kind: 'image' },
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'monthly_charge_cents', label: 'fields.monthly_charge', sortable: true, kind: 'money' },
    { field: 'service_fee_percent', label: 'fields.service_fee_percent', sortable: true, kind: 'number' },
    { field: 'cancellation_policy_hours', label: 'fields.cancellation_policy_hours', sortable: true, kind: 'number' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'status'],
});
