import { personAboutForm, personBirthForm } from './person';
import { defineResource } from './resource';

export const APP_USER_TYPES = ['player', 'coach', 'parent', 'fan'] as const;
export const EXPERIENCES = ['rookie', 'amateur', 'intermediate', 'advanced', 'pro'] as const;

/**
 * People who use the mobile app (SPEC §3 App user, view 7): the platform's, not an organization's.
 * The register date and the last sign-in are the server's; so is `consent_at`, set when consent
 * turns true (and cleared when it is withdrawn).
 */
export const appUsers = defineResource({
  name: 'app-users',
  path: '/user/',
  scope: 'platform',
  computed: ['consent_at', 'created_at', 'last_login'],
  labelField: 'username',
  uniqueField: 'username',
  duplicateKey: 'records.duplicateUsername',
  sample: { first_name: 'Ana', last_name: 'Sample', email: 'ana@example.com', phone: '+34 699 000 000', type: 'player', consent: true },
  form: [
    { field: 'username', label: 'fields.username', kind: 'text', required: true },
    { field: 'first_name', label: 'fields.first_name', kind: 'text' },
    { field: 'last_name', label: 'fields.last_name', kind: 'text' },
    { field: 'email', label: 'fields.email', kind: 'email' },
    { field: 'phone', label: 'fields.phone', kind: 'phone' },
    { field: 'dni', label: 'fields.dni', kind: 'text' },
    ...personBirthForm,
    { field: 'type', label: 'fields.type', kind: 'select', values: APP_USER_TYPES, options: 'appUserType', required: true },
    { field: 'experience', label: 'fields.experience', kind: 'select', values: EXPERIENCES, required: true },
    ...personAboutForm,
    { field: 'consent', label: 'fields.consent', kind: 'switch' },
    { field: 'consent_at', label: 'fields.consent_at', kind: 'readonly' },
    { field: 'created_at', label: 'fields.register_date', kind: 'readonly' },
    { field: 'last_login', label: 'fields.last_login', kind: 'readonly' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'username', label: 'fields.username', sortable: true, kind: 'text' },
    { field: 'first_name', label: 'fields.first_name', sortable: true, kind: 'text' },
    { field: 'last_name', label: 'fields.last_name', sortable: true, kind: 'text' },
    { field: 'email', label: 'fields.email', sortable: true, kind: 'text' },
    { field: 'phone', label: 'fields.phone', sortable: true, kind: 'text' },
    { field: 'type', label: 'fields.type', sortable: true, kind: 'option', options: 'appUserType' },
    { field: 'created_at', label: 'fields.register_date', sortable: true, kind: 'datetime' },
    { field: 'last_login', label: 'fields.last_login', sortable: true, kind: 'datetime' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'username', direction: 'asc' },
  filters: ['username', 'first_name', 'last_name', 'email', 'phone', 'type', 'status'],
});
