import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { loginData, normalizeEmail } from '@/lib/server/accounts/users';
import { bindReferral } from '@/lib/server/affiliate/referrals';
import { getDb } from '@/lib/server/db/client';
import { oauthAccounts, users, type User } from '@/lib/server/db/schema';
import { providerDisplayName } from '@/lib/server/safety/publication';
import { createSession } from '@/lib/server/sessions/store';
import { socialFailed } from './errors';
import { isEmailVerified, type IdTokenClaims } from './verify-id-token';
import type { Provider } from './states';

/** The social sign-in payload's attribution, stored with a new user. */
export type Attribution = {
  source?: string | null;
  redirect_uri?: string | null;
  referral_url?: string | null;
  distribution_code?: string | null;
};

type Identity = { provider: Provider; claims: IdTokenClaims; name?: string | null; locale: Locale; attribution: Attribution };

/**
 * Signs in the user keyed by (provider, sub). A new identity is linked to an existing account with
 * the same address only when the provider says the address is verified; otherwise a new user is made.
 */
export async function signInWithIdentity(identity: Identity) {
  const { provider, claims } = identity;
  const email = claims.email ? normalizeEmail(claims.email) : null;
  const verified = email !== null && isEmailVerified(claims);
  const db = await getDb();
  return db.transaction(async (tx) => {
    let user: User | undefined;
    const [link] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, claims.sub)));
    user = link?.user;
    if (!user && email) {
      const [owner] = await tx.select().from(users).where(eq(users.email, email));
      if (owner && !verified) throw socialFailed('address unverified by provider and taken');
      if (owner) {
        // Nobody proved the password of an unverified account belongs to this owner: drop it.
        const patch = owner.emailVerifiedAt ? {} : { emailVerifiedAt: new Date(), passwordHash: null };
        [user] = await tx
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(users.id, owner.id))
          .returning();
      }
    }
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          email,
          emailVerifiedAt: verified ? new Date() : null,
          name: providerDisplayName(identity.name) ?? providerDisplayName(claims.name),
          locale: identity.locale,
          source: identity.attribution.source ?? null,
          redirectUri: identity.attribution.redirect_uri ?? null,
          referralUrl: identity.attribution.referral_url ?? null,
          distributionCode: identity.attribution.distribution_code ?? null,
        })
        .returning();
      await bindReferral(tx, user, user.distributionCode, provider);
    }
    if (!link) {
      await tx.insert(oauthAccounts).values({ provider, subject: claims.sub, userId: user.id, email }).onConflictDoNothing();
    }
    const sessionToken = await createSession(user.id, tx);
    return { sessionToken, data: await loginData(user, tx) };
  });
}
