/** Texts of the organization and facility screens (merged into src/i18n). */
export const en = {
  cardPayments: {
    title: 'Card payments',
    connected: 'Connected',
    notConnected: 'Not connected',
    account: 'Provider account {{account}}',
    connect: 'Connect card payments',
    hint: 'Opens the card provider in a new window; the link works for 5 minutes.',
    waiting: 'Waiting for onboarding (the link works until {{time}}).',
    openLink: 'Open the link again',
  },
  facilityImages: {
    title: 'Images',
    hint: 'Shown to players in the app. Up to 10; each is saved as soon as it is chosen.',
    none: 'No images yet.',
    image: 'Image {{n}}',
    add: 'Add an image',
    remove: 'Remove image {{n}}',
    added: 'Image added',
    removed: 'Image removed',
  },
  ranges: {
    row: 'Range {{n}}',
    add: 'Add range',
    remove: 'Remove range {{n}}',
    andUp: 'and up',
  },
};

export const es: typeof en = {
  cardPayments: {
    title: 'Pagos con tarjeta',
    connected: 'Conectado',
    notConnected: 'Sin conectar',
    account: 'Cuenta del proveedor {{account}}',
    connect: 'Conectar pagos con tarjeta',
    hint: 'Abre el proveedor de tarjetas en una ventana nueva; el enlace funciona durante 5 minutos.',
    waiting: 'Esperando el alta (el enlace funciona hasta las {{time}}).',
    openLink: 'Abrir el enlace de nuevo',
  },
  facilityImages: {
    title: 'Imágenes',
    hint: 'Los jugadores las ven en la app. Hasta 10; cada una se guarda en cuanto la eliges.',
    none: 'Todavía no hay imágenes.',
    image: 'Imagen {{n}}',
    add: 'Añadir una imagen',
    remove: 'Quitar la imagen {{n}}',
    added: 'Imagen añadida',
    removed: 'Imagen quitada',
  },
  ranges: {
    row: 'Rango {{n}}',
    add: 'Añadir rango',
    remove: 'Quitar el rango {{n}}',
    andUp: 'y más',
  },
};
