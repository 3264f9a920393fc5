import { deleteAccountBody, updateUserBody } from '@/lib/api/contracts/accounts';
import { deleteAccount, updateUser } from '@/lib/server/accounts/profile';
import { loginData } from '@/lib/server/accounts/users';
import { handler } from '@/lib/server/http/handler';
import { signOutCookies } from '@/lib/server/http/session-cookies';

// GET /self-api/v1/user – the signed-in user with quotas and rank
export const GET = handler({ auth: 'required' }, async (ctx) => loginData(ctx.user));

// PUT /self-api/v1/user – change name and/or language
export const PUT = handler({ auth: 'required', body: updateUserBody }, async (ctx) => updateUser(ctx.user, ctx.body));

// DELETE /self-api/v1/user – delete the account and its personal data (password or typed phrase)
export const DELETE = handler({ auth: 'required', body: deleteAccountBody }, async (ctx) => {
  await deleteAccount(ctx.user, ctx.body);
  for (const cookie of signOutCookies()) ctx.setCookie(cookie);
  return null;
});
