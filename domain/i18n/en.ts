import type { sharedConsole } from './en-labels';

/**
 * Messages shared by the API and the console (English): validation messages, field and option
 * labels, error texts. The console adds its own screen texts in src/i18n; the API answers with
 * these and its own (domain/i18n/messages.ts) by Accept-Language.
 */

/** What the sign-in pages show of them (in every page's first load): validation and error messages. */
export const sharedSignIn = {
  validation: {
    rangeTooLong: 'A range may span at most {{max}} days',
    seriesTooManyDates: 'A series may create at most {{max}} dates at once',
    seriesTooLong: 'A series may span at most {{years}} years',
    pageTooDeep: 'Only the first {{max}} matches can be paged through: refine the filter or change the order',
    tooManyImages: 'At most {{max}} images',
    cardNumber: 'Card number is not valid',
    cardExpired: 'This card has expired',
    required: '{{field}} is required',
    requiredField: 'This field is required',
    requiredInfo: '(*) required information',
    missingData: 'Missing data to add, please complete them',
    minLength: '{{field}} must be at least {{min}} characters',
    maxLength: '{{field}} must be less than {{max}} characters',
    maxValue: '{{field}} must be less than or equal to {{max}}',
    minValue: '{{field}} must be greater than or equal to {{min}}',
    email: 'E-mail must be valid',
    invalidFormat: 'Invalid Format',
    invalidImage: 'Choose a PNG, JPEG, WebP or GIF image of at most 2 MB',
    maxBelowMin: 'The maximum of players cannot be less than the minimum',
    passwordsDoNotMatch: 'passwords do not match',
    rangeIncomplete: 'You must complete the range price!',
    rangeOrder: 'A range must end after it starts',
    rangesOverlap: 'Price ranges must not overlap',
    minBelowMax: 'The minimum must be less than the maximum',
  },
  errors: {
    T001: 'Your session has expired',
    T002: 'The session token is not valid',
    T004: 'Your session has ended, please sign in again',
    E004: 'Your account has been disabled. Contact your administrator.',
    E400: 'Missing data to add, please complete them',
    E401: 'Incorrect username or password',
    E403: 'You are not authorized',
    E404: 'Not found',
    E409: 'This conflicts with existing data',
    E429: 'Too many attempts. Try again later.',
    E413: 'This request is too large',
    rateLimited: 'Too many requests. Try again in {{seconds}} seconds.',
    E500: 'Something went wrong. Please try again.',
  },
} as const;

/** The shape every language must fill: same keys, any text. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ConsoleSharedMessages = Widen<typeof sharedSignIn & typeof sharedConsole>;
