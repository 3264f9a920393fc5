import 'server-only';
import { asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { randomCode } from '@/lib/format/random-code';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { appLink, sendAccountMail } from '@/lib/server/mail/send';
import { now } from './clock';
import { affiliates, type Affiliate } from './schema';

/** Length of an affiliate code: digits and uppercase letters, 36^8 ≈ 2.8e12 codes. */
const CODE_LENGTH = 8;

export type ReviewRow = Affiliate & { email: string | null };

/** Applications waiting for a decision and accounts whose payouts wait for a review. */
export async function applicationsToReview(): Promise<ReviewRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ affiliate: affiliates, email: users.email })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(or(eq(affiliates.status, 'pending'), isNotNull(affiliates.flag)))
    .orderBy(asc(affiliates.createdAt));
  return rows.map((r) => ({ ...r.affiliate, email: r.email }));
}

async function findAffiliate(idOrCode: string): Promise<ReviewRow> {
  const db = await getDb();
  const [row] = await db
    .select({ affiliate: affiliates, email: users.email, locale: users.locale })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(/^[0-9a-f-]{36}$/i.test(idOrCode) ? eq(affiliates.id, idOrCode) : eq(affiliates.code, idOrCode.toUpperCase()));
  if (!row) throw new RangeError(`no affiliate "${idOrCode}"`);
  return { ...row.affiliate, email: row.email };
}

async function notify(affiliate: Affiliate, kind: 'affiliateApproved' | 'affiliateRejected'): Promise<void> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, affiliate.userId));
  if (!user?.email) return;
  const locale = user.locale as Locale;
  const link = kind === 'affiliateApproved' ? appLink(locale, '/affiliate/dashboard') : appLink(locale, '/affiliation');
  await sendAccountMail(kind, { email: user.email, name: user.name, locale }, link);
}

/** Approves an application: the account gets its code (kept if it had one) and an e-mail. */
export async function approveApplication(idOrCode: string): Promise<Affiliate> {
  const found = await findAffiliate(idOrCode);
  if (found.status !== 'pending') throw new RangeError(`affiliate ${found.id} is ${found.status}, not pending`);
  const db = await getDb();
  let code = found.code;
  for (let attempt = 0; !code && attempt < 5; attempt++) {
    const candidate = randomCode(CODE_LENGTH);
    const [taken] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.code, candidate));
    if (!taken) code = candidate;
  }
  const [updated] = await db.update(affiliates).set({ status: 'active', code, reviewedAt: now() }).where(eq(affiliates.id, found.id)).returning();
  await notify(updated, 'affiliateApproved');
  return updated;
}

export async function rejectApplication(idOrCode: string, note: string | null): Promise<Affiliate> {
  const found = await findAffiliate(idOrCode);
  if (found.status !== 'pending') throw new RangeError(`affiliate ${found.id} is ${found.status}, not pending`);
  const db = await getDb();
  const [updated] = await db.update(affiliates).set({ status: 'rejected', reviewNote: note, reviewedAt: now() }).where(eq(affiliates.id, found.id)).returning();
  await notify(updated, 'affiliateRejected');
  return updated;
}

/** A banned affiliate's code stops working, new payments earn nothing and unpaid commission is held. */
export async function setBanned(idOrCode: string, banned: boolean, note: string | null = null): Promise<Affiliate> {
  const found = await findAffiliate(idOrCode);
  const db = await getDb();
  const status = banned ? 'banned' : 'active';
  const [updated] = await db
    .update(affiliates)
    .set({ status, reviewNote: note ?? found.reviewNote, reviewedAt: now() })
    .where(eq(affiliates.id, found.id))
    .returning();
  return updated;
}

/** Clears the review flag (for example after checking that a shared PayPal address is legitimate). */
export async function clearFlag(idOrCodes: string[]): Promise<number> {
  const rows = await Promise.all(idOrCodes.map(findAffiliate));
  const db = await getDb();
  const updated = await db
    .update(affiliates)
    .set({ flag: null, reviewedAt: now() })
    .where(
      inArray(
        affiliates.id,
        rows.map((r) => r.id),
      ),
    )
    .returning();
  return updated.length;
}
