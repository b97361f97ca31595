import { defineResource } from './resource';

/**
 * Cameras of a facility (SPEC §3 Camera, view 8). The list shows name, mac_address, status and
 * actions (SPEC §3), with the camera's thumbnail and the field it films (issue 20: staff find a
 * camera by its field), sorted by facility name descending (SPEC §9: the API joins the facility's
 * name); its actions need permission 27, 29 or 30 (SPEC §6).
 */
export const cameras = defineResource({
  name: 'cameras',
  path: '/camera/',
  scope: 'facility',
  refs: { facility_id: 'facilities', field_id: 'fields' },
  permissions: { create: [27, 29, 30], update: [27, 29, 30], delete: [27, 29, 30] },
  sample: { mac_address: '00:1A:2B:3C:4D:5E' },
  image: { field: 'thumbnail', upload: 'thumbnails/' },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'code', label: 'fields.code', kind: 'text' },
    { field: 'mac_address', label: 'fields.mac_address', kind: 'text', required: true },
    { field: 'ip_address', label: 'fields.ip_address', kind: 'text' },
    { field: 'field_id', label: 'fields.field_id', kind: 'reference' },
    { field: 'description', label: 'fields.description', kind: 'textarea' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'thumbnail', label: 'fields.thumbnail', sortable: false, kind: 'image' },
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'field_id', label: 'fields.field_id', sortable: true, kind: 'reference' },
    { field: 'mac_address', label: 'fields.mac_address', sortable: true, kind: 'text' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'facility_id', direction: 'desc' },
  filters: ['name', 'mac_address', 'status'],
});
