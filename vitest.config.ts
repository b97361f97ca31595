import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (domain, machines, console logic, cross-part checks) and `server`
 * (Fastify inject() against a real database; see scripts/test-server.ts for the PostgreSQL pass).
 * End-to-end specs are Playwright's (playwright.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // The demo database, prepared once per run and copied for each test server.
          globalSetup: ['server/test-support/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: PGlite is CPU-bound WebAssembly, more workers only queue.
          maxWorkers: 2,
          // A worker imports the server once for all its files (each file starts its own servers on its
          // own databases; no file changes a module's state): importing it again for each file cost
          // more than a third of the run.
          isolate: false,
        },
      },
    ],
  },
});
