import type { en } from './messages';

export const es: typeof en = {
  fieldQr: {
    title: 'Código QR',
    hint: 'Los jugadores lo escanean para abrir esta pista en la app: imprime el cartel y cuélgalo junto a la pista.',
    alt: 'Código QR de {{url}}',
    download: 'Descargar cartel (A4)',
    downloaded: 'Cartel descargado',
  },
};
