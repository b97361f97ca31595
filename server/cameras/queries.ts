import { and, asc, count, eq, gt, gte, isNull, lte, max, ne, sql } from 'drizzle-orm';
import { cameraLiveStatus, type HeartbeatSettings } from '../../domain/cameras/ingest';
import type { CameraThumbnail, FieldActivity, FieldBookingNow, MonitoredCamera } from '../../domain/cameras/monitoring';
import { startOfDayIn } from '../../domain/time/zone';
import type { Executor } from '../db/connect';
import { bookings, cameraChunks, cameras, cameraThumbnails, contacts, fields, videoOrders, videos } from '../db/schema';

/** Field monitoring's reads (view 21): a facility's cameras, thumbnails, recorded minutes and bookings now. */

/** The facility's cameras with their state derived from the last heartbeat's age at `now`. */
export async function facilityCameras(db: Executor, facilityId: number, now: Date, settings: HeartbeatSettings): Promise<MonitoredCamera[]> {
  const rows = await db
    .select({
      id: cameras.id,
      name: cameras.name,
      code: cameras.code,
      field_id: cameras.field_id,
      last_heartbeat_at: cameras.last_heartbeat_at,
      reported_status: cameras.reported_status,
      thumbnail_at: cameras.thumbnail_at,
      failed_auth_count: cameras.failed_auth_count,
      simulated: cameras.simulated,
      simulator_on: cameras.simulator_on,
    })
    .from(cameras)
    .where(eq(cameras.facility_id, facilityId))
    .orderBy(asc(sql`lower(${cameras.name})`), asc(cameras.id));
  return rows.map(({ reported_status, last_heartbeat_at, thumbnail_at, ...row }) => ({
    ...row,
    status: cameraLiveStatus({ last_heartbeat_at, reported_status }, now, settings),
    last_heartbeat_at: last_heartbeat_at?.toISOString() ?? null,
    thumbnail_at: thumbnail_at?.toISOString() ?? null,
  }));
}

/** The latest thumbnail of each camera of the facility, as a `data:` URL (small images; the console's CSP allows them). */
export async function facilityThumbnails(db: Executor, facilityId: number): Promise<CameraThumbnail[]> {
  const rows = await db
    .select({ camera_id: cameraThumbnails.camera_id, content_type: cameraThumbnails.content_type, bytes: cameraThumbnails.bytes, taken_at: cameraThumbnails.taken_at })
    .from(cameraThumbnails)
    .innerJoin(cameras, eq(cameras.id, cameraThumbnails.camera_id))
    .where(eq(cameras.facility_id, facilityId));
  return rows.map((r) => ({ camera_id: r.camera_id, taken_at: r.taken_at.toISOString(), url: `data:${r.content_type};base64,${Buffer.from(r.bytes).toString('base64')}` }));
}

/** Minutes recorded today (the facility's day) per field, and the last one. */
export async function fieldActivity(db: Executor, facility: { id: number; timezone: string }, now: Date): Promise<FieldActivity[]> {
  const from = startOfDayIn(now, facility.timezone);
  const rows = await db
    .select({ field_id: cameraChunks.field_id, minutes: sql<number>`count(distinct ${cameraChunks.minute})::int`, last: max(cameraChunks.minute) })
    .from(cameraChunks)
    .where(and(eq(cameraChunks.facility_id, facility.id), gte(cameraChunks.minute, from), lte(cameraChunks.minute, now)))
    .groupBy(cameraChunks.field_id);
  return rows.map((r) => ({ field_id: r.field_id, minutes_today: Number(r.minutes), last_minute: r.last ? new Date(r.last).toISOString() : null }));
}

