import { sharedSignIn as shared } from '../../domain/i18n/en';

/**
 * The sign-in pages' texts (English), in every page's first load (./index.ts); the console's own
 * load with it (./en-console.ts). Validation and error messages come from domain/i18n.
 */
export const signInEn = {
  ...shared,
  app: {
    name: 'Sideline',
    tagline: 'Bookings, recordings and payments for your facility',
    language: 'Language',
    languages: { en: 'English', es: 'Español' },
    loading: 'Loading',
    languageWaiting: 'The texts in {{language}} cannot be reached: Sideline switches to it as soon as the connection is back',
    waitingForConnection: 'Sideline cannot be reached: this opens as soon as the connection is back',
    cancel: 'Cancel',
    chunkLoadError: 'This part of Sideline could not be loaded (chunk-load error). Check the connection, then reload the page.',
    reload: 'Reload',
    close: 'Close',
    clearSearch: 'Clear',
    dateFormat: 'mm/dd/yyyy',
    chooseDate: 'Choose a date',
    timeFormat24: 'hh:mm',
    timeFormat12: 'h:mm AM',
    chooseTime: 'Choose a time',
    invalidTime: 'Not a time of day: type it like {{example}}',
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
    forgot: 'Forgot password?',
    register: 'Create an account',
    reauth: 'Your session ended. Please sign in again.',
    signingIn: 'Signing in…',
  },
  register: {
    title: 'Create an account',
    subtitle: 'Your organization gives you access once you are in',
    submit: 'Create account',
    haveAccount: 'Already have an account? Sign in',
  },
  forgot: {
    title: 'Forgot your password?',
    subtitle: 'We will send you a code to choose a new one',
    send: 'Send reset code',
    reset: 'Set new password',
    back: 'Back to sign in',
    devOutbox: 'Development outbox (the e-mail the product would send)',
  },
  network: {
    unreachable: 'The server cannot be reached. Check your connection and try again.',
  },
};
