import type { en } from './messages';

export const es: typeof en = {
  open: 'Novedades: {{count}}',
  title: 'Novedades',
  empty: 'Estás al día.',
  dismiss: 'Descartar «{{title}}»',
  appUpdate: 'Nueva versión',
  preview: 'Vista previa',
  previewTitle: 'Título de la notificación',
};
