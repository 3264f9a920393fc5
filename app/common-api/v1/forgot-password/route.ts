import { emailOnlyBody } from '@/lib/api/contracts/accounts';
import { forgotPassword } from '@/lib/server/accounts/recovery';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/forgot-password – mail a reset link; the same answer for any address
export const POST = handler({ auth: 'none', body: emailOnlyBody, rateLimit: 'forgotIp' }, async (ctx) => forgotPassword(ctx.body.email));
