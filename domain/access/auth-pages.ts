/**
 * The sign-in pages (SPEC §2.1): open without signing in, a signed-in user is sent to `/`. The
 * routing table (./routes.ts) holds them as routes; the console's boot (src/app.tsx) draws them
 * without the router, so they are also here apart, light enough for every page's first load.
 */
export const AUTH_PAGES = [
  { name: 'auth-login', path: '/login', title: 'titles.login' },
  { name: 'auth-register', path: '/register', title: 'titles.register' },
  { name: 'auth-forgot-password', path: '/forgot-password', title: 'titles.forgotPassword' },
] as const;

export type AuthPage = (typeof AUTH_PAGES)[number];

export const LOGIN_PATH = AUTH_PAGES[0].path;
export const REGISTER_PATH = AUTH_PAGES[1].path;
export const FORGOT_PASSWORD_PATH = AUTH_PAGES[2].path;

/** The sign-in page at `pathname`, matched as the router matches (any case, a trailing slash allowed). */
export function authPageAt(pathname: string): AuthPage | undefined {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return AUTH_PAGES.find((page) => page.path === path);
}
