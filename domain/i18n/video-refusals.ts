/**
 * Why a staff action on a video is refused (domain/videos/rules.ts `VideoRefusal`): the API answers
 * `videos.refused.<code>` and the recording machine's notices show the same keys in the console.
 * 'video not available' is SPEC §8's message for a download after 30 days.
 */
import type { OrderVideoRefusal } from '../videos/order-video';
import type { VideoRefusal } from '../videos/rules';

export const videoRefusalsEn = {
  cancel_started: 'The booking has started: this video can no longer be cancelled',
  cancel_status: 'Only a scheduled video can be cancelled',
  edit_completed: 'This video is completed: its start time can no longer change',
  edit_status: 'This video was cancelled or failed: its start time cannot change',
  hide_not_recorded: 'A video can be hidden only after its recording',
  not_hidden: 'This video is not hidden',
  not_available: 'video not available',
  not_recorded: 'This video has not been recorded yet',
} satisfies Record<VideoRefusal, string>;

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

/** Why a highlight of a video is refused (domain/videos/highlights.ts): `videos.highlight.<code>`. */
export const highlightRefusalsEn = {
  outside_video: 'The highlight must lie within the video: its offset plus its duration cannot pass the end ({{minutes}} min)',
  video_not_recorded: 'Highlights go on a recorded video (processing or completed)',
} as const;

export const highlightRefusalsEs: Record<keyof typeof highlightRefusalsEn, string> = {
  outside_video: 'La jugada debe estar dentro del vídeo: su inicio más su duración no pueden pasar del final ({{minutes}} min)',
  video_not_recorded: 'Las jugadas van en un vídeo grabado (en proceso o completado)',
};

/** The download link of a video (server/videos/routes/download.ts). */
export const videoDownloadEn = { linkExpired: 'This download link has expired or is not valid: ask for a new one' } as const;
export const videoDownloadEs: Record<keyof typeof videoDownloadEn, string> = { linkExpired: 'Este enlace de descarga ha caducado o no es válido: pide uno nuevo' };
/** Why an order of a video is refused (domain/videos/order-video.ts): `videos.order.<code>`. */
export const orderVideoRefusalsEn = {
  no_camera: 'This field has no camera: no video can be ordered on it',
  not_recorded: 'Nothing was recorded on this field at that time: choose a recorded minute',
  phone_required: 'You must add at least one phone number',
  not_pending: 'This video order is paid, cancelled or failed: there is nothing to charge',
} satisfies Record<OrderVideoRefusal | 'not_pending', string>;

export const orderVideoRefusalsEs: Record<keyof typeof orderVideoRefusalsEn, string> = {
  no_camera: 'Esta pista no tiene cámara: no se puede pedir un vídeo en ella',
  not_recorded: 'No se grabó nada en esta pista a esa hora: elige un minuto grabado',
  phone_required: 'Debes añadir al menos un número de teléfono',
  not_pending: 'Este pedido de vídeo está pagado, cancelado o falló: no hay nada que cobrar',
};
