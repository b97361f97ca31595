import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import { API_PATHS } from '../../domain/api/paths';
import { VIDEO_VIEWS, videoPageQuerySchema, videoSchema, type Video } from '../../domain/videos/video';
import { assertFacilityAccess, currentUser, ownFacility } from '../auth/guard';
import type { Db } from '../db/connect';
import { bookings, contacts, facilities, fields, videos } from '../db/schema';
import { ok, okList } from '../http/envelope';
import { AppError } from '../http/errors';
import { rowIdParam } from '../../domain/fields';

/**
 * A facility's recordings (SPEC §7 `/video/ ... paged`): what the navigation search lists as
 * files and the video preview opens. Read-only here; ordering and editing videos is their own
 * capability.
 */
export async function videoRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { views: VIDEO_VIEWS } };
  const tags = ['videos'];

  const selectVideos = () =>
    db
      .select({
        id: videos.id,
        facility_id: videos.facility_id,
        group_id: facilities.group_id,
        field_id: videos.field_id,
        field_name: fields.name,
        booking_id: videos.booking_id,
        contact_name: contacts.name,
        playback: videos.playback,
        started_at: videos.started_at,
        duration: videos.duration,
        type: videos.type,
        views: videos.views,
        status: videos.status,
        hidden: videos.hidden,
      })
      .from(videos)
      .innerJoin(facilities, eq(facilities.id, videos.facility_id))
      .innerJoin(fields, eq(fields.id, videos.field_id))
      .leftJoin(bookings, eq(bookings.id, videos.booking_id))
      .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
      .$dynamic();
  const toVideo = ({ group_id: _group, started_at, ...row }: Awaited<ReturnType<typeof selectVideos>>[number]): Video => ({
    ...row,
    started_at: started_at.toISOString(),
    status: row.status as Video['status'],
  });

  r.get(
    API_PATHS.videosPaged,
    {
      config,
      schema: {
        tags,
        summary: "A facility's videos, newest first; search matches the field, the booking's contact or the playback code",
        querystring: videoPageQuerySchema,
        response: { 200: listEnvelope(videoSchema) },
      },
    },
    async (request) => {
      const { facility_id, search, count: size, page } = request.query;
      await ownFacility(db, request, facility_id);
      const conditions: SQL[] = [eq(videos.facility_id, facility_id)];
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        conditions.push(or(ilike(fields.name, like), ilike(contacts.name, like), ilike(videos.playback, like))!);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        selectVideos()
          .where(where)
          .orderBy(desc(videos.started_at), desc(videos.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: count() })
          .from(videos)
          .innerJoin(fields, eq(fields.id, videos.field_id))
          .leftJoin(bookings, eq(bookings.id, videos.booking_id))
          .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
          .where(where),
      ]);
      return okList(rows.map(toVideo), total?.n ?? 0);
    },
  );

  r.get('/video/:id/', { config, schema: { tags, summary: 'One video', params: z.object({ id: rowIdParam() }), response: { 200: okEnvelope(videoSchema) } } }, async (request) => {
    const [row] = await selectVideos().where(eq(videos.id, request.params.id));
    if (!row) throw new AppError('E404');
    assertFacilityAccess(currentUser(request), { id: row.facility_id, group_id: row.group_id });
    return ok(toVideo(row));
  });
}
