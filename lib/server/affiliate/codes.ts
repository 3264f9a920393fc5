import 'server-only';
import type { CodeListData } from '@/lib/api/contracts/distribution';
import { ErrorCode } from '@/lib/api/errors';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { affiliateOfUser } from './account';
import { shareLinks } from './links';
import { activeAffiliateByCode } from './referrals';

export async function checkCode(code: string): Promise<{ code: string; valid: boolean }> {
  const affiliate = await activeAffiliateByCode(await getDb(), code);
  return { code: code.toUpperCase(), valid: affiliate !== null };
}

/** The caller's share links; only an active affiliate has a code that earns. */
export async function codeList(userId: string): Promise<CodeListData> {
  const affiliate = await affiliateOfUser(userId);
  if (!affiliate?.code || affiliate.status !== 'active') throw localizedError(ErrorCode.notAnAffiliate);
  return { code: affiliate.code, list: shareLinks(affiliate.code) };
}
