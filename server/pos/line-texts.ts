import type { Executor } from '../db/connect';
import type { Reader } from '../http/i18n';
import { bookingLineKey, bookingLineTexts } from './booking-charges';
import { videoLineTexts } from './video-lines';

type Line = { kind: string; booking_id: number | null; participant_id: number | null; video_order_id: number | null; description: string };

/**
 * Lines of a sale with their description in a reader's language: a booking line names its field,
 * day and hours (booking-charges.ts `bookingLineTexts`), a video line its order (video-lines.ts
 * `videoLineTexts`), from the booking or order itself; other lines (a product, a free amount) as
 * they were written. A line whose booking or order is gone keeps the text the ledger stored.
 */
export async function inReaderLanguage<T extends Line>(db: Executor, rows: readonly T[], reader: Reader): Promise<T[]> {
  const bookingRows = rows.flatMap((r) => (r.kind === 'booking' && r.booking_id !== null ? [{ booking_id: r.booking_id, participant_id: r.participant_id }] : []));
  const [bookingTexts, videoTexts] = await Promise.all([
    bookingLineTexts(db, bookingRows, reader),
    videoLineTexts(
      db,
      rows.flatMap((r) => (r.video_order_id === null ? [] : [r.video_order_id])),
      reader,
    ),
  ]);
  return rows.map((r) => {
    const text = r.kind === 'booking' && r.booking_id !== null ? bookingTexts.get(bookingLineKey(r.booking_id, r.participant_id)) : r.video_order_id !== null ? videoTexts.get(r.video_order_id) : undefined;
    return text === undefined ? r : { ...r, description: text };
  });
}
