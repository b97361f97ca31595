import { personAboutForm, personBirthForm } from './person';
import { defineResource } from './resource';

/**
 * Console users (SPEC §3 Console user, view 6). The username is unique across the platform
 * (case-insensitive); the password is set on create only (6–20 characters, confirmed) and never
 * answered; later changes go through change/reset password. The organization is the role's:
 * a platform role (A) makes a platform user, with no organization.
 */
export const consoleUsers = defineResource({
  name: 'console-users',
  path: '/user_console/',
  scope: 'group',
  platformRows: true,
  hidden: ['password', 'confirm_password'],
  computed: ['group_name', 'created_at', 'last_login'],
  links: { facilities_ids: 'facilities' },
  refs: { role_id: 'roles' },
  labelField: 'first_name',
  uniqueField: 'username',
  uniqueScope: 'platform',
  duplicateKey: 'records.duplicateUsername',
  sample: { username: 'sample.user', last_name: 'Sample', email: 'sample@example.com', gender: 'other', password: 'secret12', confirm_password: 'secret12' },
  form: [
    { field: 'username', label: 'fields.username', kind: 'text', required: true },
    { field: 'password', label: 'fields.password', kind: 'password', required: true, createOnly: true },
    { field: 'confirm_password', label: 'fields.confirm_password', kind: 'password', required: true, createOnly: true },
    { field: 'first_name', label: 'fields.first_name', kind: 'text', required: true },
    { field: 'last_name', label: 'fields.last_name', kind: 'text' },
    { field: 'email', label: 'fields.email', kind: 'email' },
    { field: 'phone', label: 'fields.phone', kind: 'phone' },
    ...personBirthForm,
    ...personAboutForm,
    { field: 'role_id', label: 'fields.role_id', kind: 'reference', required: true },
    { field: 'group_name', label: 'fields.group_id', kind: 'readonly' },
    { field: 'facilities_ids', label: 'fields.facilities_ids', kind: 'references' },
    { field: 'created_at', label: 'fields.created_at', kind: 'readonly' },
    { field: 'last_login', label: 'fields.last_login', kind: 'readonly' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'username', label: 'fields.username', sortable: true, kind: 'text' },
    { field: 'first_name', label: 'fields.first_name', sortable: true, kind: 'text' },
    { field: 'last_name', label: 'fields.last_name', sortable: true, kind: 'text' },
    { field: 'email', label: 'fields.email', sortable: true, kind: 'text' },
    // The role names Sideline ships read in the console's language (options.roleName); others as typed.
    { field: 'role_id', label: 'fields.role_id', sortable: true, kind: 'reference', options: 'roleName' },
    { field: 'last_login', label: 'fields.last_login', sortable: true, kind: 'datetime' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'username', direction: 'asc' },
  filters: ['username', 'first_name', 'last_name', 'email', 'role_id', 'status'],
});
