import { resetPasswordBody } from '@/lib/api/contracts/accounts';
import { resetPassword } from '@/lib/server/accounts/recovery';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/reset-password – set a new password from the mailed link; ends every session
export const POST = handler({ auth: 'none', body: resetPasswordBody, rateLimit: 'resetIp' }, async (ctx) => resetPassword(ctx.body));
