import { googleLoginBody } from '@/lib/api/contracts/accounts';
import { referralCodeOf } from '@/lib/server/http/referral-cookie';
import { handler } from '@/lib/server/http/handler';
import { signedIn } from '@/lib/server/http/signed-in';
import { googleLogin } from '@/lib/server/oauth/google';

// POST /common-api/v1/auth-google/login – sign in with a Google authorization code or ID token
export const POST = handler({ auth: 'none', body: googleLoginBody, rateLimit: 'socialIp' }, async (ctx) =>
  signedIn(ctx, await googleLogin({ ...ctx.body, distribution_code: referralCodeOf(ctx.req, ctx.body.distribution_code) }, ctx.locale)),
);
