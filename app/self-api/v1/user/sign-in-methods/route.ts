import { signInMethods } from '@/lib/server/accounts/profile';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/user/sign-in-methods – password and linked Google/Apple identities
export const GET = handler({ auth: 'required' }, async (ctx) => signInMethods(ctx.user));