/** Each field of the facility with the live booking on it at `now` (blocked times are not bookings here), or the video ordered on its own for now. */
export async function fieldsBookingNow(db: Executor, facilityId: number, now: Date): Promise<FieldBookingNow[]> {
  const list = await db
    .select({ id: fields.id, name: fields.name })
    .from(fields)
    // A field switched off (or deleted) is not in use: no tile for it.
    .where(and(eq(fields.facility_id, facilityId), eq(fields.status, 'A')))
    .orderBy(asc(sql`lower(${fields.name})`), asc(fields.id));
  const current = await db
    .select({ id: bookings.id, field_id: bookings.field_id, start_at: bookings.start_at, end_at: bookings.end_at, include_video: bookings.include_video, contact_name: contacts.name })
    .from(bookings)
    .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
    .where(and(eq(bookings.facility_id, facilityId), ne(bookings.status, 'cancelled'), ne(bookings.type, 'blocked'), lte(bookings.start_at, now), gt(bookings.end_at, now)));
  // Videos ordered on their own (not a booking's) whose time is now, still to be or being recorded.
  const ordered = await db
    .select({ id: videoOrders.id, video_id: videos.id, field_id: videos.field_id, start_at: videos.started_at, duration: videos.duration, contact_name: contacts.name })
    .from(videos)
    .innerJoin(videoOrders, eq(videoOrders.id, videos.video_order_id))
    .leftJoin(contacts, eq(contacts.id, videoOrders.contact_id))
    .where(
      and(
        eq(videos.facility_id, facilityId),
        isNull(videos.booking_id),
        sql`${videos.status} in ('scheduled', 'recording')`,
        lte(videos.started_at, now),
        sql`${videos.started_at} + make_interval(mins => ${videos.duration}) > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(videos.started_at), asc(videos.id));
  return list.map((f) => {
    const b = current.find((x) => x.field_id === f.id);
    const o = ordered.find((x) => x.field_id === f.id);
    return {
      field_id: f.id,
      field_name: f.name,
      booking: b ? { id: b.id, start_at: b.start_at.toISOString(), end_at: b.end_at.toISOString(), contact_name: b.contact_name, include_video: b.include_video } : null,
      video_order: o ? { id: o.id, video_id: o.video_id, start_at: o.start_at.toISOString(), end_at: new Date(o.start_at.getTime() + o.duration * 60_000).toISOString(), contact_name: o.contact_name } : null,
    };
  });
}

/**
 * Whether a field should be recording at `now`: a live booking with video on it, or a video ordered
 * for that time (scheduled or recording). What the simulated fleet records by.
 */
export async function fieldsToRecord(db: Executor, now: Date): Promise<Set<number>> {
  const booked = await db
    .select({ field_id: bookings.field_id })
    .from(bookings)
    .where(and(eq(bookings.include_video, true), ne(bookings.status, 'cancelled'), lte(bookings.start_at, now), gt(bookings.end_at, now)));
  const ordered = await db
    .select({ field_id: videos.field_id, n: count() })
    .from(videos)
    .where(and(sql`${videos.status} in ('scheduled', 'recording')`, lte(videos.started_at, now), sql`${videos.started_at} + make_interval(mins => ${videos.duration}) > ${now.toISOString()}::timestamptz`))
    .groupBy(videos.field_id);
  return new Set([...booked.map((b) => b.field_id), ...ordered.map((o) => o.field_id)]);
}

/**
 * Whether a field has a camera reporting at `now` (online or recording): what a booking with video
 * asks when it starts and while it runs (issue 18 item 4).
 */
export async function fieldCameraReporting(db: Executor, fieldId: number, now: Date, settings: HeartbeatSettings): Promise<boolean> {
  const rows = await db.select({ last_heartbeat_at: cameras.last_heartbeat_at, reported_status: cameras.reported_status }).from(cameras).where(eq(cameras.field_id, fieldId));
  return rows.some((c) => cameraLiveStatus(c, now, settings) !== 'offline');
}

/** The minutes recorded on a field in [from, to), in order (start of each minute): an order video's timeline (issue 18 item 2). */
export async function recordedMinutes(db: Executor, fieldId: number, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .selectDistinct({ minute: cameraChunks.minute })
    .from(cameraChunks)
    .where(and(eq(cameraChunks.field_id, fieldId), gte(cameraChunks.minute, from), sql`${cameraChunks.minute} < ${to.toISOString()}::timestamptz`))
    .orderBy(asc(cameraChunks.minute));
  return rows.map((r) => new Date(r.minute));
}

/** A field's camera signal at `now`: whether one reports, and its cameras' latest heartbeat (what the recording job follows). */
export async function fieldCameraSignal(db: Executor, fieldId: number, now: Date, settings: HeartbeatSettings): Promise<{ reporting: boolean; last_heartbeat_at: Date | null }> {
  const rows = await db.select({ last_heartbeat_at: cameras.last_heartbeat_at, reported_status: cameras.reported_status }).from(cameras).where(eq(cameras.field_id, fieldId));
  const last = rows.reduce<Date | null>((at, c) => (c.last_heartbeat_at && (!at || c.last_heartbeat_at > at) ? c.last_heartbeat_at : at), null);
  return { reporting: rows.some((c) => cameraLiveStatus(c, now, settings) !== 'offline'), last_heartbeat_at: last };
}
