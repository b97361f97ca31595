import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appUsers, bookings, facilities, fields, videoHighlights, videos } from '../db/schema';

/**
 * The public pages' reads (issue 19): a video or a highlight by its playback code, a field by id and
 * whether an app username exists. Only what a stranger may see is selected (no contact, phone,
 * e-mail or price).
 */

const place = {
  field_id: fields.id,
  field_name: fields.name,
  field_image: fields.image,
  field_active: sql<boolean>`${fields.status} = 'A'`,
  facility_name: facilities.name,
  facility_logo: facilities.logo,
  facility_address: facilities.short_address,
  facility_timezone: facilities.timezone,
  facility_time_format: facilities.time_format,
  facility_active: sql<boolean>`${facilities.status} = 'A'`,
};

const video = {
  video_id: videos.id,
  playback: videos.playback,
  started_at: videos.started_at,
  duration: videos.duration,
  views: videos.views,
  status: videos.status,
  hidden: videos.hidden,
  booking_status: bookings.status,
  booking_type: bookings.type,
  ...place,
};

export type PublicVideoRow = NonNullable<Awaited<ReturnType<typeof videoByPlayback>>>;
export type PublicHighlightRow = NonNullable<Awaited<ReturnType<typeof highlightByPlayback>>>;
export type PublicFieldRow = NonNullable<Awaited<ReturnType<typeof fieldById>>>;

export async function videoByPlayback(db: Db, playback: string) {
  const [row] = await db
    .select(video)
    .from(videos)
    .innerJoin(fields, eq(fields.id, videos.field_id))
    .innerJoin(facilities, eq(facilities.id, videos.facility_id))
    .leftJoin(bookings, eq(bookings.id, videos.booking_id))
    .where(eq(videos.playback, playback))
    .limit(1);
  return row;
}

export async function highlightByPlayback(db: Db, playback: string) {
  const [row] = await db
    .select({ ...video, highlight_playback: videoHighlights.playback, highlight_type: videoHighlights.type, highlight_category: videoHighlights.category, offset_seconds: videoHighlights.offset_seconds, duration_seconds: videoHighlights.duration_seconds })
    .from(videoHighlights)
    .innerJoin(videos, eq(videos.id, videoHighlights.video_id))
    .innerJoin(fields, eq(fields.id, videos.field_id))
    .innerJoin(facilities, eq(facilities.id, videos.facility_id))
    .leftJoin(bookings, eq(bookings.id, videos.booking_id))
    .where(eq(videoHighlights.playback, playback))
    .limit(1);
  return row;
}

export async function fieldById(db: Db, id: number) {
  const [row] = await db.select(place).from(fields).innerJoin(facilities, eq(facilities.id, fields.facility_id)).where(eq(fields.id, id)).limit(1);
  return row;
}

/** The app username as stored when an active app user has it (any case), else null: a page names only real sharers. */
export async function appUsername(db: Db, username: string): Promise<string | null> {
  const [row] = await db
    .select({ username: appUsers.username })
    .from(appUsers)
    .where(and(sql`lower(${appUsers.username}) = lower(${username})`, eq(appUsers.status, 'A')))
    .limit(1);
  return row?.username ?? null;
}
