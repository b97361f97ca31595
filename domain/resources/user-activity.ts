import { defineResource } from './resource';

export const ACTIVITY_ACTIONS = ['login', 'video_view', 'booking', 'purchase', 'profile_update'] as const;

/**
 * What app users did (view 12): sign-ins, videos watched, bookings, purchases, profile changes.
 * The platform's records; the date is when it happened (the server's clock on create).
 */
export const userActivity = defineResource({
  name: 'user-activity',
  path: '/user/activity/',
  scope: 'platform',
  refs: { app_user_id: 'app-users' },
  computed: ['created_at'],
  labelField: 'description',
  uniqueField: null,
  sample: { action: 'login' },
  form: [
    { field: 'app_user_id', label: 'fields.app_user_id', kind: 'reference', required: true },
    { field: 'action', label: 'fields.action', kind: 'select', values: ACTIVITY_ACTIONS, options: 'activityAction', required: true },
    { field: 'description', label: 'fields.description', kind: 'textarea', required: true },
    { field: 'created_at', label: 'fields.date', kind: 'readonly' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'app_user_id', label: 'fields.app_user_id', sortable: true, kind: 'reference' },
    { field: 'action', label: 'fields.action', sortable: true, kind: 'option', options: 'activityAction' },
    // The descriptions the demo seeds read in the console's language (options.activityText); others as typed.
    { field: 'description', label: 'fields.description', sortable: true, kind: 'text', options: 'activityText' },
    { field: 'created_at', label: 'fields.date', sortable: true, kind: 'datetime' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'created_at', direction: 'desc' },
  filters: ['app_user_id', 'action', 'description'],
});
