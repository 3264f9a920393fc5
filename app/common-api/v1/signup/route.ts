import { signupBody } from '@/lib/api/contracts/accounts';
import { signUp } from '@/lib/server/accounts/signup';
import { referralCodeOf } from '@/lib/server/http/referral-cookie';
import { handler } from '@/lib/server/http/handler';
import { assertSafeDisplayName } from '@/lib/server/safety/publication';

// POST /common-api/v1/signup – create an account and mail the verification link
export const POST = handler({ auth: 'none', body: signupBody, rateLimit: 'signupIp' }, async (ctx) => {
  // The name is the account's display name: checked before anything about the address is looked up.
  assertSafeDisplayName(ctx.body.name, 'name');
  return signUp({ ...ctx.body, distribution_code: referralCodeOf(ctx.req, ctx.body.distribution_code) }, { ip: ctx.ip, locale: ctx.locale });
});
