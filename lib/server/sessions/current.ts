import 'server-only';
import { cookies } from 'next/headers';
import { noteRequestUser } from '@/lib/server/operations/process-state.mjs';
import { sessionCookieName } from './cookies';
import { authenticateToken } from './store';

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  locale: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
};

/** The signed-in user of this request, or null. Checked again by every protected page and API. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const jar = await cookies();
  // Only the name in force (see sessionTokenFrom): over https, the __Host- cookie.
  const token = jar.get(sessionCookieName())?.value;
  if (!token) return null;
  const found = await authenticateToken(token);
  if (!found) return null;
  const { user } = found;
  noteRequestUser(user.id);
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name,
    locale: user.locale,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
  };
}
