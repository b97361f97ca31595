/** Texts of the video screens (merged into src/i18n). */
export const en = {
  videos: {
    notFound: 'This video does not exist.',
    field: 'Field',
    start: 'Start',
    duration: 'Duration',
    minutes: '{{count}} min',
    type: 'Cameras',
    types: { left: 'Left', right: 'Right', 'left/right': 'Left and right' },
    views: 'Views',
    contact: 'Booked by',
    playback: 'Playback code',
    statusLabel: 'Status',
    status: { scheduled: 'Scheduled', recording: 'Recording', completed: 'Completed', cancelled: 'Cancelled' },
    hidden: 'Hidden from the app',
    onlyInApp: 'Videos play in the Sideline app. Share the link with the players.',
    copyLink: 'Copy link',
  },
};

export const es: typeof en = {
  videos: {
    notFound: 'Este vídeo no existe.',
    field: 'Pista',
    start: 'Inicio',
    duration: 'Duración',
    minutes: '{{count}} min',
    type: 'Cámaras',
    types: { left: 'Izquierda', right: 'Derecha', 'left/right': 'Izquierda y derecha' },
    views: 'Reproducciones',
    contact: 'Reservado por',
    playback: 'Código de reproducción',
    statusLabel: 'Estado',
    status: { scheduled: 'Programado', recording: 'Grabando', completed: 'Completado', cancelled: 'Cancelado' },
    hidden: 'Oculto en la app',
    onlyInApp: 'Los vídeos se reproducen en la app de Sideline. Comparte el enlace con los jugadores.',
    copyLink: 'Copiar enlace',
  },
};
