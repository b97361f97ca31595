import type { en } from './messages';

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
