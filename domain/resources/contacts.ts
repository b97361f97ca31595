import { z } from 'zod';
import { API_PATHS } from '../api/paths';
import { defineResource, optionalEmail, optionalPhone, optionalText, requiredText, statusSchema } from './resource';

/** Kinds of contact a facility keeps. */
export const CONTACT_CATEGORIES = ['customer', 'member', 'coach', 'supplier', 'other'] as const;

/**
 * Contacts of a facility (SPEC §2.3, view 36): the people bookings are made for. The same name with
 * the same phone in one facility is 'A contact with the same data already exists'.
 */
export const contacts = defineResource({
  name: 'contacts',
  path: API_PATHS.contacts,
  view: 36,
  scope: 'facility',
  title: 'titles.contact',
  fields: z.object({
    name: requiredText(100),
    phone: optionalPhone(),
    email: optionalEmail(),
    category: z.enum(CONTACT_CATEGORIES).default('customer'),
    notes: optionalText(250),
    status: statusSchema.default('A'),
  }),
  formRoute: '/views/contact/form/1',
  uniqueField: 'name',
  duplicateKey: 'records.duplicateContact',
  sample: { phone: '+34 600 000 000', email: 'someone@example.com' },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'phone', label: 'fields.phone', kind: 'phone' },
    { field: 'email', label: 'fields.email', kind: 'email' },
    { field: 'category', label: 'fields.category', kind: 'select', values: CONTACT_CATEGORIES, options: 'contactCategory', required: true },
    { field: 'notes', label: 'fields.notes', kind: 'textarea' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'phone', label: 'fields.phone', sortable: true, kind: 'text' },
    { field: 'email', label: 'fields.email', sortable: true, kind: 'text' },
    { field: 'category', label: 'fields.category', sortable: true, kind: 'option', options: 'contactCategory' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'phone', 'email', 'category'],
});
