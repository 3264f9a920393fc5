import 'server-only';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/errors';
import { handler } from './handler';

// An API path no route serves answers the JSON envelope (404, translated), not the site's HTML
// page: API clients parse JSON, and an HTML page would also be a page an attacker could frame.
const notFound = handler({ auth: 'none' }, async () => {
  throw localizedError(ErrorCode.notFound);
});

/** Route exports of the catch-all under each API prefix; more specific routes always win over it. */
export const unknownApiPath = { GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound };
