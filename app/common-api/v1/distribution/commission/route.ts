import { requireApprovedAffiliate } from '@/lib/server/affiliate/account';
import { commissionSummary } from '@/lib/server/affiliate/reports';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/distribution/commission – commission by state, the next settlement, the last 90 days
export const GET = handler({ auth: 'required' }, async (ctx) => commissionSummary(await requireApprovedAffiliate(ctx.user.id)));
