import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { CommissionTotals } from '@/lib/api/contracts/distribution';
import { AFFILIATE_RULES } from '@/lib/affiliate/rules';
import type { Db, Tx } from '@/lib/server/db/client';
import { now } from './clock';
import type { Affiliate } from './schema';

/** Rows of a raw query on either driver (node-postgres answers {rows}, PGlite through drizzle too). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * Commission by state, straight from the ledger: every line is in exactly one of pending, available,
 * paid or held, so the four add up to the ledger's sum.
 */
export async function ledgerTotals(db: Db | Tx, affiliate: Pick<Affiliate, 'id' | 'status'>): Promise<CommissionTotals> {
  const at = now().toISOString();
  const banned = affiliate.status === 'banned';
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`
    select
      coalesce(sum(amount_cents) filter (where payout_id is null and not ${banned} and available_at > ${at}), 0) as pending,
      coalesce(sum(amount_cents) filter (where payout_id is null and not ${banned} and available_at <= ${at}), 0) as available,
      coalesce(sum(amount_cents) filter (where payout_id is not null), 0) as paid,
      coalesce(sum(-amount_cents) filter (where kind = 'reversal'), 0) as reversed,
      coalesce(sum(amount_cents) filter (where payout_id is null and ${banned}), 0) as held
    from affiliate_ledger where affiliate_id = ${affiliate.id}`,
  );
  return {
    currency: AFFILIATE_RULES.currency,
    pending_cents: Number(row.pending),
    available_cents: Number(row.available),
    paid_cents: Number(row.paid),
    reversed_cents: Number(row.reversed),
    held_cents: Number(row.held),
  };
}

/** Clicks, referred sign-ups and referred users with at least one commissioned payment. */
export async function referralCounts(db: Db | Tx, affiliateId: string) {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`
    select
      (select count(*) from affiliate_clicks where affiliate_id = ${affiliateId}) as clicks,
      (select count(*) from affiliate_referrals where affiliate_id = ${affiliateId}) as signups,
      (select count(distinct referred_user_id) from affiliate_ledger where affiliate_id = ${affiliateId} and kind = 'commission') as customers`,
  );
  return { clicks: Number(row.clicks), signups: Number(row.signups), customers: Number(row.customers) };
}
