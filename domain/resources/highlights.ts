import { defineResource } from './resource';

export const HIGHLIGHT_TYPES = ['goal', 'foul', 'assist'] as const;

/** Highlight kinds a facility's recordings can be tagged with (SPEC §3 Highlight, view 13). */
export const highlights = defineResource({
  name: 'highlights',
  path: '/highlight/',
  scope: 'facility',
  sample: { category: 'Padel', type: 'goal', duration: 15 },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'category', label: 'fields.category', kind: 'text', required: true },
    { field: 'type', label: 'fields.type', kind: 'select', values: HIGHLIGHT_TYPES, options: 'highlightType', required: true },
    { field: 'duration', label: 'fields.duration_seconds', kind: 'number', required: true, initial: 15 },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'category', label: 'fields.category', sortable: true, kind: 'text' },
    { field: 'type', label: 'fields.type', sortable: true, kind: 'option', options: 'highlightType' },
    { field: 'duration', label: 'fields.duration_seconds', sortable: true, kind: 'number' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'category', 'type'],
});
