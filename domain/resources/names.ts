/**
 * The declared resources by name, and the console area of their routes (`/views/<area>/list`).
 * Kept free of zod so the console's routing table can name the screens without loading schemas.
 */
export const RESOURCE_AREAS = {
  'cancellation-reasons': 'cancelled-reasons',
  'onsite-payment-methods': 'onsite-payment-method',
  'product-categories': 'products-categories',
  fields: 'field',
  cameras: 'camera',
  contacts: 'contact',
  'contact-categories': 'contact-category',
  products: 'product',
  terminals: 'terminal',
  'players-groups': 'players-group',
  highlights: 'highlight',
  sports: 'sport',
  'payment-methods': 'payment-method',
  organizations: 'group',
  facilities: 'facility',
  roles: 'role',
  'console-users': 'user',
  'app-users': 'user-app',
  'user-activity': 'user-activity',
  'console-notifications': 'console-notification',
  'app-notifications': 'notification',
  'ranking-groups': 'ranking-group',
} as const;

export type ResourceName = keyof typeof RESOURCE_AREAS;
export const RESOURCE_NAMES = Object.keys(RESOURCE_AREAS) as ResourceName[];
