import 'server-only';
import QRCode from 'qrcode';
import type { CodeListData, CommissionData, Distribution, RecordListData, SettleListData } from '@/lib/api/contracts/distribution';
import { affiliateOfUser, describeAffiliate } from './account';
import { shareLinks } from './links';
import { commissionSummary, recordList, settleList } from './reports';

// What each affiliate page renders, in one call per page. Null: the account has no approved
// affiliate account (the page sends it to the application).

async function approved(userId: string) {
  const affiliate = await affiliateOfUser(userId);
  if (!affiliate || affiliate.status === 'pending' || affiliate.status === 'rejected') return null;
  return affiliate;
}

export async function applicationView(userId: string): Promise<Distribution | null> {
  const affiliate = await affiliateOfUser(userId);
  return affiliate ? describeAffiliate(affiliate) : null;
}

export async function dashboardView(userId: string): Promise<{ affiliate: Distribution; summary: CommissionData } | null> {
  const affiliate = await approved(userId);
  if (!affiliate) return null;
  return { affiliate: await describeAffiliate(affiliate), summary: await commissionSummary(affiliate) };
}

export async function detailsView(userId: string, page: number): Promise<RecordListData | null> {
  const affiliate = await approved(userId);
  return affiliate ? recordList(affiliate, { page, page_size: 20 }) : null;
}

export async function settlementView(
  userId: string,
  page: number,
): Promise<{ affiliate: Distribution; summary: CommissionData; payouts: SettleListData } | null> {
  const affiliate = await approved(userId);
  if (!affiliate) return null;
  const [described, summary, payouts] = await Promise.all([
    describeAffiliate(affiliate),
    commissionSummary(affiliate),
    settleList(affiliate, { page, page_size: 12 }),
  ]);
  return { affiliate: described, summary, payouts };
}

export type AssetLink = CodeListData['list'][number] & { qrSvg: string };

/** Share links with a QR code (SVG) each; only an active affiliate's code earns. */
export async function assetsView(userId: string): Promise<{ code: string; links: AssetLink[] } | null> {
  const affiliate = await approved(userId);
  if (!affiliate?.code || affiliate.status !== 'active') return null;
  const links = await Promise.all(
    shareLinks(affiliate.code).map(async (item) => ({
      ...item,
      qrSvg: await QRCode.toString(item.link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    })),
  );
  return { code: affiliate.code, links };
}
