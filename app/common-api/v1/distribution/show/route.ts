import { showAffiliate } from '@/lib/server/affiliate/account';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/distribution/show – the caller's affiliate state, code and totals (null before applying)
export const GET = handler({ auth: 'required' }, async (ctx) => showAffiliate(ctx.user.id));
