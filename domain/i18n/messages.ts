import { sharedSignIn, type Widen } from './en';
import { sharedConsole } from './en-labels';
import { esConsoleShared } from './es';
import { bookingHoursEn, bookingRefusalsEn } from './booking-refusals';
import { bookingHoursEs, bookingRefusalsEs } from './booking-refusals-es';
import { highlightRefusalsEn, orderVideoRefusalsEn, videoDownloadEn, videoRefusalsEn } from './video-refusals';
import { highlightRefusalsEs, orderVideoRefusalsEs, videoDownloadEs, videoRefusalsEs } from './video-refusals-es';
import { recurringOrderEn, videoFieldEn } from './recurring-order-messages';
import { recurringOrderEs, videoFieldEs } from './recurring-order-messages-es';
import { inventoryRefusalsEn } from './inventory-refusals';
import { inventoryRefusalsEs } from './inventory-refusals-es';
import { posCardEn, posDeclinedEn, posRefusalsEn } from './pos-refusals';
import { posCardEs, posDeclinedEs, posRefusalsEs } from './pos-refusals-es';

/**
 * Every shared message, as the API answers with them (by Accept-Language): what the console shows
 * too (domain/i18n/en.ts, es.ts) and what only the API says. Kept apart so the console's bundle
 * carries only the first.
 */

/** What the sign-in pages and the console show, in English (both halves). */
const consoleShared = { ...sharedSignIn, ...sharedConsole } as const;

