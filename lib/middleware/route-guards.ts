import { NextResponse, type NextRequest } from 'next/server';
import { localizedPath } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/split-locale';
import { isGuestOnlyPath } from '@/lib/seo/pages';
import { hasSessionCookie } from './session-cookie';

/** /profile, /affiliate and its children, /dashboard and its children need a session. */
export function isSignInRequiredPath(path: string): boolean {
  const p = trimSlash(path);
  return p === '/profile' || /^\/(affiliate|dashboard)(\/|$)/.test(p);
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The redirect the edge answers with for this page, or null to let it through. */
export function guardRoute(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  const signedIn = hasSessionCookie(request);

  // A signed-in visitor opening a guest-only page is sent to "/".
  if (signedIn && isGuestOnlyPath(path)) {
    return NextResponse.redirect(new URL(localizedPath(locale, '/'), request.url));
  }
  if (!signedIn && isSignInRequiredPath(path)) {
    const target = new URL(localizedPath(locale, '/login'), request.url);
    target.search = `?from=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(target);
  }
  return null;
}
