import { completeSignupBody } from '@/lib/api/contracts/accounts';
import { completeSignUp } from '@/lib/server/accounts/signup';
import { handler } from '@/lib/server/http/handler';
import { signedIn } from '@/lib/server/http/signed-in';

// POST /common-api/v1/complete-signup – verify the address from the mailed token and sign in
export const POST = handler({ auth: 'none', body: completeSignupBody, rateLimit: 'resetIp' }, async (ctx) =>
  signedIn(ctx, await completeSignUp(ctx.body.token)),
);
