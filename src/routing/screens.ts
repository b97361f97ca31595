import type { ComponentType } from 'react';
import type { RouteName } from '../../domain/access/routes';
import { loadedComponent } from './loaded-component';

/**
 * The screens of the blank-layout pages (sign-in, error and miscellaneous pages), by route name (a
 * name that is not a route's fails to compile); each is its own chunk. The console's screens are
 * in ./console-screens, which loads with the shell: their preload lists stay out of the entry
 * chunk every page loads. A route without a screen shows the placeholder with its translated title
 * until its screen is built.
 */
export type Screen = ComponentType<{ title: string }>;
export type ScreenTable = Partial<Record<RouteName, Screen>>;
export const screen = (load: () => Promise<{ default: ComponentType<{ title: string }> }>): Screen => loadedComponent(load);

export const SCREENS: ScreenTable = {
  'auth-login': screen(() => import('../features/auth/login-page')),
  'auth-register': screen(() => import('../features/auth/register-page')),
  'auth-forgot-password': screen(() => import('../features/auth/forgot-password-page')),
  'error-404': screen(() => import('../features/misc/not-found-page')),
  'misc-not-authorized': screen(() => import('../features/misc/not-authorized-page')),
  'misc-under-maintenance': screen(() => import('../features/misc/under-maintenance-page')),
  'misc-error': screen(() => import('../features/misc/error-page')),
  'misc-coming-soon': screen(() => import('../features/misc/coming-soon-page')),
};

export const PlaceholderScreen: Screen = screen(() => import('../features/misc/placeholder-page'));
