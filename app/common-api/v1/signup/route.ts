import { signupBody } from '@/lib/api/contracts/accounts';
import { signUp } from '@/lib/server/accounts/signup';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/signup – create an account and mail the verification link
export const POST = handler({ auth: 'none', body: signupBody, rateLimit: 'signupIp' }, async (ctx) =>
  signUp(ctx.body, { ip: ctx.ip, locale: ctx.locale }),
);
