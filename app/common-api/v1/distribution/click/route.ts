import { clickBody } from '@/lib/api/contracts/distribution';
import { recordClick } from '@/lib/server/affiliate/clicks';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/distribution/click – a visitor arrived through ?ref= (counted once per visitor and code a day)
export const POST = handler({ auth: 'none', body: clickBody, rateLimit: 'affiliateClickIp' }, async (ctx) =>
  recordClick({ code: ctx.body.distribution_code, ip: ctx.ip, userAgent: ctx.req.headers.get('user-agent'), headers: ctx.req.headers }),
);
