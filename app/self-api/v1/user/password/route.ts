import { changePasswordBody } from '@/lib/api/contracts/accounts';
import { changePassword } from '@/lib/server/accounts/profile';
import { handler } from '@/lib/server/http/handler';

// PUT /self-api/v1/user/password – change the password; every other session ends
export const PUT = handler({ auth: 'required', body: changePasswordBody }, async (ctx) => changePassword(ctx.user, ctx.session, ctx.body));
