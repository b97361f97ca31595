import { APP_NOTIFICATION_ACTIONS, NOTIFICATION_COLORS, NOTIFICATION_TYPES } from '../notifications/options';
import { defineResource } from './resource';

/**
 * Notifications of the mobile app (SPEC §3 "Notification (app)", view 14), written by the platform:
 * titles, descriptions and button labels in Spanish and English, an image, how they look and what
 * their button does. The form route `/views/notification/form/:id?` is not tabled in SPEC §2.3
 * (only the list is): creating one needs a form.
 */
export const appNotifications = defineResource({
  name: 'app-notifications',
  path: '/notification/',
  scope: 'platform',
  uniqueField: null,
  labelField: 'title_en',
  image: { field: 'image', upload: 'upload_image/' },
  sample: { title_es: 'Contrato', description_en: 'Contract', background: '#ffffff' },
  form: [
    { field: 'title_en', label: 'fields.title_en', kind: 'text', required: true },
    { field: 'title_es', label: 'fields.title_es', kind: 'text', required: true },
    { field: 'description_en', label: 'fields.description_en', kind: 'textarea' },
    { field: 'description_es', label: 'fields.description_es', kind: 'textarea' },
    { field: 'button_en', label: 'fields.button_en', kind: 'text' },
    { field: 'button_es', label: 'fields.button_es', kind: 'text' },
    { field: 'handled_action', label: 'fields.handled_action', kind: 'select', values: APP_NOTIFICATION_ACTIONS, options: 'appAction', required: true },
    { field: 'type', label: 'fields.type', kind: 'select', values: NOTIFICATION_TYPES, options: 'notificationType', required: true },
    { field: 'color', label: 'fields.color', kind: 'select', values: NOTIFICATION_COLORS, options: 'notificationColor', required: true },
    { field: 'background', label: 'fields.background', kind: 'text' },
    { field: 'icon', label: 'fields.icon', kind: 'text' },
    { field: 'show_modal', label: 'fields.show_modal', kind: 'switch' },
    { field: 'only_app_users', label: 'fields.only_app_users', kind: 'switch' },
    { field: 'border', label: 'fields.border', kind: 'switch' },
    { field: 'dismissible', label: 'fields.dismissible', kind: 'switch', initial: true },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'image', label: 'fields.image', sortable: false, kind: 'image' },
    { field: 'title_en', label: 'fields.title_en', sortable: true, kind: 'text' },
    { field: 'title_es', label: 'fields.title_es', sortable: true, kind: 'text' },
    { field: 'type', label: 'fields.type', sortable: true, kind: 'option', options: 'notificationType' },
    { field: 'only_app_users', label: 'fields.only_app_users', sortable: true, kind: 'boolean' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
  filters: ['title_en', 'title_es', 'type', 'status'],
});
