/** Texts of a field's QR panel (issue 19 item 5), merged into src/i18n when the field's form loads. */
export const en = {
  fieldQr: {
    title: 'QR code',
    hint: 'Players scan it to open this court in the app: print the poster and pin it by the court.',
    alt: 'QR code of {{url}}',
    download: 'Download poster (A4)',
    downloaded: 'Poster downloaded',
  },
};
