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
