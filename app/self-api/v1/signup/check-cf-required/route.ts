import { serverEnv } from '@/lib/env';
import { handler } from '@/lib/server/http/handler';
import { isTurnstileRequired } from '@/lib/server/rate-limit/turnstile';

// GET /self-api/v1/signup/check-cf-required – whether sign-up from this address needs Turnstile
export const GET = handler({ auth: 'none' }, async (ctx) => {
  const required = await isTurnstileRequired(ctx.ip);
  return { required, site_key: required ? (serverEnv().TURNSTILE_SITE_KEY ?? null) : null };
});
