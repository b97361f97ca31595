import { newPlayback } from './playback';
import { localParts } from '../../domain/bookings/local-time';
import type { VideoOrderStatus } from '../../domain/videos/rules';
import { cancelRefusal, type VideoStatus } from '../../domain/videos/rules';
import { actorUserId, type Actor } from '../auth/actor';
import type { Executor, Tx } from '../db/connect';
import { videoPriceOn } from './field-price';
import * as repo from './repository';

/**
 * Booking and recording are one order (issue 18 item 4): the one call the booking service makes,
 * inside its own transaction, after it wrote a booking (created, changed, moved or cancelled).
 * - a live booking with include video has its video order and its scheduled video (created with
 *   the booking; moved with it: field, start and duration);
 * - a cancelled booking, or one whose include video was unchecked, cancels its scheduled video
 *   and its order, before the start only (SPEC §9, domain/bookings/refund.ts: once it started the
 *   video order stands). What was paid is refunded by the cancel's refund (the booking's receipt).
 * Answers what it did.
 */
export interface RecordedBooking {
  id: number;
  field_id: number;
  contact_id: number | null;
  start_at: Date;
  end_at: Date;
  include_video: boolean;
  status: string;
}

export type RecordingSync = 'created' | 'moved' | 'cancelled' | 'unchanged';

export async function syncBookingRecording(
  tx: Tx,
  actor: Actor,
  facility: { id: number; group_id: number; timezone: string; tax_percent: number; commission: number },
  booking: RecordedBooking,
  now = new Date(),
): Promise<RecordingSync> {
  const current = await repo.recordingOfBooking(tx, booking.id);
  const wanted = booking.include_video && booking.status !== 'cancelled';
  const duration = Math.round((booking.end_at.getTime() - booking.start_at.getTime()) / 60_000);
  const date = localParts(booking.start_at.toISOString(), facility.timezone).date;
  const live = current && current.status === 'scheduled';

  if (!wanted) {
    if (!live) return 'unchanged';
    if (cancelRefusal({ status: current.status as VideoStatus, hidden: false, starts_at: current.started_at.toISOString(), duration: current.duration }, now)) return 'unchanged';
    await repo.lockVideo(tx, current.id);
    await repo.updateVideo(tx, current.id, { status: 'cancelled' });
    await repo.setOrderStatus(tx, current.video_order_id!, 'cancelled');
    return 'cancelled';
  }
  if (live) {
    const same = current.field_id === booking.field_id && current.started_at.getTime() === booking.start_at.getTime() && current.duration === duration;
    if (same) return 'unchanged';
    await repo.lockVideo(tx, current.id);
    await repo.moveRecording(tx, current.id, current.video_order_id!, { field_id: booking.field_id, start_at: booking.start_at, duration, date });
    // Another field or length: an order not paid yet is priced again (a paid one keeps what it was sold for).
    if (current.order_status === 'pending' && (current.field_id !== booking.field_id || current.duration !== duration)) {
      const price = await videoPriceOn(tx, booking.field_id, facility, duration, now < booking.start_at);
      await repo.priceOrder(tx, current.video_order_id!, { ...priceColumns(price), status: price.total === 0 ? 'paid' : 'pending' });
    }
    return 'moved';
  }
  // Recording or done already: it stands as it is.
  if (current && current.status !== 'cancelled' && current.status !== 'failed') return 'unchanged';
  // Priced by the field's video prices (domain/videos/price.ts): ordered with its booking, before the start, it is a pre-order.
  const price = await videoPriceOn(tx, booking.field_id, facility, duration, now < booking.start_at);
  await repo.insertOrderWithVideo(
    tx,
    {
      group_id: facility.group_id,
      facility_id: facility.id,
      field_id: booking.field_id,
      booking_id: booking.id,
      contact_id: booking.contact_id,
      date,
      start_at: booking.start_at,
      duration,
      // Part of the booking's balance, paid with it as a video line (nothing to pay: paid).
      ...priceColumns(price),
      status: price.total === 0 ? 'paid' : 'pending',
      created_by: actorUserId(actor),
    },
    { facility_id: facility.id, field_id: booking.field_id, booking_id: booking.id, playback: newPlayback(), started_at: booking.start_at, duration, status: 'scheduled' },
  );
  return 'created';
}

/** A video price (domain/videos/price.ts) as the order's columns. */
function priceColumns(price: Awaited<ReturnType<typeof videoPriceOn>>) {
  return { price_cents: price.price, discount_cents: price.discount, commission_cents: price.commission, tax_cents: price.tax, service_fee_cents: price.serviceFee, total_cents: price.total };
}

/** The booking's recording as its detail shows it (the newest video of its include-video order), or null. */
export async function bookingRecording(db: Executor, bookingId: number): Promise<{ id: number; status: VideoStatus; video_order_id: number; order_status: VideoOrderStatus; total_cents: number } | null> {
  const row = await repo.recordingOfBooking(db, bookingId);
  return row ? { id: row.id, status: row.status as VideoStatus, video_order_id: row.video_order_id!, order_status: row.order_status as VideoOrderStatus, total_cents: row.total_cents } : null;
}

/** What the booking's video order still asks to be paid (its total while pending), folded into the booking's balance. */
export const videoOwed = (video: Awaited<ReturnType<typeof bookingRecording>>): number => (video && video.order_status === 'pending' ? video.total_cents : 0);

/** Bookings deleted (made by mistake, never started): their scheduled recordings and orders are cancelled with them, in the delete's transaction. */
export async function cancelRecordingsOfDeleted(tx: Tx, bookingIds: readonly number[]): Promise<void> {
  for (const id of bookingIds) {
    const current = await repo.recordingOfBooking(tx, id);
    if (!current || current.status !== 'scheduled') continue;
    await repo.lockVideo(tx, current.id);
    await repo.updateVideo(tx, current.id, { status: 'cancelled' });
    await repo.setOrderStatus(tx, current.video_order_id!, 'cancelled');
  }
}
