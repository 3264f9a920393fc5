import { createDistributionBody } from '@/lib/api/contracts/distribution';
import { applyForProgramme } from '@/lib/server/affiliate/account';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/distribution – apply to the affiliate programme (the application waits for review)
export const POST = handler({ auth: 'required', body: createDistributionBody, userRateLimit: 'affiliateChanges' }, async (ctx) =>
  applyForProgramme(ctx.user, ctx.body),
);
