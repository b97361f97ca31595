/** What a notification is about, and the colours it may be shown in (console and app notifications alike). */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const NOTIFICATION_COLORS = ['primary', 'info', 'success', 'warning', 'danger'] as const;
/**
 * What the app does when an app notification's button is tapped (SPEC §3 "handled action"; the
 * spec names no values): nothing, or open one of the app's sections.
 */
export const APP_NOTIFICATION_ACTIONS = ['none', 'bookings', 'videos', 'highlights', 'store', 'profile'] as const;
