/**
 * Messages shared by the API and the console (English). The console adds its own screen texts
 * in src/i18n; the server answers with these by Accept-Language.
 */
export const en = {
  validation: {
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
    passwordsDoNotMatch: 'passwords do not match',
  },
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    username: 'Username',
    password: 'Password',
    current_password: 'Current password',
    new_password: 'New password',
    confirm_password: 'Confirm password',
    refresh_token: 'Refresh token',
    token: 'Reset code',
    email: 'E-mail',
    name: 'Name',
    group_id: 'Organization',
    facility_id: 'Facility',
    description: 'Description',
    status: 'Status',
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
    E500: 'Something went wrong. Please try again.',
  },
  auth: {
    invalidClient: 'This console is not allowed to sign in (client credentials rejected)',
    invalidCredentials: 'Incorrect username or password',
    accountDisabled: 'Your account has been disabled. Contact your administrator.',
    sessionEnded: 'Your session was ended by an administrator. Please sign in again.',
    tooManyAttempts: 'Too many failed sign-in attempts. Try again in {{seconds}} seconds.',
    wrongCurrentPassword: 'The current password is incorrect',
    passwordChanged: 'Password changed',
    resetRequested: 'If the account exists, a reset code has been sent',
    resetTokenInvalid: 'This reset code is invalid or has expired',
    passwordReset: 'Your password has been reset. You can sign in now.',
    usernameTaken: 'This username is already taken',
    registered: 'Your account is ready. You can sign in now.',
    statusChanged: 'User status changed',
    sessionsEnded: "The user's sessions were ended",
    loggedOut: 'Signed out',
  },
  records: {
    duplicate: 'A record with this name already exists',
  },
  timeControl: {
    disabled: 'Time control is not enabled at this facility',
  },
  roles: {
    facility: 'Facility',
    representative: 'Representative',
    maintainer: 'Maintainer',
    editor: 'Editor',
    administrator: 'Administrator',
    client: 'Client',
  },
} as const;

/** The shape every language must fill: same keys, any text. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type SharedMessages = Widen<typeof en>;
