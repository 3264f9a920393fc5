import { emailOnlyBody } from '@/lib/api/contracts/accounts';
import { resendActivation } from '@/lib/server/accounts/signup';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/resend-activate-email – mail the verification link again (once a minute)
export const POST = handler({ auth: 'none', body: emailOnlyBody, rateLimit: 'resendIp' }, async (ctx) => resendActivation(ctx.body.email));
