import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { SearchParams } from '@/lib/page-params';

function queryString(searchParams: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Where a signed-out visitor of a protected page goes: the localized /login carrying the
 * original path and query, encoded, in `from` (/de/profile → /de/login?from=%2Fde%2Fprofile).
 */
export function loginPathFor(locale: Locale, pathname: string, searchParams: SearchParams = {}): string {
  const from = localizedPath(locale, pathname) + queryString(searchParams);
  return `${localizedPath(locale, '/login')}?from=${encodeURIComponent(from)}`;
}
