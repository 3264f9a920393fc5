import { pageviewBody } from '@/lib/api/contracts/analytics';
import { serverEnv } from '@/lib/env';
import { countPageview } from '@/lib/server/analytics/pageviews';
import { sendToPlausible } from '@/lib/server/analytics/plausible';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/pageviews – count one page view (first party, batched) and pass it to Plausible
export const POST = handler({ auth: 'none', body: pageviewBody }, async (ctx) => {
  if (!countPageview(ctx.body.path, ctx.ip)) return { counted: false };
  const view = {
    url: new URL(ctx.body.path, serverEnv().APP_URL).toString(),
    referrer: ctx.body.referrer,
    userAgent: ctx.req.headers.get('user-agent') ?? '',
    address: ctx.ip,
  };
  // Passed on after the answer; the visitor never waits for the analytics service.
  void sendToPlausible(view);
  return { counted: true };
});
