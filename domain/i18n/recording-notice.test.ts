import { describe, expect, it } from 'vitest';
import { recordingFailedNotice } from './recording-notice';

describe('the notice of a failed recording', () => {
  it('names the field and the booking in English and Spanish', () => {
    const n = recordingFailedNotice({ field: 'Pista 3', booking_id: 12, order_id: 4, start: '2031-04-10 10:00', reason: 'offline_at_start' });
    expect(n.title).toBe('Recording failed on Pista 3 · Grabación fallida en Pista 3');
    expect(n.text).toContain("Booking #12 (2031-04-10 10:00): the field's camera was offline when it started.");
    expect(n.text).toContain('Reserva #12 (2031-04-10 10:00): la cámara del campo estaba desconectada al empezar.');
  });

  it('names the video order when no booking is recorded', () => {
    const n = recordingFailedNotice({ field: 'Court 3', booking_id: null, order_id: 4, start: '2031-04-10 10:00', reason: 'offline_during' });
    expect(n.text).toContain('Video order #4 (2031-04-10 10:00)');
    expect(n.text).toContain('Pedido de vídeo #4');
    expect(n.text).not.toContain('#null');
  });
});