/** Messages only the API answers with (the console shows the server's text). */
const serverEn = {
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
    tooManyRegistrations: 'Too many registrations from this address. Try again in {{seconds}} seconds.',
    registrationAttemptSubject: 'Someone tried to register with your details',
    registrationAttemptBody:
      'Someone tried to create a Sideline account with the username "{{username}}" or the e-mail address {{email}}, which belong to your account. No account was created. If it was you, sign in or reset your password; otherwise you can ignore this message.',
    statusChanged: 'User status changed',
    sessionsEnded: "The user's sessions were ended",
    resetCodeSent: 'A password reset code was sent to {{username}}',
    resetDisabledUser: 'This user is disabled: enable them before resetting their password',
    loggedOut: 'Signed out',
  },
  records: {
    duplicate: 'A record with this name already exists',
    duplicateContact: 'A contact with the same data already exists',
    inUse: 'This record is in use elsewhere; deactivate it instead',
    duplicateUsername: 'This username is already taken',
    duplicateDefault: 'Another card is already the default card of this organization',
    duplicateCameraCode: 'Another camera already has this code',
    cannotGrant: 'You cannot give access you do not have yourself',
    beyondReach: 'You cannot change a user or role that sees more than you do',
    sharedFieldOverlap: 'These fields have bookings at the same time: move or cancel them before sharing the fields',
    platformPermission: 'An organization role cannot hold platform views',
  },
  bookings: {
    overlap: 'This time is already booked on this field',
    maxBelowRegistered: 'Number of participants cannot be lower than the number of players already registered',
    full: 'This booking is full: the maximum of players has joined',
    alreadyJoined: 'This contact has already joined this booking',
    participantPaid: 'This participant has paid: mark them not going instead',
    paidAtCounter: "A participant's share is money owed: take it at the checkout (Pay at the counter), whose payment marks them paid",
    noParticipants: 'This booking takes no participants',
    seriesTaken: 'Every date of this series is already booked',
    seriesCancelled: 'This series is already cancelled',
    datesInSeries: 'Some of these dates are already booked in this series',
    blockedOverlap: 'Something is already booked in this time: move or cancel it first',
    refused: bookingRefusalsEn,
    hours: bookingHoursEn,
  },
  videos: { refused: videoRefusalsEn, highlight: highlightRefusalsEn, download: videoDownloadEn, order: orderVideoRefusalsEn },
  recurringOrders: recurringOrderEn,
  videoField: videoFieldEn,
  inventory: { refused: inventoryRefusalsEn },
  pos: {
    refused: posRefusalsEn,
    card: posCardEn,
    declined: posDeclinedEn,
    keyReused: 'This idempotency key was already used for another request',
    cancelRefundDeclined: 'The booking is cancelled, but the card provider declined its refund ({{why}}): nothing was refunded to the card. Refund it from the payment.',
    notCapturable: {
      declined: 'This card payment was declined: nothing was charged',
      cancelled: 'This card payment was cancelled: nothing was charged',
      timed_out: 'This card payment timed out: nothing was charged',
    },
    method: { cash: 'Cash', manual_card: 'Card', reader: 'Card reader', onsite: 'Other', online: 'Online (app)' },
    /** A sale's line by what it sells, in the reader's language (server/pos/video-lines.ts). */
    line: {
      video: 'Video · {{field}} · {{start}} · {{duration}} min',
      booking: '{{field}} · {{day}} · {{hours}}',
      share: '{{field}} · {{day}} · {{hours}} · {{name}}',
    },
    receipt: {
      subject: 'Your receipt from {{facility}}',
      tab: 'Tab: {{name}}',
      total: 'Total',
      tip: 'Tip',
      tax: 'Tax',
      paid: 'Paid',
    },
  },
  cardProvider: {
    title: 'Card payments onboarding',
    intro: 'Connect {{facility}} to receive card payments. This is the built-in test provider: no real account is created.',
    complete: 'Complete onboarding',
    done: 'Card payments are connected for {{facility}}. You may close this window.',
    expired: 'This onboarding link has expired. Ask for a new one in the console.',
    used: 'This onboarding link was already used.',
  },
  timeControl: {
    disabled: 'Time control is not enabled at this facility',
  },
  cameras: {
    badCredentials: 'Unknown camera code or wrong camera secret',
    thumbnailTooLarge: 'The thumbnail must be an image of at most {{kb}} KB',
    chunk: {
      future: 'This minute has not been recorded yet: its time is in the future',
      too_old: 'This minute is more than a day old and can no longer be sent',
    },
    noField: 'This camera is not on a field: give it a field before it records',
    noCode: 'Give the camera a code first: a camera reports with its code and secret',
  },
  payments: {
    csvTooLarge: 'More than {{max}} payments match: narrow the dates to export them',
    amountRange: 'The amount "to" is below the amount "from"',
    dateRange: 'The date "to" is before the date "from"',
    csv: {
      id: 'ID',
      date: 'Date',
      organization: 'Organization',
      facility: 'Facility',
      amount: 'Amount',
      currency: 'Currency',
      status: 'Status',
      refunds: 'Refunds',
      refunded: 'Refunded',
      method: 'Method',
      contact: 'Contact',
      operator: 'Operator',
      paidFor: 'Paid for',
      serviceFee: 'Service fee',
    },
    statuses: { pending: 'Pending', captured: 'Captured', declined: 'Declined', cancelled: 'Cancelled', timed_out: 'Timed out' },
    refundStates: { none: '', partial_refund: 'Partial refund', refunded: 'Refunded' },
    paidFor: { booking: 'Booking', video: 'Video', sale: 'Counter sale' },
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

export const en = { ...consoleShared, ...serverEn } as const;
export type SharedMessages = Widen<typeof en>;

const serverEs: Omit<SharedMessages, keyof typeof consoleShared> = {
  auth: {
    invalidClient: 'Esta consola no puede iniciar sesión (credenciales de cliente rechazadas)',
    invalidCredentials: 'Usuario o contraseña incorrectos',
    accountDisabled: 'Tu cuenta ha sido desactivada. Contacta con tu administrador.',
    sessionEnded: 'Un administrador ha cerrado tu sesión. Vuelve a iniciar sesión.',
    tooManyAttempts: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en {{seconds}} segundos.',
    wrongCurrentPassword: 'La contraseña actual no es correcta',
    passwordChanged: 'Contraseña cambiada',
    resetRequested: 'Si la cuenta existe, se ha enviado un código de restablecimiento',
    resetTokenInvalid: 'Este código de restablecimiento no es válido o ha caducado',
    passwordReset: 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión.',
    usernameTaken: 'Este usuario ya existe',
    registered: 'Tu cuenta está lista. Ya puedes iniciar sesión.',
    tooManyRegistrations: 'Demasiados registros desde esta dirección. Inténtalo de nuevo en {{seconds}} segundos.',
    registrationAttemptSubject: 'Alguien intentó registrarse con tus datos',
    registrationAttemptBody:
      'Alguien intentó crear una cuenta de Sideline con el usuario "{{username}}" o el correo electrónico {{email}}, que pertenecen a tu cuenta. No se creó ninguna cuenta. Si fuiste tú, inicia sesión o restablece tu contraseña; si no, puedes ignorar este mensaje.',
    statusChanged: 'Estado del usuario cambiado',
    sessionsEnded: 'Se cerraron las sesiones del usuario',
    resetCodeSent: 'Se envió un código para restablecer la contraseña a {{username}}',
    resetDisabledUser: 'Este usuario está desactivado: actívalo antes de restablecer su contraseña',
    loggedOut: 'Sesión cerrada',
  },
  records: {
    duplicate: 'Ya existe un registro con este nombre',
    duplicateContact: 'Ya existe un contacto con los mismos datos',
    inUse: 'Este registro se usa en otra parte; desactívalo en su lugar',
    duplicateUsername: 'Este usuario ya existe',
    duplicateDefault: 'Otra tarjeta ya es la tarjeta predeterminada de esta organización',
    duplicateCameraCode: 'Otra cámara ya tiene este código',
    cannotGrant: 'No puedes dar un acceso que tú no tienes',
    beyondReach: 'No puedes cambiar un usuario o un rol que ve más que tú',
    sharedFieldOverlap: 'Estas pistas tienen reservas a la misma hora: muévelas o cancélalas antes de compartir las pistas',
    platformPermission: 'Un rol de una organización no puede tener vistas de la plataforma',
  },
  bookings: {
    overlap: 'Esta hora ya está reservada en esta pista',
    maxBelowRegistered: 'El número de participantes no puede ser menor que el de jugadores ya inscritos',
    full: 'Esta reserva está completa: ya se ha apuntado el máximo de jugadores',
    alreadyJoined: 'Este contacto ya se ha apuntado a esta reserva',
    participantPaid: 'Este participante ha pagado: márcalo como que no va en su lugar',
    paidAtCounter: 'La parte de un participante es dinero pendiente: cóbrala en el mostrador (Cobrar en el mostrador): el pago lo marca como pagado',
    noParticipants: 'Esta reserva no admite participantes',
    seriesTaken: 'Todas las fechas de esta serie ya están reservadas',
    seriesCancelled: 'Esta serie ya está cancelada',
    datesInSeries: 'Algunas de estas fechas ya están reservadas en esta serie',
    blockedOverlap: 'Ya hay algo reservado en este horario: muévelo o cancélalo antes',
    refused: bookingRefusalsEs,
    hours: bookingHoursEs,
  },
  videos: { refused: videoRefusalsEs, highlight: highlightRefusalsEs, download: videoDownloadEs, order: orderVideoRefusalsEs },
  recurringOrders: recurringOrderEs,
  videoField: videoFieldEs,
  inventory: { refused: inventoryRefusalsEs },
  pos: {
    refused: posRefusalsEs,
    card: posCardEs,
    declined: posDeclinedEs,
    keyReused: 'Esta clave de idempotencia ya se usó para otra petición',
    cancelRefundDeclined: 'La reserva está cancelada, pero el proveedor de tarjetas rechazó su reembolso ({{why}}): no se reembolsó nada a la tarjeta. Reembólsalo desde el pago.',
    notCapturable: {
      declined: 'Este pago con tarjeta fue rechazado: no se cobró nada',
      cancelled: 'Este pago con tarjeta fue cancelado: no se cobró nada',
      timed_out: 'Este pago con tarjeta caducó: no se cobró nada',
    },
    method: { cash: 'Efectivo', manual_card: 'Tarjeta', reader: 'Lector de tarjetas', onsite: 'Otro', online: 'En línea (app)' },
    line: {
      video: 'Vídeo · {{field}} · {{start}} · {{duration}} min',
      booking: '{{field}} · {{day}} · {{hours}}',
      share: '{{field}} · {{day}} · {{hours}} · {{name}}',
    },
    receipt: {
      subject: 'Tu recibo de {{facility}}',
      tab: 'Cuenta: {{name}}',
      total: 'Total',
      tip: 'Propina',
      tax: 'Impuestos',
      paid: 'Pagado',
    },
  },
  cardProvider: {
    title: 'Alta de pagos con tarjeta',
    intro: 'Conecta {{facility}} para recibir pagos con tarjeta. Este es el proveedor de prueba integrado: no se crea ninguna cuenta real.',
    complete: 'Completar el alta',
    done: 'Los pagos con tarjeta están conectados para {{facility}}. Ya puedes cerrar esta ventana.',
    expired: 'Este enlace de alta ha caducado. Pide uno nuevo en la consola.',
    used: 'Este enlace de alta ya se usó.',
  },
  timeControl: {
    disabled: 'El control horario no está activado en esta instalación',
  },
  cameras: {
    badCredentials: 'Código de cámara desconocido o secreto de cámara incorrecto',
    thumbnailTooLarge: 'La miniatura debe ser una imagen de {{kb}} KB como máximo',
    chunk: {
      future: 'Este minuto aún no se ha grabado: su hora está en el futuro',
      too_old: 'Este minuto tiene más de un día y ya no se puede enviar',
    },
    noField: 'Esta cámara no está en ninguna pista: asígnale una pista antes de grabar',
    noCode: 'Primero asigna un código a la cámara: una cámara informa con su código y su secreto',
  },
  payments: {
    csvTooLarge: 'Coinciden más de {{max}} pagos: acota las fechas para exportarlos',
    amountRange: 'El importe "hasta" es menor que el importe "desde"',
    dateRange: 'La fecha "hasta" es anterior a la fecha "desde"',
    csv: {
      id: 'ID',
      date: 'Fecha',
      organization: 'Organización',
      facility: 'Instalación',
      amount: 'Importe',
      currency: 'Moneda',
      status: 'Estado',
      refunds: 'Reembolsos',
      refunded: 'Reembolsado',
      method: 'Método',
      contact: 'Contacto',
      operator: 'Operador',
      paidFor: 'Pagó',
      serviceFee: 'Tarifa de servicio',
    },
    statuses: { pending: 'Pendiente', captured: 'Cobrado', declined: 'Rechazado', cancelled: 'Cancelado', timed_out: 'Caducado' },
    refundStates: { none: '', partial_refund: 'Reembolso parcial', refunded: 'Reembolsado' },
    paidFor: { booking: 'Reserva', video: 'Vídeo', sale: 'Venta en mostrador' },
  },
  roles: {
    facility: 'Instalación',
    representative: 'Representante',
    maintainer: 'Mantenedor',
    editor: 'Editor',
    administrator: 'Administrador',
    client: 'Cliente',
  },
};

export const es: SharedMessages = { ...esConsoleShared, ...serverEs };
