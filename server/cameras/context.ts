import type { Db } from '../db/connect';
import { DEFAULT_HEARTBEAT_SECONDS, DEFAULT_MISSED_HEARTBEATS, type HeartbeatSettings } from '../../domain/cameras/ingest';

/**
 * The cameras' running state for one database (as server/pos/card/context.ts is for card readers):
 * the heartbeat settings every status is read by, the clock (tests move it), and the ingest calls
 * refused for a camera code nobody has (those are counted here; a wrong secret of a known camera is
 * counted on its row). buildApp installs it from the configuration.
 */
export interface CameraContext {
  readonly settings: HeartbeatSettings;
  now: () => Date;
  /** 401s for a code no camera has, since start. */
  unknownCodeFailures: number;
}

const contexts = new WeakMap<Db, CameraContext>();

/** Installs the camera context of `db` (once: a second app on the same database shares it). */
export function installCameraContext(db: Db, settings: Partial<HeartbeatSettings> = {}): CameraContext {
  let context = contexts.get(db);
  if (!context) {
    context = {
      settings: { heartbeatSeconds: settings.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS, missedHeartbeats: settings.missedHeartbeats ?? DEFAULT_MISSED_HEARTBEATS },
      now: () => new Date(),
      unknownCodeFailures: 0,
    };
    contexts.set(db, context);
  }
  return context;
}

/** The camera context of `db` (default settings when none was installed). */
export const cameraContextOf = (db: Db): CameraContext => contexts.get(db) ?? installCameraContext(db);
