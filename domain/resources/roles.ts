import { ROLE_CODES } from '../access/roles';
import { PLATFORM_ROLE_CODES } from '../access/permissions';
import { defineResource } from './resource';

/**
 * Roles (SPEC §3 Role, view 16): name, description, status and permissions, which belong to view
 * ids; a role's views follow from its permissions. The code decides what kind of user holds it:
 * an organization's roles are F or R; A, admin and client roles are the platform's (no organization),
 * seen and written by platform roles only. Nobody grants a permission they do not hold themselves.
 */
export const roles = defineResource({
  name: 'roles',
  path: '/console_role/',
  scope: 'group',
  platformRows: true,
  links: { permissions_ids: 'permissions' },
  computed: ['views_ids', 'group_name'],
  sample: { code: 'R', description: 'Front desk', permissions_ids: [36] },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'code', label: 'fields.role_code', kind: 'select', values: ROLE_CODES, options: 'roleCode', required: true, platformValues: PLATFORM_ROLE_CODES, initial: 'R' },
    { field: 'description', label: 'fields.description', kind: 'textarea' },
    { field: 'permissions_ids', label: 'fields.permissions_ids', kind: 'permissions' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    // The names Sideline ships read in the console's language (options.roleName); others as they are.
    { field: 'name', label: 'fields.name', sortable: true, kind: 'option', options: 'roleName' },
    { field: 'code', label: 'fields.role_code', sortable: true, kind: 'option', options: 'roleCode' },
    // So do the descriptions Sideline seeds with them (options.roleDescription).
    { field: 'description', label: 'fields.description', sortable: false, kind: 'text', options: 'roleDescription' },
    { field: 'group_name', label: 'fields.group_id', sortable: false, kind: 'text' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'code', 'status'],
});
