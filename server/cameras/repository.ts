import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { cameraChunks, cameras, cameraThumbnails } from '../db/schema';

/**
 * The only code that writes the cameras' ingest columns (secret, heartbeat, refused calls, the
 * simulator's switch), `camera_thumbnails` and `camera_chunks` (issue 18; DESIGN §8). The camera
 * resource's own columns (name, code, field ...) stay with server/resources/.
 */

/** The camera a code and secret hash name, or undefined. */
export async function cameraBySecret(db: Executor, code: string, secretHash: string) {
  const [row] = await db
    .select({ id: cameras.id, facility_id: cameras.facility_id, field_id: cameras.field_id })
    .from(cameras)
    .where(and(eq(cameras.code, code), ne(cameras.code, ''), eq(cameras.secret_hash, secretHash)));
  return row;
}

/** A heartbeat of the camera a code and secret hash name, in one statement; its id, or undefined when they name none. */
export async function recordHeartbeat(db: Executor, code: string, secretHash: string, status: string, at: Date): Promise<number | undefined> {
  const [row] = await db
    .update(cameras)
    .set({ last_heartbeat_at: at, reported_status: status })
    // `code <> ''` lets the planner use the partial unique index cameras_code_key.
    .where(and(eq(cameras.code, code), ne(cameras.code, ''), eq(cameras.secret_hash, secretHash)))
    .returning({ id: cameras.id });
  return row?.id;
}

/** Counts a refused call on the camera of `code`; false when no camera has that code. */
export async function countFailedAuth(db: Executor, code: string, at: Date): Promise<boolean> {
  if (!code) return false;
  const rows = await db
    .update(cameras)
    .set({ failed_auth_count: sql`${cameras.failed_auth_count} + 1`, last_failed_auth_at: at })
    .where(and(eq(cameras.code, code), ne(cameras.code, '')))
    .returning({ id: cameras.id });
  return rows.length > 0;
}

/** Keeps a camera's new secret hash; `real`: a secret issued by staff, so the simulated fleet lets go of the camera. */
export async function setSecretHash(db: Executor, cameraId: number, secretHash: string, options: { real?: boolean } = {}): Promise<void> {
  await db
    .update(cameras)
    .set({ secret_hash: secretHash, ...(options.real ? { simulated: false } : {}) })
    .where(eq(cameras.id, cameraId));
}

export async function setSimulatorOn(db: Executor, cameraId: number, on: boolean): Promise<void> {
  await db
    .update(cameras)
    .set({ simulator_on: on })
    .where(and(eq(cameras.id, cameraId), eq(cameras.simulated, true)));
}

/** Replaces the camera's thumbnail (and its time on the camera's row, which the camera list shows). */
export async function saveThumbnail(db: Executor, cameraId: number, image: { content_type: string; bytes: Buffer; taken_at: Date }, at: Date): Promise<void> {
  await db
    .insert(cameraThumbnails)
    .values({ camera_id: cameraId, ...image, received_at: at })
    .onConflictDoUpdate({ target: cameraThumbnails.camera_id, set: { content_type: image.content_type, bytes: image.bytes, taken_at: image.taken_at, received_at: at } });
  await db.update(cameras).set({ thumbnail_at: image.taken_at }).where(eq(cameras.id, cameraId));
}

/**
 * Records a minute of the camera a code and secret hash name, on its field, in one statement: its
 * camera and field when it was written, undefined when nothing was (wrong secret, no field, or the
 * minute was already sent: the caller tells which).
 */
export async function insertChunkBySecret(db: Executor, code: string, secretHash: string, minute: Date, sizeBytes: number, at: Date) {
  const [row] = await db
    .insert(cameraChunks)
    .select(
      db
        .select({
          id: sql<number>`nextval(pg_get_serial_sequence('camera_chunks', 'id'))`.as('id'),
          camera_id: cameras.id,
          facility_id: cameras.facility_id,
          field_id: sql<number>`${cameras.field_id}`.as('field_id'),
          minute: sql<Date>`${minute.toISOString()}::timestamptz`.as('minute'),
          size_bytes: sql<number>`${sizeBytes}::int`.as('size_bytes'),
          received_at: sql<Date>`${at.toISOString()}::timestamptz`.as('received_at'),
        })
        .from(cameras)
        .where(and(eq(cameras.code, code), ne(cameras.code, ''), eq(cameras.secret_hash, secretHash), isNotNull(cameras.field_id))),
    )
    .onConflictDoNothing({ target: [cameraChunks.camera_id, cameraChunks.minute] })
    .returning({ camera_id: cameraChunks.camera_id, field_id: cameraChunks.field_id });
  return row;
}

/** Records a minute; `created: false` when the camera already sent that minute (a retry). */
export async function saveChunk(db: Executor, chunk: { camera_id: number; facility_id: number; field_id: number; minute: Date; size_bytes: number }, at: Date): Promise<boolean> {
  const rows = await db
    .insert(cameraChunks)
    .values({ ...chunk, received_at: at })
    .onConflictDoNothing({ target: [cameraChunks.camera_id, cameraChunks.minute] })
    .returning({ id: cameraChunks.id });
  return rows.length > 0;
}

/** Simulated cameras with a code (the demo fleet). */
export async function simulatedCameras(db: Executor) {
  return db
    .select({
      id: cameras.id,
      code: cameras.code,
      facility_id: cameras.facility_id,
      field_id: cameras.field_id,
      status: cameras.status,
      simulator_on: cameras.simulator_on,
      secret_hash: cameras.secret_hash,
    })
    .from(cameras)
    .where(and(eq(cameras.simulated, true), isNotNull(cameras.field_id), sql`${cameras.code} <> ''`));
}
