import { availableParallelism } from 'node:os';
import path from 'node:path';
import { cardProviderName, type CardProviderName } from './pos/card/provider';
import { DEFAULT_HEARTBEAT_SECONDS, DEFAULT_MISSED_HEARTBEATS } from '../domain/cameras/ingest';
import { DEFAULT_CONSOLE_CLIENT_ID, DEFAULT_CONSOLE_CLIENT_SECRET, APP_VERSION } from '../domain/constants';

/** Everything the server reads from the environment, in one place (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  seedDemo: boolean;
  /** First administrator when `seedDemo` is false. */
  adminUsername: string;
  adminPassword: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** When unset, a secret is generated once and kept in the database. */
  jwtSecret: string | undefined;
  consoleClientId: string;
  consoleClientSecret: string;
  consoleVersion: string;
  loginMaxAttempts: number;
  loginLockSeconds: number;
  /** Registrations one client address may make per hour (0: no limit). */
  registrationsPerHour: number;
  staticDir: string | undefined;
  /** Serve `GET /api/v1/dev/outbox/` (reset codes without a mail server). On unless NODE_ENV=production. */
  devOutbox: boolean;
  logger: boolean;
  /** Requests per minute (RATE_LIMIT_* variables); `false` when RATE_LIMIT=off. */
  rateLimit: RateLimits | false;
  /** Sign-in-like requests (password hashing) running at once (SIGN_IN_CONCURRENCY); the others wait their turn. */
  signInConcurrency: number;
  /** Largest JSON (or other non-multipart) body, in bytes (BODY_LIMIT_BYTES); uploads have their own limit. */
  bodyLimitBytes: number;
  /** The card provider of readers and typed-in cards (CARD_PROVIDER; default the built-in `simulated`; any other value refuses to start). */
  cardProvider: CardProviderName;
  /**
   * How long the guard keeps a signed-in user it read, in ms (SESSION_MEMORY_MS; 0: read on every
   * request). Unset: 2000 on PGlite (one process: every write through the API forgets at once), 0 on a
   * PostgreSQL server, where other API processes' writes would reach this one only when it expires.
   */
  sessionMemoryMs: number | undefined;
  /** Seconds a card reader waits for a card before the payment times out (READER_TIMEOUT_SECONDS). */
  readerTimeoutSeconds: number;
  /** The built-in simulated camera fleet (CAMERA_SIMULATOR; default: on with the demo data, off with SEED_DEMO=false). */
  cameraSimulator: boolean;
  /** Seconds between camera heartbeats (CAMERA_HEARTBEAT_SECONDS, 10). */
  cameraHeartbeatSeconds: number;
  /** Heartbeats a camera may miss before it reads offline (CAMERA_MISSED_HEARTBEATS, 3). */
  cameraMissedHeartbeats: number;
  /** Start the job queue (server/jobs/queue.ts) with the server (JOBS, default on; `off` for a read-only replica or a one-off run). */
  jobs: boolean;
  /**
   * Test only (VIDEO_FOLLOW_EVERY_SECONDS, unset by default): besides its cron run every minute, the
   * recording job is sent to the queue every this many seconds, so end-to-end tests see a booking's
   * recording follow its camera within seconds. null: the cron alone.
   */
  videoFollowEverySeconds: number | null;
  /**
   * Seconds a finished recording stays processing before the recording job completes it
   * (VIDEO_PROCESSING_SECONDS, 0: completed on the job's run that finishes it), counted from its end, or from
   * its order when its minutes were already recorded. The end-to-end server sets a few seconds, so the
   * console can be seen showing a video being processed.
   */
  videoProcessingSeconds: number;
  /** The public pages of SPEC §2.1 (issue 19): where "open in the app" leads. */
  publicPages: PublicPagesConfig;
}

/** The mobile app's link scheme and store pages (APP_SCHEME, APP_STORE_URL, PLAY_STORE_URL) and the address links are built on (PUBLIC_URL). */
export interface PublicPagesConfig {
  /** The app's link scheme, e.g. `sideline://`: a deep link is `<scheme>video/<playback>`. */
  appScheme: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** The origin of canonical and shared addresses (`https://sideline.example`); unset: the request's own. */
  publicUrl: string | undefined;
}

export const DEFAULT_APP_SCHEME = 'sideline://';
export const DEFAULT_APP_STORE_URL = 'https://apps.apple.com/app/sideline/id1600000000';
export const DEFAULT_PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=app.sideline';

