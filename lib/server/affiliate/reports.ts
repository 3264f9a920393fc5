import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { CommissionData, RecordListData, SettleListData } from '@/lib/api/contracts/distribution';
import type { recordListQuery } from '@/lib/api/contracts/distribution';
import type { z } from 'zod';
import { AFFILIATE_RULES, COMMISSION_RATE } from '@/lib/affiliate/rules';
import { maskEmail } from '@/lib/format/email';
import { getDb } from '@/lib/server/db/client';
import { DAY_MS, monthBounds, now, periodOf } from './clock';
import { ledgerTotals, queryRows } from './ledger';
import { affiliatePayouts, affiliateSettlements, type Affiliate } from './schema';

const seconds = (date: Date | string | null) => (date === null ? null : Math.floor(new Date(date).getTime() / 1000));
/** Days shown in the dashboard chart. */
export const CHART_DAYS = 90;

/** Totals by state, the next settlement, and clicks, sign-ups and commission per day for the chart. */
export async function commissionSummary(affiliate: Affiliate): Promise<CommissionData> {
  const db = await getDb();
  const totals = await ledgerTotals(db, affiliate);
  const today = now();
  const [, nextSettlement] = monthBounds(periodOf(today));
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (CHART_DAYS - 1) * DAY_MS);
  const from = first.toISOString();
  const rows = await queryRows<{ day: string; clicks: string | number; signups: string | number; commission: string | number }>(
    db,
    sql`
    select day, sum(clicks) as clicks, sum(signups) as signups, sum(commission) as commission from (
      select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, 1 as clicks, 0 as signups, 0 as commission
        from affiliate_clicks where affiliate_id = ${affiliate.id} and at >= ${from}
      union all
      select to_char(bound_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 1, 0
        from affiliate_referrals where affiliate_id = ${affiliate.id} and bound_at >= ${from}
      union all
      select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 0, amount_cents
        from affiliate_ledger where affiliate_id = ${affiliate.id} and occurred_at >= ${from}
    ) as events group by day`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily = Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(day);
    return { day, clicks: Number(r?.clicks ?? 0), signups: Number(r?.signups ?? 0), commission_cents: Number(r?.commission ?? 0) };
  });
  return {
    ...totals,
    commission_rate: COMMISSION_RATE,
    threshold_cents: AFFILIATE_RULES.payoutThresholdCents,
    next_settlement_at: seconds(nextSettlement)!,
    payout_ready: affiliate.status === 'active' && affiliate.paypalEmail !== null && totals.available_cents >= AFFILIATE_RULES.payoutThresholdCents,
    daily,
  };
}

type RecordRow = {
  id: string;
  type: 'signup' | 'payment' | 'reversal';
  email: string | null;
  amount: string | number | null;
  commission: string | number | null;
  payout_id: string | null;
  created_at: Date | string;
  available_at: Date | string | null;
};

/** Referred sign-ups and the commission lines of their payments, newest first, e-mails masked. */
export async function recordList(affiliate: Affiliate, query: z.infer<typeof recordListQuery>): Promise<RecordListData> {
  const db = await getDb();
  const type = query.type ?? null;
  const union = sql`
    select r.user_id::text as id, 'signup' as type, u.email as email, null::bigint as amount, null::bigint as commission,
           null as payout_id, r.bound_at as created_at, null::timestamptz as available_at
      from affiliate_referrals r join users u on u.id = r.user_id where r.affiliate_id = ${affiliate.id}
    union all
    select l.id::text, case when l.kind = 'commission' then 'payment' else 'reversal' end, u.email, l.base_cents, l.amount_cents,
           l.payout_id, l.occurred_at, l.available_at
      from affiliate_ledger l left join users u on u.id = l.referred_user_id where l.affiliate_id = ${affiliate.id}`;
  const filtered = sql`select * from (${union}) as records where (${type}::text is null or type = ${type})`;
  const [count] = await queryRows<{ total: string | number }>(db, sql`select count(*) as total from (${filtered}) as counted`);
  const rows = await queryRows<RecordRow>(
    db,
    sql`${filtered} order by created_at desc, id limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  const at = now();
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      email: maskEmail(r.email) || '--',
      amount_cents: r.amount === null ? null : Number(r.amount),
      commission_cents: r.commission === null ? null : Number(r.commission),
      status:
        r.type === 'signup' ? 'none' : r.payout_id ? 'paid' : affiliate.status === 'banned' ? 'held' : new Date(r.available_at!) > at ? 'pending' : 'available',
      created_at: seconds(r.created_at)!,
      available_at: seconds(r.available_at),
    })),
    total: Number(count.total),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function settleList(affiliate: Affiliate, query: { page: number; page_size: number }): Promise<SettleListData> {
  const db = await getDb();
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.affiliateId, affiliate.id));
  const rows = await db
    .select({ payout: affiliatePayouts, period: affiliateSettlements.period })
    .from(affiliatePayouts)
    .innerJoin(affiliateSettlements, eq(affiliateSettlements.id, affiliatePayouts.settlementId))
    .where(eq(affiliatePayouts.affiliateId, affiliate.id))
    .orderBy(desc(affiliateSettlements.period))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    list: rows.map(({ payout, period }) => ({
      id: payout.id,
      settlement_id: payout.settlementId,
      period,
      amount_cents: payout.amountCents,
      currency: payout.currency,
      status: payout.status,
      paypal_email: payout.paypalEmail,
      created_at: seconds(payout.createdAt)!,
      paid_at: seconds(payout.paidAt),
    })),
    total: count.total,
    page: query.page,
    page_size: query.page_size,
  };
}
