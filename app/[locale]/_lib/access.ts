import 'server-only';
import { redirect } from 'next/navigation';
import { isLocale, localizedPath, type Locale } from '@/lib/i18n/locales';
import { getSessionUser, type SessionUser } from '@/lib/server/sessions/current';

export type SearchParams = Record<string, string | string[] | undefined>;

function queryString(searchParams: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The server-side sign-in check of a protected page (the edge redirect is only a convenience).
 * Checked in the page, not the layout: only a page knows its query string, and layouts and pages
 * render in parallel, so a layout check alone would not stop the page from rendering.
 */
export async function requireUser(
  localeParam: string,
  pathname: string,
  searchParams: SearchParams = {},
): Promise<SessionUser> {
  const locale: Locale = isLocale(localeParam) ? localeParam : 'en';
  const user = await getSessionUser();
  if (!user) {
    const from = localizedPath(locale, pathname) + queryString(searchParams);
    redirect(`${localizedPath(locale, '/login')}?from=${encodeURIComponent(from)}`);
  }
  return user;
}

/** SPEC §2: a signed-in user opening a guest-only auth page is sent home. */
export async function redirectSignedIn(localeParam: string): Promise<void> {
  const locale: Locale = isLocale(localeParam) ? localeParam : 'en';
  if (await getSessionUser()) redirect(localizedPath(locale, '/'));
}
