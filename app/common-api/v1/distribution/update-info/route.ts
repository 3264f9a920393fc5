import { updateInfoBody } from '@/lib/api/contracts/distribution';
import { updatePaypal } from '@/lib/server/affiliate/account';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/distribution/update-info – change the PayPal address (password asked again, old address told)
export const POST = handler({ auth: 'required', body: updateInfoBody, userRateLimit: 'affiliateChanges' }, async (ctx) => updatePaypal(ctx.user, ctx.body));
