import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @redzone/server` diffs src/db/schema.ts against drizzle/ and writes the
// next SQL migration; no database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
