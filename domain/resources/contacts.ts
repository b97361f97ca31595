import { API_PATHS } from '../api/paths';
import { defineResource } from './resource';

/**
 * Contacts of a facility (SPEC §2.3, view 36): the people bookings are made for. The same name with
 * the same phone in one facility is 'A contact with the same data already exists'. A contact whose
 * phone or e-mail is an app user's is flagged: the server answers `is_app_user` on every read.
 */
export const contacts = defineResource({
  name: 'contacts',
  path: API_PATHS.contacts,
  scope: 'facility',
  // The reservation form picks a booking's contact (views 23, 31, 35).
  alsoReadBy: [23, 31, 35],
  refs: { category_id: 'contact-categories' },
  uniqueField: 'name',
  duplicateKey: 'records.duplicateContact',
  computed: ['is_app_user'],
  sample: { phone: '+34 600 000 000', email: 'someone@example.com' },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'phone', label: 'fields.phone', kind: 'phone' },
    { field: 'email', label: 'fields.email', kind: 'email' },
    { field: 'category_id', label: 'fields.category_id', kind: 'reference' },
    { field: 'notes', label: 'fields.notes', kind: 'textarea' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'phone', label: 'fields.phone', sortable: true, kind: 'text' },
    { field: 'email', label: 'fields.email', sortable: true, kind: 'text' },
    { field: 'category_id', label: 'fields.category_id', sortable: true, kind: 'reference' },
    { field: 'is_app_user', label: 'fields.is_app_user', sortable: false, kind: 'flag' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'phone', 'email', 'category_id'],
});
