import type { en } from './messages';

export const es: typeof en = {
  label: 'Tiempo trabajado hoy',
  start: 'Iniciar temporizador',
  stop: 'Detener temporizador',
};
