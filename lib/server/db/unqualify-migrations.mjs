// drizzle-kit writes foreign keys as REFERENCES "public"."users"; the app may run in another
// schema (DATABASE_SCHEMA, used by the tests), so references are left to the search_path.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve('migrations');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = readFileSync(full, 'utf8');
  const fixed = sql.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (fixed !== sql) writeFileSync(full, fixed);
}
