import { defineResource } from './resource';

/** `time_format`: a 24- or 12-hour clock (SPEC §3: contains '12' means a 12-hour clock). */
export const TIME_FORMATS = ['24', '12'] as const;
/** How often the facility is billed. */
export const BILLING_CYCLES = ['immediately', 'daily', 'weekly', 'biweekly', 'monthly', 'yearly', 'manually'] as const;

/**
 * Facilities of an organization (SPEC §3 Facility, view 9): time zone and clock, billing cycle,
 * the people who sign and run it, commissions and tax, address and location, opening hours per
 * weekday, bank account, order rules and flags, and a logo. The card-provider onboarding link has
 * routes of its own (server/routes/facilities.ts).
 */
export const facilities = defineResource({
  name: 'facilities',
  path: '/facility/',
  scope: 'group',
  image: { field: 'logo', upload: 'upload_logo/' },
  /** The gallery (`images`) is answered with the record and changed by its own calls: `upload_image/`, `remove_image/` (server/routes/facilities.ts). */
  computed: ['images'],
  // The top bar's selector answers `/facility/group/:id/` (unpaged, the selector's fields): server/routes/organizations.ts.
  bespoke: ['group/:tenant/'],
  sample: { timezone: 'Europe/Madrid', time_format: '24', billing_cycle: 'monthly' },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'timezone', label: 'fields.timezone', kind: 'select', source: '/facility/timezones/', required: true },
    { field: 'time_format', label: 'fields.time_format', kind: 'select', values: TIME_FORMATS, required: true },
    { field: 'billing_cycle', label: 'fields.billing_cycle', kind: 'select', values: BILLING_CYCLES, required: true, initial: 'monthly' },
    { field: 'short_address', label: 'fields.short_address', kind: 'text' },
    { field: 'latitude', label: 'fields.latitude', kind: 'number' },
    { field: 'longitude', label: 'fields.longitude', kind: 'number' },
    { field: 'google_place_id', label: 'fields.google_place_id', kind: 'text' },
    { field: 'schedule', label: 'fields.schedule', kind: 'schedule' },
    { field: 'signer_name', label: 'fields.signer_name', kind: 'text' },
    { field: 'owner_name', label: 'fields.owner_name', kind: 'text' },
    { field: 'representative', label: 'fields.representative', kind: 'text' },
    { field: 'administrator', label: 'fields.administrator', kind: 'text' },
    { field: 'commission', label: 'fields.commission', kind: 'number', required: true, initial: 0 },
    { field: 'commission_after_sale', label: 'fields.commission_after_sale', kind: 'number', required: true, initial: 0 },
    { field: 'tax_percent', label: 'fields.tax_percent', kind: 'number', required: true, initial: 0 },
    { field: 'bank_holder_name', label: 'fields.bank_holder_name', kind: 'text' },
    { field: 'bank_account_number', label: 'fields.bank_account_number', kind: 'text' },
    { field: 'bank_routing_number', label: 'fields.bank_routing_number', kind: 'text' },
    { field: 'bank_name', label: 'fields.bank_name', kind: 'text' },
    { field: 'monthly_minimum_orders', label: 'fields.monthly_minimum_orders', kind: 'number', required: true, initial: 0 },
    { field: 'order_phone_required', label: 'fields.order_phone_required', kind: 'switch' },
    { field: 'video_declaration', label: 'fields.video_declaration', kind: 'textarea' },
    { field: 'online_payments', label: 'fields.online_payments', kind: 'switch' },
    { field: 'no_booking_sms', label: 'fields.no_booking_sms', kind: 'switch' },
    { field: 'time_control', label: 'fields.time_control', kind: 'switch' },
    { field: 'team_required', label: 'fields.team_required', kind: 'switch' },
    { field: 'pos_for_bookings', label: 'fields.pos_for_bookings', kind: 'switch' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'logo', label: 'fields.logo', sortable: false, kind: 'image' },
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'timezone', label: 'fields.timezone', sortable: true, kind: 'text' },
    { field: 'time_format', label: 'fields.time_format', sortable: true, kind: 'option' },
    { field: 'billing_cycle', label: 'fields.billing_cycle', sortable: true, kind: 'option' },
    { field: 'online_payments', label: 'fields.online_payments', sortable: true, kind: 'boolean' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'billing_cycle', 'status'],
});
