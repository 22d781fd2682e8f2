import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new versioned migration from the schema; the server applies
// pending migrations on start, on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './migrations',
});
