import 'server-only';
import { cookies } from 'next/headers';
import { sessionUserOf, type SessionUser } from '@/lib/server/sessions/session-user';
import { sessionCookieName } from './session-cookies';

/** The signed-in user of this request, or null. Checked again by every protected page and API. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const jar = await cookies();
  // Only the name in force (see sessionTokenFrom): over https, the __Host- cookie.
  const token = jar.get(sessionCookieName())?.value;
  return token ? sessionUserOf(token) : null;
}
