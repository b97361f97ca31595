import { defineConfig } from '@playwright/test';

/**
 * End-to-end: a real Chromium (Debian's, or CHROMIUM_PATH; never downloaded) against the real
 * server on a fresh embedded database. `npm run test:e2e` builds the console first.
 */
const port = Number(process.env.E2E_PORT ?? 8089);
export const E2E_DATA_DIR = '.e2e-data';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx server/main.ts`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: E2E_DATA_DIR, LOGIN_MAX_ATTEMPTS: '50' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
