import { handler } from '@/lib/server/http/handler';
import { sessionTokenFrom, signOutCookies } from '@/lib/server/http/session-cookies';
import { deleteSessionByToken } from '@/lib/server/sessions/store';

// DELETE /common-api/v1/logout – end this session on the server and clear its cookies
export const DELETE = handler({ auth: 'none' }, async (ctx) => {
  const token = sessionTokenFrom(ctx.req);
  if (token) await deleteSessionByToken(token);
  for (const cookie of signOutCookies()) ctx.setCookie(cookie);
  return null;
});
