import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end: a real Chromium (CHROMIUM_PATH, or Debian's: its headless shell where installed, the
 * build of Chromium made for automation, a sixth faster over the suite than the full browser; never
 * downloaded) against the real server. `npm run test:e2e` builds the console first.
 * Two workers (E2E_WORKERS) run spec files side by side; each worker has its own main server on its
 * own database (a copy of one demo database seeded per run: scripts/e2e-server.ts), so no spec ever
 * sees another's data. Worker w's main server is on E2E_PORT (8089) + 3w:
 * - main: ordinary lifetimes; card readers wait 12 s for a card (READER_TIMEOUT_SECONDS), for the
 *   checkout walk's reader timeouts (a person taps a card in the e2e well within it).
 * Two more servers serve the whole run, on E2E_PORT + 1 and + 2 (Playwright starts servers one after
 * the other, and each idles on a core the specs need; only two spec files use them):
 * - short (+1): 5 s access tokens and 30 s refresh tokens, for the refresh-and-retry paths (a
 *   refreshed token outlives a page's parallel calls on a busy machine; the
 *   refresh token outlives a sign-in, a page and a reload on a busy 2-core machine). Its sessions
 *   end 30 s after the sign-in whatever is done: nothing longer than that is walked there. Only
 *   session.spec uses it (one worker at a time).
 * - newer (+2): answers console-version 2.4.0, for the update banner (session.spec and updates.spec
 *   sign in there and read; neither changes its data).
 * Playwright loads this file again in each worker, where TEST_PARALLEL_INDEX names the worker.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const first = Number(process.env.E2E_PORT ?? 8089);
const port = first + 3 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_URL = `http://localhost:${port}`;
export const SHORT_URL = `http://localhost:${first + 1}`;
export const NEWER_URL = `http://localhost:${first + 2}`;

const server = (p: number, env: Record<string, string> = {}) => ({
  command: 'node --import tsx scripts/e2e-server.ts',
  url: `http://localhost:${p}/api/health`,
  reuseExistingServer: false,
  timeout: 90_000,
  // The suite signs in hundreds of times from 127.0.0.1: request limits stay on, far above what it sends.
  env: {
    PORT: String(p),
    DATA_DIR: `.e2e-data/${p}`,
    LOGIN_MAX_ATTEMPTS: '50',
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_ANONYMOUS: '100000',
    RATE_LIMIT_USER: '100000',
    RATE_LIMIT_PUBLIC_PAGES: '100000',
    ...env,
  },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** One worker's main server (the first of the run seeds the demo database the others copy). */
const mainServer = (w: number) => {
  const p = first + 3 * w;
  return (
    // Cameras beat every 2 s and read offline after 2 missed beats: field monitoring shows a camera going offline within seconds;
    // recordings follow their cameras every 3 s (not only each minute): a booking's video fails and is refunded within seconds of its start;
    // a finished recording stays processing 30 s (from its end, or its order for minutes already recorded): the console is seen showing it.
    server(p, {
      CAMERA_HEARTBEAT_SECONDS: '2',
      CAMERA_MISSED_HEARTBEATS: '2',
      VIDEO_FOLLOW_EVERY_SECONDS: '3',
      VIDEO_PROCESSING_SECONDS: '30',
      READER_TIMEOUT_SECONDS: '12',
      ...(w === 0 ? { E2E_FRESH_TEMPLATE: '1' } : {}),
    })
  );
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)),
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [...Array.from({ length: workers }, (_, w) => mainServer(w)), server(first + 1, { ACCESS_TOKEN_TTL: '5', REFRESH_TOKEN_TTL: '30' }), server(first + 2, { CONSOLE_VERSION: '2.4.0' })],
});
