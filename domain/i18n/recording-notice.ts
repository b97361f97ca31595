import { instantLabel } from '../time/local';

/**
 * The console notification staff get when a booking's recording fails (issue 18 item 4): stored
 * as one row (console_notifications), so it says it in each language of the console.
 */
export interface RecordingNoticeFacts {
  field: string;
  /** The booking it records, or null for a video ordered on its own (then its order is named). */
  booking_id: number | null;
  order_id: number | null;
  /** The recording's start (an instant), written in each language's date and the facility's zone and clock, as the console writes dates. */
  starts_at: string;
  zone: string;
  twelve_hour: boolean;
  reason: 'offline_at_start' | 'offline_during';
}

const en = {
  title: 'Recording failed on {{field}}',
  booking: 'Booking #{{id}}',
  order: 'Video order #{{id}}',
  offline_at_start: "{{subject}} ({{start}}): the field's camera was offline when it started. Its video order failed; what was paid for it is refunded.",
  offline_during: "{{subject}} ({{start}}): the field's camera stayed offline during it. Its video order failed; what was paid for it is refunded.",
};
const es: typeof en = {
  title: 'Grabación fallida en {{field}}',
  booking: 'Reserva #{{id}}',
  order: 'Pedido de vídeo #{{id}}',
  offline_at_start: '{{subject}} ({{start}}): la cámara del campo estaba desconectada al empezar. Su pedido de vídeo falló; lo pagado se reembolsa.',
  offline_during: '{{subject}} ({{start}}): la cámara del campo estuvo desconectada durante la grabación. Su pedido de vídeo falló; lo pagado se reembolsa.',
};
export const recordingNoticeMessages = { en, es } as const;

function fill(m: typeof en, text: string, f: RecordingNoticeFacts): string {
  const subject = f.booking_id !== null ? m.booking.replace('{{id}}', String(f.booking_id)) : m.order.replace('{{id}}', String(f.order_id ?? ''));
  const start = instantLabel(f.starts_at, f.zone, f.twelve_hour, m === en ? 'en' : 'es');
  return text.replaceAll('{{field}}', f.field).replaceAll('{{subject}}', subject).replaceAll('{{start}}', start);
}

/** The notification's title and text, English first then Spanish. */
export function recordingFailedNotice(f: RecordingNoticeFacts): { title: string; text: string } {
  return {
    title: `${fill(en, en.title, f)} · ${fill(es, es.title, f)}`,
    text: `${fill(en, en[f.reason], f)}\n${fill(es, es[f.reason], f)}`,
  };
}
