/**
 * The console notification staff get when a booking's recording fails (issue 18 item 4): stored
 * as one row (console_notifications), so it says it in each language of the console.
 */
export interface RecordingNoticeFacts {
  field: string;
  booking_id: number;
  /** The booking's local start, e.g. '2031-03-10 18:00'. */
  start: string;
  reason: 'offline_at_start' | 'offline_during';
}

const en = {
  title: 'Recording failed on {{field}}',
  offline_at_start: "Booking #{{booking}} ({{start}}): the field's camera was offline when it started. Its video order failed and was refunded.",
  offline_during: "Booking #{{booking}} ({{start}}): the field's camera stayed offline during it. Its video order failed and was refunded.",
};
const es: typeof en = {
  title: 'Grabación fallida en {{field}}',
  offline_at_start: 'Reserva #{{booking}} ({{start}}): la cámara del campo estaba desconectada al empezar. Su pedido de vídeo falló y se reembolsó.',
  offline_during: 'Reserva #{{booking}} ({{start}}): la cámara del campo estuvo desconectada durante la reserva. Su pedido de vídeo falló y se reembolsó.',
};
export const recordingNoticeMessages = { en, es } as const;

const fill = (text: string, f: RecordingNoticeFacts) => text.replaceAll('{{field}}', f.field).replaceAll('{{booking}}', String(f.booking_id)).replaceAll('{{start}}', f.start);

/** The notification's title and text, English first then Spanish. */
export function recordingFailedNotice(f: RecordingNoticeFacts): { title: string; text: string } {
  return {
    title: `${fill(en.title, f)} · ${fill(es.title, f)}`,
    text: `${fill(en[f.reason], f)}\n${fill(es[f.reason], f)}`,
  };
}
