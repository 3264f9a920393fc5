import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './lib/i18n/routing';
import { applyCachePolicy } from './lib/middleware/cache-policy';
import { canonicalLocalePath } from './lib/middleware/locale-aliases';
import { movedPagePath } from './lib/middleware/moved-pages';
import { isApiOrAssetPath } from './lib/middleware/paths';
import { rememberReferral } from './lib/middleware/referral';
import { guardRoute } from './lib/middleware/route-guards';
import { applySecurityHeaders } from './lib/middleware/security-headers';
import { rememberUtm } from './lib/middleware/utm';

// Kept as middleware.ts, as the design asks; Next 16 calls this file proxy.ts and prints a notice.
const handleI18n = createMiddleware(routing);

export default function middleware(request: NextRequest) {
  if (isApiOrAssetPath(request.nextUrl.pathname)) {
    return applySecurityHeaders(NextResponse.next(), request);
  }

  const canonical = canonicalLocalePath(request.nextUrl.pathname) ?? movedPagePath(request.nextUrl.pathname);
  if (canonical !== null) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return applySecurityHeaders(NextResponse.redirect(url, 308), request);
  }

  const intl = handleI18n(request);
  // A language redirect comes back here for its new URL; the other concerns run on that request.
  if (intl.headers.has('location')) return applySecurityHeaders(intl, request);

  const guarded = guardRoute(request);
  if (guarded) for (const cookie of intl.cookies.getAll()) guarded.cookies.set(cookie);
  const response = guarded ?? intl;

  rememberReferral(request, response);
  rememberUtm(request, response);
  if (!guarded) applyCachePolicy(request, response);
  return applySecurityHeaders(response, request);
}

export const config = {
  // Everything but built assets and the API (next.config.ts gives those their headers). Next copies
  // the body of every request its middleware sees into memory and cuts it at 10 MB; API requests
  // need nothing from the middleware, so uploads reach their route whole and are checked there
  // against their own limits.
  matcher: ['/((?!_next/static|_next/image|common-api/|self-api/|api/).*)'],
};
