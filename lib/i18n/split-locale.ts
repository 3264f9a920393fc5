import { defaultLocale, localePrefixes, type Locale } from './locales';

const byPrefix = new Map<string, Locale>((Object.entries(localePrefixes) as [Locale, string][]).filter(([, p]) => p !== '').map(([l, p]) => [p, l]));

/** Splits a URL path into its language and the path without prefix ("/de/profile" → de, "/profile"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^(\/[^/?#]+)(.*)$/.exec(pathname);
  const locale = match ? byPrefix.get(match[1]) : undefined;
  if (!match || !locale) return { locale: defaultLocale, path: pathname || '/' };
  const rest = match[2];
  return { locale, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
}
