import { NOTIFICATION_COLORS, NOTIFICATION_TYPES } from '../notifications/options';
import { defineResource } from './resource';

/**
 * Console notifications ("Updates", SPEC §3, view 18): written by the platform (role A), shown in
 * the top bar's Updates menu to the organizations in groups_ids (empty: everyone).
 *
 * Path: the staff feed keeps `GET /console_notification/` (SPEC §7: fetched without parameters, the
 * shell polls it), so the management CRUD lives one segment below, at `/console_notification/admin/`
 * (list, `:id`, `active/`, `all/`), where no route of the feed answers.
 * `last_update` is written by the server on every create and edit: a dismissed notification shows
 * again once edited (SPEC §6). `html_code` is sanitized when written (server/resources/notification-html.ts) and again where it is shown.
 */
export const consoleNotifications = defineResource({
  name: 'console-notifications',
  path: '/console_notification/admin/',
  scope: 'platform',
  uniqueField: null,
  labelField: 'notification_title',
  computed: ['last_update'],
  sample: { notification_text: 'Contract text', groups_ids: [] },
  form: [
    { field: 'notification_title', label: 'fields.notification_title', kind: 'text', required: true },
    { field: 'notification_text', label: 'fields.notification_text', kind: 'textarea' },
    { field: 'html_code', label: 'fields.html_code', kind: 'textarea' },
    { field: 'notification_type', label: 'fields.notification_type', kind: 'select', values: NOTIFICATION_TYPES, options: 'notificationType', required: true },
    { field: 'notification_color', label: 'fields.notification_color', kind: 'select', values: NOTIFICATION_COLORS, options: 'notificationColor', required: true },
    { field: 'icon', label: 'fields.icon', kind: 'text' },
    { field: 'border', label: 'fields.border', kind: 'switch' },
    { field: 'outlined', label: 'fields.outlined', kind: 'switch' },
    { field: 'colored_text', label: 'fields.colored_text', kind: 'switch' },
    { field: 'dismissible', label: 'fields.dismissible', kind: 'switch', initial: true },
    { field: 'groups_ids', label: 'fields.groups_ids', kind: 'groups' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'notification_title', label: 'fields.notification_title', sortable: true, kind: 'text' },
    { field: 'notification_type', label: 'fields.notification_type', sortable: true, kind: 'option', options: 'notificationType' },
    { field: 'groups_ids', label: 'fields.groups_ids', sortable: false, kind: 'groups' },
    { field: 'last_update', label: 'fields.last_update', sortable: true, kind: 'datetime' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'last_update', direction: 'desc' },
  filters: ['notification_title', 'notification_text', 'notification_type', 'status'],
});
