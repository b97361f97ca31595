import { createHmac, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { minuteOf } from '../../domain/cameras/ingest';
import type { Db } from '../db/connect';
import { facilities, fields, serverSettings } from '../db/schema';
import { cameraContextOf } from './context';
import { fieldsToRecord } from './queries';
import * as repo from './repository';
import * as service from './service';

/**
 * The built-in simulated camera fleet (issue 18; DESIGN §8 "providers ... simulated by default"):
 * the demo's cameras (`cameras.simulated`), on with the demo data and off with SEED_DEMO=false
 * (CAMERA_SIMULATOR). Each `tick` every simulated camera that staff left on heartbeats, sends a
 * thumbnail every ~10 s (its field's name and the time, drawn as SVG) and, while its field has a
 * booking with video or a video ordered, records the current minute: all through the same service
 * calls, signed with the same code and secret, as a real camera's ingest API calls.
 * Its secrets are derived from a key kept in the database, so several API processes (and restarts)
 * agree on them. Tests call `tick()` themselves with the context's clock set: no timer, no flakiness.
 */
export class CameraSimulator {
  private key: string | null = null;
  private ticks = 0;
  constructor(private readonly db: Db) {}

  private async secretKey(): Promise<string> {
    if (this.key) return this.key;
    await this.db
      .insert(serverSettings)
      .values({ key: 'camera_simulator_key', value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, 'camera_simulator_key'));
    this.key = row!.value;
    return this.key;
  }

  /** The secret of a simulated camera (the same in every process on this database). */
  async secretOf(code: string): Promise<string> {
    return createHmac('sha256', await this.secretKey())
      .update(`camera:${code}`)
      .digest('base64url');
  }

  /** One round of the fleet at the context's `now`. Answers what it did (for tests and logs). */
  async tick(): Promise<{ heartbeats: number; thumbnails: number; chunks: number }> {
    const db = this.db;
    const context = cameraContextOf(db);
    const now = context.now();
    const everyThumbnail = Math.max(1, Math.round(10 / context.settings.heartbeatSeconds));
    const sendThumbnails = this.ticks++ % everyThumbnail === 0;
    const fleet = (await repo.simulatedCameras(db)).filter((c) => c.status === 'A' && c.simulator_on);
    const done = { heartbeats: 0, thumbnails: 0, chunks: 0 };
    if (fleet.length === 0) return done;
    const recording = await fieldsToRecord(db, now);
    const fieldIds = [...new Set(fleet.map((c) => c.field_id!))];
    const names = new Map(
      (await db.select({ id: fields.id, name: fields.name, timezone: facilities.timezone }).from(fields).innerJoin(facilities, eq(facilities.id, fields.facility_id)).where(inArray(fields.id, fieldIds))).map(
        (f) => [f.id, f],
      ),
    );
    for (const camera of fleet) {
      const secret = await this.secretOf(camera.code);
      // The simulator is the camera's installer too: it keeps the hash of the secret it signs with.
      const hash = service.hashSecret(secret);
      if (camera.secret_hash !== hash) await repo.setSecretHash(db, camera.id, hash);
      const credentials = { code: camera.code, secret };
      const isRecording = recording.has(camera.field_id!);
      await service.heartbeat(db, credentials, isRecording ? 'recording' : 'idle');
      done.heartbeats += 1;
      const field = names.get(camera.field_id!);
      if (sendThumbnails && field) {
        const svg = thumbnailSvg(field.name, now, field.timezone, isRecording);
        await service.thumbnail(db, credentials, { taken_at: now.toISOString(), content_type: 'image/svg+xml', image: Buffer.from(svg).toString('base64') });
        done.thumbnails += 1;
      }
      if (isRecording) {
        const size = 4_000_000 + (camera.id % 7) * 100_000;
        await service.chunk(db, credentials, { minute: minuteOf(now).toISOString(), size_bytes: size });
        done.chunks += 1;
      }
    }
    return done;
  }
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A generated picture of the field: its name and the time (the facility's clock), as a camera would show them. */
export function thumbnailSvg(fieldName: string, at: Date, zone: string, recording: boolean): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(at);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">` +
    `<rect width="320" height="180" fill="#1f6f43"/>` +
    `<rect x="20" y="15" width="280" height="150" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<line x1="160" y1="15" x2="160" y2="165" stroke="#fff" stroke-width="2"/>` +
    `<rect x="0" y="140" width="320" height="40" fill="rgba(0,0,0,0.55)"/>` +
    `<text x="10" y="166" font-family="sans-serif" font-size="18" fill="#fff">${escapeXml(fieldName)}</text>` +
    `<text x="310" y="166" font-family="monospace" font-size="18" fill="#fff" text-anchor="end">${time}</text>` +
    (recording ? `<circle cx="300" cy="20" r="7" fill="#e81123"/>` : '') +
    `</svg>`
  );
}

/** Runs the fleet every heartbeat (server/main.ts); answers the function that stops it. */
export function startCameraSimulator(db: Db, onError: (err: unknown) => void): () => void {
  const simulator = new CameraSimulator(db);
  let running = false;
  const round = async () => {
    if (running) return; // a slow round is not stacked on
    running = true;
    try {
      await simulator.tick();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  void round();
  const timer = setInterval(() => void round(), cameraContextOf(db).settings.heartbeatSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
