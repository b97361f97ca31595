import { defineResource } from './resource';

/** Card terminals of a facility (SPEC §3 Terminal, view 34): the reader's reference and serial, and who operates it. */
export const terminals = defineResource({
  name: 'terminals',
  path: '/terminal/',
  scope: 'facility',
  links: { operators_ids: 'console-users' },
  sample: { reader_reference: 'tmr_demo', serial: 'WPE-000' },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'reader_reference', label: 'fields.reader_reference', kind: 'text', required: true },
    { field: 'serial', label: 'fields.serial', kind: 'text', required: true },
    { field: 'description', label: 'fields.description', kind: 'textarea' },
    { field: 'operators_ids', label: 'fields.operators_ids', kind: 'references' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'reader_reference', label: 'fields.reader_reference', sortable: true, kind: 'text' },
    { field: 'serial', label: 'fields.serial', sortable: true, kind: 'text' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'serial', 'status'],
});
