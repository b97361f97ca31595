import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chunkTimeRefusal, minuteOf, MAX_THUMBNAIL_BYTES, type CameraReportedStatus } from '../../domain/cameras/ingest';
import type { Actor } from '../auth/actor';
import { assertFacilityAccess } from '../auth/guard';
import type { Db } from '../db/connect';
import { cameras, facilities } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { cameraContextOf } from './context';
import * as repo from './repository';

/**
 * Cameras that report (issue 18, item 1; DESIGN §8): the ingest calls a camera makes, signed with
 * its code and secret (never a staff token), and what staff do to a camera's ingest side. The
 * simulated fleet (simulator.ts) calls these same functions. One statement or transaction per call.
 */

export interface CameraCredentials {
  code: string;
  secret: string;
}

/** What a camera's secret is kept as: SHA-256, hex (the secret is 32 random bytes: no slow hash needed). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const refused = () => new DomainError('E401', { key: 'cameras.badCredentials' });

/** Counts a refused call (on the camera's row, or in memory for an unknown code) and answers the 401 to throw. */
async function refuse(db: Db, code: string): Promise<DomainError> {
  const context = cameraContextOf(db);
  if (!(await repo.countFailedAuth(db, code, context.now()))) context.unknownCodeFailures += 1;
  return refused();
}

async function authenticate(db: Db, credentials: CameraCredentials) {
  const camera = credentials.code && credentials.secret ? await repo.cameraBySecret(db, credentials.code, hashSecret(credentials.secret)) : undefined;
  if (!camera) throw await refuse(db, credentials.code);
  return camera;
}

/** `POST /camera/status/`: the camera is alive, idle or recording. One UPDATE when the secret is right. */
export async function heartbeat(db: Db, credentials: CameraCredentials, status: CameraReportedStatus) {
  const at = cameraContextOf(db).now();
  const id = credentials.code && credentials.secret ? await repo.recordHeartbeat(db, credentials.code, hashSecret(credentials.secret), status, at) : undefined;
  if (id === undefined) throw await refuse(db, credentials.code);
  return { camera_id: id, status, at: at.toISOString() };
}

/** `POST /camera/thumbnails/`: the camera's latest picture and when it took it (replaces the previous one). */
export async function thumbnail(db: Db, credentials: CameraCredentials, input: { taken_at: string; content_type: string; image: string }) {
  const camera = await authenticate(db, credentials);
  const bytes = Buffer.from(input.image, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_THUMBNAIL_BYTES) throw invalidInput('image', { key: 'cameras.thumbnailTooLarge', params: { kb: MAX_THUMBNAIL_BYTES / 1024 } });
  const takenAt = new Date(input.taken_at);
  await repo.saveThumbnail(db, camera.id, { content_type: input.content_type, bytes, taken_at: takenAt }, cameraContextOf(db).now());
  return { camera_id: camera.id, taken_at: takenAt.toISOString() };
}

/**
 * `POST /chunk/`: one recorded minute, on the field the camera films. Refused: a minute in the
 * future or more than a day old, a camera on no field. The same minute again answers `created: false`.
 */
export async function chunk(db: Db, credentials: CameraCredentials, input: { minute: string; size_bytes: number }) {
  const now = cameraContextOf(db).now();
  const minute = minuteOf(new Date(input.minute));
  const refusal = chunkTimeRefusal(minute, now);
  const hash = hashSecret(credentials.secret);
  // The usual call is one statement: the chunk written for the camera the secret names.
  const written = !refusal && credentials.code && credentials.secret ? await repo.insertChunkBySecret(db, credentials.code, hash, minute, input.size_bytes, now) : undefined;
  if (written) return { camera_id: written.camera_id, field_id: written.field_id, minute: minute.toISOString(), created: true };
  // Otherwise, say why: a wrong secret first (401, counted), then the minute, then a camera on no field; else a retry.
  const camera = await authenticate(db, credentials);
  if (refusal) throw invalidInput('minute', { key: `cameras.chunk.${refusal}` }, { message: { key: `cameras.chunk.${refusal}` } });
  if (camera.field_id === null) throw new DomainError('E409', { key: 'cameras.noField' });
  const created = await repo.saveChunk(db, { camera_id: camera.id, facility_id: camera.facility_id, field_id: camera.field_id, minute, size_bytes: input.size_bytes }, now);
  return { camera_id: camera.id, field_id: camera.field_id, minute: minute.toISOString(), created };
}

/** A camera staff may act on (tenancy), or E404. */
async function cameraOf(db: Db, actor: Actor, cameraId: number) {
  const [row] = await db
    .select({ id: cameras.id, simulated: cameras.simulated, code: cameras.code, facility_id: facilities.id, group_id: facilities.group_id })
    .from(cameras)
    .innerJoin(facilities, eq(facilities.id, cameras.facility_id))
    .where(eq(cameras.id, cameraId));
  if (!row) throw new DomainError('E404');
  if ('user' in actor) assertFacilityAccess(actor.user, row);
  return row;
}

/**
 * A new secret for a camera (permission 27, 29 or 30): answered once, kept as its hash; the old one
 * stops working at once, and a simulated camera leaves the simulated fleet (a real one takes over). A camera without a code cannot report: E409.
 */
export async function issueSecret(db: Db, actor: Actor, cameraId: number): Promise<{ camera_id: number; code: string; secret: string }> {
  const camera = await cameraOf(db, actor, cameraId);
  if (!camera.code) throw new DomainError('E409', { key: 'cameras.noCode' });
  const secret = randomBytes(32).toString('base64url');
  // A simulated camera given a real secret is a real camera from now on: the simulator lets go of it.
  await repo.setSecretHash(db, camera.id, hashSecret(secret), { real: true });
  return { camera_id: camera.id, code: camera.code, secret };
}

/** Switches a simulated camera off or on (field monitoring): off, it stops calling and ages out to offline. */
export async function switchSimulatedCamera(db: Db, actor: Actor, cameraId: number, on: boolean): Promise<{ camera_id: number; on: boolean }> {
  const camera = await cameraOf(db, actor, cameraId);
  if (!camera.simulated) throw new DomainError('E404');
  await repo.setSimulatorOn(db, camera.id, on);
  return { camera_id: camera.id, on };
}
