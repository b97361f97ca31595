import { defineConfig } from 'drizzle-kit';

/** Used only to generate SQL migrations (`npm run db:generate`); they are applied from code at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
