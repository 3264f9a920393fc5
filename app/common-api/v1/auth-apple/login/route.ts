import { appleLoginBody } from '@/lib/api/contracts/accounts';
import { referralCodeOf } from '@/lib/server/http/referral-cookie';
import { handler } from '@/lib/server/http/handler';
import { signedIn } from '@/lib/server/http/signed-in';
import { appleLogin } from '@/lib/server/oauth/apple';

// POST /common-api/v1/auth-apple/login – sign in with an Apple identity token
export const POST = handler({ auth: 'none', body: appleLoginBody, rateLimit: 'socialIp' }, async (ctx) =>
  signedIn(ctx, await appleLogin({ ...ctx.body, distribution_code: referralCodeOf(ctx.req, ctx.body.distribution_code) }, ctx.locale)),
);
