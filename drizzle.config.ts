import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the app applies them at first use.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './lib/server/db/schema.ts',
    './lib/server/generation/schema.ts',
    './lib/server/coloring/schema.ts',
    './lib/server/billing/schema.ts',
    './lib/server/affiliate/schema.ts',
    './lib/server/analytics/schema.ts',
  ],
  out: './migrations',
});
