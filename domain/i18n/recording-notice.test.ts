import { describe, expect, it } from 'vitest';
import { recordingFailedNotice } from './recording-notice';

describe('the notice of a failed recording', () => {
  const at = { starts_at: '2031-04-10T08:00:00.000Z', zone: 'Europe/Madrid', twelve_hour: false };

  it('names the field and the booking in English and Spanish, its start in each language’s date, as the console writes it', () => {
    const n = recordingFailedNotice({ field: 'Pista 3', booking_id: 12, order_id: 4, ...at, reason: 'offline_at_start' });
    expect(n.title).toBe('Recording failed on Pista 3 · Grabación fallida en Pista 3');
    expect(n.text).toContain("Booking #12 (04/10/2031 10:00): the field's camera was offline when it started.");
    expect(n.text).toContain('Reserva #12 (10/04/2031 10:00): la cámara del campo estaba desconectada al empezar.');
    expect(n.text).not.toContain('2031-04-10');
  });

  it("on the facility's 12-hour clock", () => {
    const n = recordingFailedNotice({ field: 'Court 3', booking_id: 12, order_id: 4, starts_at: '2031-04-10T22:30:00.000Z', zone: 'America/New_York', twelve_hour: true, reason: 'offline_during' });
    expect(n.text).toContain('Booking #12 (04/10/2031 6:30 PM)');
  });

  it('names the video order when no booking is recorded', () => {
    const n = recordingFailedNotice({ field: 'Court 3', booking_id: null, order_id: 4, ...at, reason: 'offline_during' });
    expect(n.text).toContain('Video order #4 (04/10/2031 10:00)');
    expect(n.text).toContain('Pedido de vídeo #4');
    expect(n.text).not.toContain('#null');
  });
});
