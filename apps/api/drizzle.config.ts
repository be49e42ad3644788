import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `npm run db:generate -w @stride/api` diffs src/db/schema against drizzle/ and writes a migration. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
