import { settleListQuery } from '@/lib/api/contracts/distribution';
import { requireApprovedAffiliate } from '@/lib/server/affiliate/account';
import { settleList } from '@/lib/server/affiliate/reports';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/distribution/settle-list – the caller's payouts by month with their state
export const GET = handler({ auth: 'required', query: settleListQuery }, async (ctx) => settleList(await requireApprovedAffiliate(ctx.user.id), ctx.query));
