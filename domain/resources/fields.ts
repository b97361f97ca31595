import { defineResource } from './resource';

/** Recording types of a field (SPEC §9). */
export const RECORDING_TYPES = ['static', 'tracked', 'basic', 'premium'] as const;
/** Minutes between the start times a field offers (the booking grid of the schedule). */
export const CHUNK_FREQUENCIES = ['15', '30', '60'] as const;

/**
 * Fields (courts, pitches) of a facility (SPEC §3 Field, view 10): opening hours per weekday,
 * prices, the booking grid, recording type, players, online booking, a shared field (a booking on
 * one blocks the other) and an image.
 */
export const fields = defineResource({
  name: 'fields',
  path: '/field/',
  // The schedule (23), reservation (31) and reservation form (35) show the fields.
  alsoReadBy: [23, 31, 35],
  scope: 'facility',
  refs: { shared_field_id: 'fields' },
  image: { field: 'image', upload: 'upload_image/' },
  // The organization's currency, read with the row: its amounts are shown in it.
  computed: ['currency'],
  sample: { hourly_price_cents: 2000, recording_type: 'static', players_quantity: 4 },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'recording_type', label: 'fields.recording_type', kind: 'select', values: RECORDING_TYPES, required: true },
    { field: 'players_quantity', label: 'fields.players_quantity', kind: 'number', required: true, initial: 4 },
    { field: 'hourly_price_cents', label: 'fields.hourly_price', kind: 'money', required: true },
    { field: 'chunk_frequency', label: 'fields.chunk_frequency', kind: 'select', values: CHUNK_FREQUENCIES, required: true, initial: '30' },
    { field: 'schedule', label: 'fields.schedule', kind: 'schedule' },
    { field: 'shared_field_id', label: 'fields.shared_field_id', kind: 'reference' },
    { field: 'bookable_online', label: 'fields.bookable_online', kind: 'switch', initial: true },
    { field: 'premium_video', label: 'fields.premium_video', kind: 'switch' },
    { field: 'video_hourly_price_cents', label: 'fields.video_hourly_price', kind: 'money', initial: 0 },
    { field: 'video_preorder_discount_percent', label: 'fields.video_preorder_discount_percent', kind: 'number', initial: 0 },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'image', label: 'fields.image', sortable: false, kind: 'image' },
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'recording_type', label: 'fields.recording_type', sortable: true, kind: 'option' },
    { field: 'hourly_price_cents', label: 'fields.hourly_price', sortable: true, kind: 'money' },
    { field: 'players_quantity', label: 'fields.players_quantity', sortable: true, kind: 'number' },
    { field: 'bookable_online', label: 'fields.bookable_online', sortable: true, kind: 'boolean' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'recording_type', 'status'],
});
