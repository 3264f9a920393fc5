import 'server-only';
import { redirect } from 'next/navigation';
import { localizedPath, toLocale } from '@/lib/i18n/locales';
import { getSessionUser } from '@/lib/server/http/session-user';
import type { SessionUser } from '@/lib/server/sessions/session-user';
import type { SearchParams } from '@/lib/page-params';
import { loginPathFor } from './login-path';

export type { SearchParams };

/**
 * The server-side sign-in check of a protected page (the edge redirect is only a convenience).
 * Checked in the page, not the layout: only a page knows its query string, and layouts and pages
 * render in parallel, so a layout check alone would not stop the page from rendering.
 */
export async function requireUser(localeParam: string, pathname: string, searchParams: SearchParams = {}): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginPathFor(toLocale(localeParam), pathname, searchParams));
  return user;
}

/** A signed-in user opening a guest-only auth page is sent home. */
export async function redirectSignedIn(localeParam: string): Promise<void> {
  if (await getSessionUser()) redirect(localizedPath(toLocale(localeParam), '/'));
}
