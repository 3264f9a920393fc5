import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { CreateDistributionBody, Distribution, UpdateInfoBody } from '@/lib/api/contracts/distribution';
import { ErrorCode } from '@/lib/api/errors';
import { COMMISSION_RATE } from '@/lib/affiliate/rules';
import { verifyPassword } from '@/lib/server/accounts/passwords';
import { normalizeEmail } from '@/lib/server/accounts/users';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import type { User } from '@/lib/server/db/schema';
import { localizedError } from '@/lib/server/errors';
import { sendInBackground } from '@/lib/server/mail/send';
import { now } from './clock';
import { canonicalEmail } from './identity';
import { ledgerTotals, referralCounts } from './ledger';
import { referralLink } from './links';
import { affiliates, type Affiliate } from './schema';

export const SHARED_PAYPAL_FLAG = 'shared_paypal';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function affiliateOfUser(userId: string, db?: Db | Tx): Promise<Affiliate | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(affiliates).where(eq(affiliates.userId, userId));
  return row ?? null;
}

/** The caller's affiliate account, refused unless approved (or banned: they still see what is held). */
export async function requireApprovedAffiliate(userId: string): Promise<Affiliate> {
  const affiliate = await affiliateOfUser(userId);
  if (!affiliate || affiliate.status === 'pending' || affiliate.status === 'rejected') throw localizedError(ErrorCode.notAnAffiliate);
  return affiliate;
}

export async function describeAffiliate(affiliate: Affiliate, db?: Db | Tx): Promise<Distribution> {
  const conn = db ?? (await getDb());
  return {
    id: affiliate.id,
    status: affiliate.status,
    code: affiliate.code,
    link: affiliate.code && affiliate.status === 'active' ? referralLink(affiliate.code) : null,
    commission_rate: COMMISSION_RATE,
    paypal_email: affiliate.paypalEmail,
    under_review: affiliate.flag !== null,
    created_at: seconds(affiliate.createdAt),
    ...(await referralCounts(conn, affiliate.id)),
    totals: await ledgerTotals(conn, affiliate),
  };
}

export async function showAffiliate(userId: string): Promise<Distribution | null> {
  const affiliate = await affiliateOfUser(userId);
  return affiliate ? describeAffiliate(affiliate) : null;
}

/** Flags every affiliate sharing this PayPal mailbox (including this one) for review before payouts. */
async function flagSharedPaypal(tx: Tx, affiliateId: string, canonical: string | null): Promise<void> {
  if (!canonical) return;
  const others = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.paypalCanonical, canonical), ne(affiliates.id, affiliateId)));
  if (others.length === 0) return;
  for (const id of [affiliateId, ...others.map((o) => o.id)]) {
    await tx.update(affiliates).set({ flag: SHARED_PAYPAL_FLAG }).where(eq(affiliates.id, id));
  }
}

/** Applies to the programme: the account waits for review (`npm run affiliate:review`). A rejected applicant may apply again. */
export async function applyForProgramme(user: User, body: CreateDistributionBody): Promise<Distribution> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const existing = await affiliateOfUser(user.id, tx);
    if (existing && existing.status !== 'rejected') throw localizedError(ErrorCode.affiliateExists);
    const values = {
      status: 'pending' as const,
      paypalEmail: body.paypal_email || null,
      paypalCanonical: canonicalEmail(body.paypal_email || null),
      website: body.website || null,
      channel: body.promotion_channel,
      audience: body.audience,
      termsAcceptedAt: now(),
      reviewNote: null,
      reviewedAt: null,
    };
    const [affiliate] = existing
      ? await tx.update(affiliates).set(values).where(eq(affiliates.id, existing.id)).returning()
      : await tx
          .insert(affiliates)
          .values({ id: randomUUID(), userId: user.id, createdAt: now(), ...values })
          .returning();
    await flagSharedPaypal(tx, affiliate.id, affiliate.paypalCanonical);
    const [fresh] = await tx.select().from(affiliates).where(eq(affiliates.id, affiliate.id));
    return describeAffiliate(fresh, tx);
  });
}

/**
 * Changes the PayPal address payouts go to. The password is asked again (an account without one
 * types its sign-in e-mail), and the old address is told, so a stolen session cannot quietly
 * redirect payouts.
 */
export async function updatePaypal(user: User, body: UpdateInfoBody): Promise<Distribution> {
  const affiliate = await affiliateOfUser(user.id);
  if (!affiliate) throw localizedError(ErrorCode.notAnAffiliate);
  const confirmed = user.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : user.email !== null && normalizeEmail(body.password) === user.email;
  if (!confirmed) throw localizedError(ErrorCode.currentPasswordWrong);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const canonical = canonicalEmail(body.paypal_email);
    await tx.update(affiliates).set({ paypalEmail: body.paypal_email, paypalCanonical: canonical }).where(eq(affiliates.id, affiliate.id));
    await flagSharedPaypal(tx, affiliate.id, canonical);
    const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, affiliate.id));
    return row;
  });
  const old = affiliate.paypalEmail;
  if (old && old !== body.paypal_email) {
    sendInBackground('affiliatePaypalChanged', { email: old, name: user.name, locale: user.locale });
  }
  return describeAffiliate(updated);
}
