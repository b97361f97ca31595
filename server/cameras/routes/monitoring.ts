import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { API_PATHS } from '../../../domain/api/paths';
import { cameraThumbnailSchema, facilityQuerySchema, fieldActivitySchema, fieldBookingNowSchema, monitoredCameraSchema, simulatorSwitchSchema } from '../../../domain/cameras/monitoring';
import { rowIdParam } from '../../../domain/fields';
import { actorOf } from '../../auth/actor';
import { ownFacility } from '../../auth/guard';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { cameraContextOf } from '../context';
import { facilityCameras, facilityThumbnails, fieldActivity, fieldsBookingNow } from '../queries';
import * as cameras from '../service';

/** Field monitoring (view 21) and the staff side of a camera's ingest: its secret (camera actions 27, 29, 30) and the simulated fleet's switch. */
export async function cameraMonitoringRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const monitoring = { access: { views: [21] } };
  const tags = ['field monitoring'];
  const context = cameraContextOf(db);

  r.get(
    API_PATHS.cameraFacility,
    {
      config: monitoring,
      schema: {
        tags,
        summary: "A facility's cameras: online, recording or offline (no heartbeat for CAMERA_MISSED_HEARTBEATS beats), last heartbeat and thumbnail, refused calls",
        querystring: facilityQuerySchema,
        response: { 200: listEnvelope(monitoredCameraSchema) },
      },
    },
    async (request) => {
      await ownFacility(db, request, request.query.facility_id);
      const rows = await facilityCameras(db, request.query.facility_id, context.now(), context.settings);
      return okList(rows, rows.length);
    },
  );
  r.get(
    API_PATHS.cameraThumbnails,
    {
      config: monitoring,
      schema: {
        tags,
        summary: "The latest thumbnail of each of a facility's cameras (data: URLs) and when it was taken",
        querystring: facilityQuerySchema,
        response: { 200: listEnvelope(cameraThumbnailSchema) },
      },
    },
    async (request) => {
      await ownFacility(db, request, request.query.facility_id);
      const rows = await facilityThumbnails(db, request.query.facility_id);
      return okList(rows, rows.length);
    },
  );
  r.get(
    API_PATHS.chunkActivity,
    {
      config: monitoring,
      schema: { tags, summary: "Minutes recorded today (the facility's day) per field, and the last one", querystring: facilityQuerySchema, response: { 200: listEnvelope(fieldActivitySchema) } },
    },
    async (request) => {
      const facility = await ownFacility(db, request, request.query.facility_id);
      const rows = await fieldActivity(db, facility, context.now());
      return okList(rows, rows.length);
    },
  );
  r.get(
    API_PATHS.fieldBookingsNow,
    { config: monitoring, schema: { tags, summary: 'Each field of a facility with the booking on it now', querystring: facilityQuerySchema, response: { 200: listEnvelope(fieldBookingNowSchema) } } },
    async (request) => {
      await ownFacility(db, request, request.query.facility_id);
      const rows = await fieldsBookingNow(db, request.query.facility_id, context.now());
      return okList(rows, rows.length);
    },
  );
  r.put(
    API_PATHS.cameraSimulator(':id'),
    {
      config: monitoring,
      schema: {
        tags,
        summary: 'Switches a simulated camera off (it stops calling and reads offline after the missed heartbeats) or on',
        params: z.object({ id: rowIdParam() }),
        body: simulatorSwitchSchema,
        response: { 200: okEnvelope(z.object({ camera_id: z.number(), on: z.boolean() })) },
      },
    },
    async (request) => ok(await cameras.switchSimulatedCamera(db, actorOf(request), request.params.id, request.body.on)),
  );
  r.post(
    API_PATHS.cameraSecret(':id'),
    {
      config: { access: { permissions: [27, 29, 30] } },
      schema: {
        tags: ['cameras'],
        summary: "Issues a new secret for the camera's ingest calls (shown once; the previous one stops working)",
        params: z.object({ id: rowIdParam() }),
        response: { 200: okEnvelope(z.object({ camera_id: z.number(), code: z.string(), secret: z.string() })) },
      },
    },
    async (request) => ok(await cameras.issueSecret(db, actorOf(request), request.params.id)),
  );
}
