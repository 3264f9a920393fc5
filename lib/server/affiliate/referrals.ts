import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import type { User } from '@/lib/server/db/schema';
import { now } from './clock';
import { canonicalEmail } from './identity';
import { affiliateReferrals, affiliates, type Affiliate } from './schema';
import { users } from '@/lib/server/db/schema';

export type SignUpMethod = 'email' | 'google' | 'apple';

/** The active affiliate owning `code` (codes are stored upper case), or null. */
export async function activeAffiliateByCode(tx: Db | Tx, code: string | null | undefined): Promise<Affiliate | null> {
  if (!code) return null;
  const [row] = await tx
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.code, code.trim().toUpperCase()), eq(affiliates.status, 'active')));
  return row ?? null;
}

/**
 * Binds a newly created user to the affiliate whose code they arrived with. Called once, in the
 * transaction that creates the user; an existing binding is never replaced. No binding to oneself
 * (the same mailbox as the affiliate's account) or to an unknown or inactive code.
 */
export async function bindReferral(tx: Db | Tx, user: User, code: string | null | undefined, via: SignUpMethod): Promise<boolean> {
  const affiliate = await activeAffiliateByCode(tx, code);
  if (!affiliate || affiliate.userId === user.id) return false;
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, affiliate.userId));
  const mine = canonicalEmail(user.email);
  if (mine && mine === canonicalEmail(owner?.email)) return false;
  const inserted = await tx
    .insert(affiliateReferrals)
    .values({ userId: user.id, affiliateId: affiliate.id, via, boundAt: now() })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}
