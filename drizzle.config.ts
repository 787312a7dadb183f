import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `npm run db:generate` writes SQL migrations for server/db/schema/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/',
  out: './server/db/migrations',
});
