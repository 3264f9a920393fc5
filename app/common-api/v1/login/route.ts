import { loginBody } from '@/lib/api/contracts/accounts';
import { logIn } from '@/lib/server/accounts/login';
import { handler } from '@/lib/server/http/handler';
import { signedIn } from '@/lib/server/http/signed-in';

// POST /common-api/v1/login – sign in with e-mail and password
export const POST = handler({ auth: 'none', body: loginBody, rateLimit: 'loginIp' }, async (ctx) => signedIn(ctx, await logIn(ctx.body, { ip: ctx.ip })));
