import 'server-only';
import { noteRequestUser } from '@/lib/server/operations/process-state.mjs';
import { authenticateToken } from './store';

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  locale: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
};

/** The user signed in by session `token`, or null when it is unknown or expired. */
export async function sessionUserOf(token: string): Promise<SessionUser | null> {
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
