import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { SESSION_REFRESH_AFTER_SECONDS, SESSION_TTL_SECONDS } from '@/lib/server/config/auth';
import { getDb, type Tx } from '@/lib/server/db/client';
import { sessions, users, type Session, type User } from '@/lib/server/db/schema';
import { hashToken, newToken } from './tokens';

export type AuthenticatedSession = { user: User; session: Session; token: string; refreshed: boolean };

function expiry(): Date {
  return new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
}

/** Starts a session (a new token at every sign-in) and returns the cookie token. */
export async function createSession(userId: string, tx?: Tx): Promise<string> {
  const db = tx ?? (await getDb());
  const token = newToken();
  await db.insert(sessions).values({ id: randomUUID(), userId, tokenHash: hashToken(token), expiresAt: expiry() });
  if (Math.random() < 0.02) await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return token;
}

/** The user behind a cookie token; extends the 30-day window at most once a day (sliding expiry). */
export async function authenticateToken(token: string): Promise<AuthenticatedSession | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const age = (Date.now() - row.session.refreshedAt.getTime()) / 1000;
  if (age < SESSION_REFRESH_AFTER_SECONDS) return { ...row, token, refreshed: false };
  const [session] = await db.update(sessions).set({ expiresAt: expiry(), refreshedAt: new Date() }).where(eq(sessions.id, row.session.id)).returning();
  return { user: row.user, session: session ?? row.session, token, refreshed: true };
}

export async function deleteSessionByToken(token: string): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of the user, or every one but `keepSessionId`. */
export async function deleteUserSessions(userId: string, options: { keepSessionId?: string; tx?: Tx } = {}): Promise<void> {
  const db = options.tx ?? (await getDb());
  const where = options.keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, options.keepSessionId)) : eq(sessions.userId, userId);
  await db.delete(sessions).where(where);
}
