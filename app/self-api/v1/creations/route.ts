import { listCreationsQuery } from '@/lib/api/contracts/generation';
import { listCreations } from '@/lib/server/generation/creations';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/creations – My creations, newest first, filtered by tool, paged
export const GET = handler({ auth: 'required', query: listCreationsQuery }, (ctx) => listCreations({ kind: 'user', userId: ctx.user.id }, ctx.query));