/**
 * Requests allowed per client in each window (0: no limit for that kind). Sign-in-like routes
 * (sign in, register, password reset) and other anonymous routes count per client address; every
 * other route counts per signed-in user (the access token's subject).
 */
export interface RateLimits {
  signIn: number;
  anonymous: number;
  user: number;
  /** Public page lookups (a shared video, highlight or field page) per client address. */
  publicPages: number;
  windowSeconds: number;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Expected a non-negative number, got "${value}"`);
  return Math.floor(n);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const config = readConfig(env, overrides);
  // The simulated camera fleet follows the demo data unless told (CAMERA_SIMULATOR).
  if (env.CAMERA_SIMULATOR === undefined && overrides.cameraSimulator === undefined) config.cameraSimulator = config.seedDemo;
  return config;
}

function readConfig(env: NodeJS.ProcessEnv, overrides: Partial<ServerConfig>): ServerConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.resolve('data'),
    seedDemo: (env.SEED_DEMO ?? 'true').toLowerCase() !== 'false',
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 7 * 24 * 3600),
    jwtSecret: env.JWT_SECRET || undefined,
    consoleClientId: env.CONSOLE_CLIENT_ID ?? DEFAULT_CONSOLE_CLIENT_ID,
    consoleClientSecret: env.CONSOLE_CLIENT_SECRET ?? DEFAULT_CONSOLE_CLIENT_SECRET,
    consoleVersion: env.CONSOLE_VERSION ?? APP_VERSION,
    loginMaxAttempts: int(env.LOGIN_MAX_ATTEMPTS, 5),
    loginLockSeconds: int(env.LOGIN_LOCK_SECONDS, 60),
    registrationsPerHour: int(env.REGISTRATIONS_PER_HOUR, 5),
    staticDir: env.STATIC_DIR ?? path.resolve('dist'),
    devOutbox: (env.DEV_OUTBOX ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    logger: env.LOG === 'true',
    rateLimit: ['off', 'false', '0'].includes((env.RATE_LIMIT ?? '').toLowerCase())
      ? false
      : {
          signIn: int(env.RATE_LIMIT_SIGN_IN, 60),
          anonymous: int(env.RATE_LIMIT_ANONYMOUS, 1200),
          user: int(env.RATE_LIMIT_USER, 1200),
          publicPages: int(env.RATE_LIMIT_PUBLIC_PAGES, 120),
          windowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 60) || 60,
        },
    // Half the cores at most hash passwords: the rest answer everything else.
    signInConcurrency: int(env.SIGN_IN_CONCURRENCY, 0) || Math.max(1, Math.floor(availableParallelism() / 2)),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024) || 1024 * 1024,
    cardProvider: cardProviderName(env.CARD_PROVIDER),
    readerTimeoutSeconds: int(env.READER_TIMEOUT_SECONDS, 60) || 60,
    sessionMemoryMs: env.SESSION_MEMORY_MS === undefined || env.SESSION_MEMORY_MS === '' ? undefined : int(env.SESSION_MEMORY_MS, 0),
    cameraSimulator: (env.CAMERA_SIMULATOR ?? 'true').toLowerCase() !== 'false',
    cameraHeartbeatSeconds: int(env.CAMERA_HEARTBEAT_SECONDS, DEFAULT_HEARTBEAT_SECONDS) || DEFAULT_HEARTBEAT_SECONDS,
    cameraMissedHeartbeats: int(env.CAMERA_MISSED_HEARTBEATS, DEFAULT_MISSED_HEARTBEATS) || DEFAULT_MISSED_HEARTBEATS,
    jobs: !['off', 'false', '0'].includes((env.JOBS ?? '').toLowerCase()),
    videoFollowEverySeconds: int(env.VIDEO_FOLLOW_EVERY_SECONDS, 0) || null,
    videoProcessingSeconds: int(env.VIDEO_PROCESSING_SECONDS, 0),
    publicPages: {
      appScheme: env.APP_SCHEME || DEFAULT_APP_SCHEME,
      appStoreUrl: env.APP_STORE_URL || DEFAULT_APP_STORE_URL,
      playStoreUrl: env.PLAY_STORE_URL || DEFAULT_PLAY_STORE_URL,
      publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    },
    ...overrides,
  };
}
