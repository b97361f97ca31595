import type { highlightRefusalsEn, orderVideoRefusalsEn, videoDownloadEn, videoRefusalsEn } from './video-refusals';

/** The Spanish of ./video-refusals.ts (a module of its own: the console loads it only when Spanish is shown). */
export const videoRefusalsEs: Record<keyof typeof videoRefusalsEn, string> = {
  cancel_started: 'La reserva ya ha empezado: este vídeo ya no se puede cancelar',
  cancel_status: 'Solo se puede cancelar un vídeo programado',
  edit_completed: 'Este vídeo está completado: su hora de inicio ya no puede cambiar',
  edit_status: 'Este vídeo se canceló o falló: su hora de inicio no puede cambiar',
  hide_not_recorded: 'Un vídeo solo se puede ocultar después de grabarse',
  not_hidden: 'Este vídeo no está oculto',
  not_available: 'vídeo no disponible',
  not_recorded: 'Este vídeo aún no se ha grabado',
};

export const highlightRefusalsEs: Record<keyof typeof highlightRefusalsEn, string> = {
  outside_video: 'La jugada debe estar dentro del vídeo: su inicio más su duración no pueden pasar del final ({{minutes}} min)',
  video_not_recorded: 'Las jugadas van en un vídeo grabado (en proceso o completado)',
};

export const videoDownloadEs: Record<keyof typeof videoDownloadEn, string> = { linkExpired: 'Este enlace de descarga ha caducado o no es válido: pide uno nuevo' };

export const orderVideoRefusalsEs: Record<keyof typeof orderVideoRefusalsEn, string> = {
  no_camera: 'Esta pista no tiene cámara: no se puede pedir un vídeo en ella',
  not_recorded: 'No se grabó nada en esta pista a esa hora: elige un minuto grabado',
  phone_required: 'Debes añadir al menos un número de teléfono',
  not_pending: 'Este pedido de vídeo está pagado, cancelado o falló: no hay nada que cobrar',
};
