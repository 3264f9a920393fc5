import 'server-only';
import { eq } from 'drizzle-orm';
import type { LoginData } from '@/lib/api/contracts/accounts';
import { toLocale } from '@/lib/i18n/locales';
import { getDb, type Tx } from '@/lib/server/db/client';
import { users, type User } from '@/lib/server/db/schema';
import { quotaAnswer } from '@/lib/server/generation/quotas';

/** Addresses are compared lower-cased and trimmed; what the user typed is otherwise kept. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(email: string, tx?: Tx): Promise<User | null> {
  const db = tx ?? (await getDb());
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function findUserById(id: string, tx?: Tx): Promise<User | null> {
  const db = tx ?? (await getDb());
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export function publicUser(user: User): LoginData['user'] {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    locale: toLocale(user.locale),
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    created_at: user.createdAt.toISOString(),
  };
}

/** The data of every sign-in answer and of GET user: user, permissions_quota, rank, onetime_user. */
// Quota and rank are read live from the generation ledger (pass `tx` inside a transaction).
export async function loginData(user: User, tx?: Tx): Promise<LoginData> {
  return { user: publicUser(user), ...(await quotaAnswer(user.id, tx)), onetime_user: false };
}
