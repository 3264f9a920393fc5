import 'server-only';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { AFFILIATE_RULES } from '@/lib/affiliate/rules';
import { randomCode } from '@/lib/format/random-code';
import { getDb } from '@/lib/server/db/client';
import { monthBounds, now } from './clock';
import { affiliateLedger, affiliatePayouts, affiliates, affiliateSettlements, type AffiliatePayout } from './schema';

export const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export type SettlementResult = {
  settlementId: string;
  period: string;
  /** False when the month had been settled before: nothing was added. */
  created: boolean;
  payouts: AffiliatePayout[];
};

/** The month's settlement id, which is also the batch id of its PayPal Payouts file. */
export const settlementIdOf = (period: string) => `CW-${period}`;

/**
 * Settles a month: every active affiliate with a PayPal address and no review flag whose commission
 * available by the end of the month (or now, if earlier) reaches the threshold gets one payout of
 * it. Smaller or negative balances stay open and roll into the next month; nothing is forfeited.
 * A month is settled once: running it again returns the same settlement and adds nothing.
 */
export async function settleMonth(period: string): Promise<SettlementResult> {
  if (!PERIOD_PATTERN.test(period)) throw new RangeError(`month must be YYYY-MM, got "${period}"`);
  const [, monthEnd] = monthBounds(period);
  const at = now();
  if (at < monthBounds(period)[0]) throw new RangeError(`${period} has not begun`);
  const cutoff = at < monthEnd ? at : monthEnd;
  const id = settlementIdOf(period);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(affiliateSettlements).values({ id, period, status: 'pending', createdAt: at }).onConflictDoNothing().returning();
    if (inserted.length === 0) {
      const payouts = await tx.select().from(affiliatePayouts).where(eq(affiliatePayouts.settlementId, id));
      return { settlementId: id, period, created: false, payouts };
    }
    const balances = await tx
      .select({
        affiliateId: affiliateLedger.affiliateId,
        paypalEmail: affiliates.paypalEmail,
        amount: sql<number>`sum(${affiliateLedger.amountCents})`.mapWith(Number),
      })
      .from(affiliateLedger)
      .innerJoin(affiliates, eq(affiliates.id, affiliateLedger.affiliateId))
      .where(
        and(
          isNull(affiliateLedger.payoutId),
          lte(affiliateLedger.availableAt, cutoff),
          eq(affiliates.status, 'active'),
          isNull(affiliates.flag),
          sql`${affiliates.paypalEmail} is not null`,
        ),
      )
      .groupBy(affiliateLedger.affiliateId, affiliates.paypalEmail);
    const payouts: AffiliatePayout[] = [];
    for (const balance of balances) {
      if (balance.amount < AFFILIATE_RULES.payoutThresholdCents || !balance.paypalEmail) continue;
      const [payout] = await tx
        .insert(affiliatePayouts)
        .values({
          id: `PO${randomCode(12)}`,
          settlementId: id,
          affiliateId: balance.affiliateId,
          amountCents: balance.amount,
          currency: AFFILIATE_RULES.currency,
          paypalEmail: balance.paypalEmail,
          status: 'pending',
          createdAt: at,
        })
        .returning();
      await tx
        .update(affiliateLedger)
        .set({ payoutId: payout.id })
        .where(and(eq(affiliateLedger.affiliateId, balance.affiliateId), isNull(affiliateLedger.payoutId), lte(affiliateLedger.availableAt, cutoff)));
      payouts.push(payout);
    }
    return { settlementId: id, period, created: true, payouts };
  });
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The PayPal Payouts upload file: one row per payout with recipient, amount, currency, the payout
 * id as the item's reference and a note naming the settlement (the batch). PayPal's web upload
 * takes no header row and one currency per file.
 */
export function payoutsCsv(result: Pick<SettlementResult, 'settlementId' | 'period' | 'payouts'>): string {
  return result.payouts
    .map((p) =>
      [p.paypalEmail, (p.amountCents / 100).toFixed(2), p.currency, p.id, `Colorwell affiliate commission ${result.period} (${result.settlementId})`]
        .map(csvField)
        .join(','),
    )
    .map((line) => `${line}\n`)
    .join('');
}

/** Marks a settlement (all its payouts) or a single payout as sent by PayPal. */
export async function markPaid(id: string): Promise<{ payouts: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const at = now();
    const rows = await tx
      .update(affiliatePayouts)
      .set({ status: 'paid', paidAt: at })
      .where(and(or(eq(affiliatePayouts.settlementId, id), eq(affiliatePayouts.id, id)), eq(affiliatePayouts.status, 'pending')))
      .returning({ settlementId: affiliatePayouts.settlementId });
    const [settlement] = await tx.select().from(affiliateSettlements).where(eq(affiliateSettlements.id, id));
    const touched = [...new Set([...rows.map((r) => r.settlementId), ...(settlement ? [settlement.id] : [])])];
    if (touched.length === 0) throw new RangeError(`no settlement or payout "${id}"`);
    for (const settlementId of touched) {
      const [open] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(affiliatePayouts)
        .where(and(eq(affiliatePayouts.settlementId, settlementId), eq(affiliatePayouts.status, 'pending')));
      if (open.n === 0)
        await tx
          .update(affiliateSettlements)
          .set({ status: 'paid', paidAt: at })
          .where(and(inArray(affiliateSettlements.id, [settlementId]), eq(affiliateSettlements.status, 'pending')));
    }
    return { payouts: rows.length };
  });
}
