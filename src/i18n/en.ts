import { en as shared } from '../../domain/i18n/en';

/** Console texts (English). Shared validation and error messages come from domain/i18n. */
export const en = {
  ...shared,
  app: {
    name: 'Sideline',
    tagline: 'Bookings, recordings and payments for your facility',
    language: 'Language',
    languages: { en: 'English', es: 'Español' },
    close: 'Close',
    copyright: '© {{year}} Sideline. All rights reserved.',
  },
  login: {
    title: 'Welcome to Sideline',
    subtitle: 'Sign in to your facility console',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    signingIn: 'Signing in…',
  },
  welcome: {
    title: 'Welcome, {{name}}!',
    role: 'Signed in as {{role}}',
    intro: 'Choose an area from the menu to start your day.',
    logout: 'Sign out',
  },
  pages: {
    notFound: 'Page Not Found',
    notFoundText: 'Oops! 😖 The requested URL was not found on this server.',
    backHome: 'Back to home',
  },
  network: {
    unreachable: 'The server cannot be reached. Check your connection and try again.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ConsoleMessages = Widen<typeof en>;
