import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AFFILIATE_RULES } from '@/lib/affiliate/rules';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { now } from './clock';
import { activeAffiliateByCode } from './referrals';
import { affiliateClicks } from './schema';

// Crawlers, link unfurlers, monitors and headless browsers announce themselves in the user agent.
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|fetch|scan|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|headless|lighthouse|phantom|facebookexternalhit|embedly|whatsapp|telegram|discord|slack/i;

export type ClickRequest = { code: string; ip: string; userAgent: string | null; headers: Headers };

/** Why a click is not counted, or null when it is. */
export function uncountedReason(request: Pick<ClickRequest, 'userAgent' | 'headers'>): 'bot' | 'prefetch' | null {
  const h = request.headers;
  const purpose = `${h.get('purpose') ?? ''} ${h.get('sec-purpose') ?? ''} ${h.get('x-purpose') ?? ''} ${h.get('x-moz') ?? ''}`;
  if (/prefetch|preview|prerender/i.test(purpose) || h.get('next-router-prefetch') === '1') return 'prefetch';
  // Every browser's user agent starts with Mozilla/5.0; scripts and libraries send their own names.
  if (!request.userAgent || !/^Mozilla\/5\.0 /.test(request.userAgent) || BOT_AGENT.test(request.userAgent)) return 'bot';
  return null;
}

/** The visitor as a salted hash of address and browser: the only trace a click keeps of them. */
export function visitorHash(ip: string, userAgent: string): string {
  return createHash('sha256').update(`${serverEnv().VISITOR_HASH_SALT}\u0000${ip}\u0000${userAgent}`).digest('hex');
}

/**
 * Counts a visit through `?ref=CODE` once per visitor and code within the click window. Bots,
 * prefetches and unknown or inactive codes are answered the same way and counted nowhere.
 */
export async function recordClick(request: ClickRequest): Promise<{ counted: boolean }> {
  if (uncountedReason(request)) return { counted: false };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const affiliate = await activeAffiliateByCode(tx, request.code);
    if (!affiliate) return { counted: false };
    const at = now();
    const windowStart = new Date(at.getTime() - AFFILIATE_RULES.clickWindowHours * 3_600_000);
    // One statement decides, so two simultaneous reloads cannot both count.
    const claimed = await tx.execute(sql`
      insert into affiliate_click_visitors (affiliate_id, visitor_hash, counted_at)
      values (${affiliate.id}, ${visitorHash(request.ip, request.userAgent!)}, ${at.toISOString()})
      on conflict (affiliate_id, visitor_hash) do update set counted_at = excluded.counted_at
        where affiliate_click_visitors.counted_at <= ${windowStart.toISOString()}
      returning 1 as claimed`);
    const rows = (claimed as { rows?: unknown[] }).rows ?? (claimed as unknown as unknown[]);
    if (rows.length === 0) return { counted: false };
    await tx.insert(affiliateClicks).values({ id: randomUUID(), affiliateId: affiliate.id, at });
    return { counted: true };
  });
}
