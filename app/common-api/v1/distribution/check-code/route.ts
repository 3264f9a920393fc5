import { checkCodeQuery } from '@/lib/api/contracts/distribution';
import { checkCode } from '@/lib/server/affiliate/codes';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/distribution/check-code – is a code valid and active
export const GET = handler({ auth: 'none', query: checkCodeQuery, rateLimit: 'affiliateCheckIp' }, async (ctx) => checkCode(ctx.query.code));
