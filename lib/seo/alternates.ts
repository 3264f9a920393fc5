import { localeTags, localizedPath, locales, type Locale } from '@/lib/i18n/locales';

export type Alternates = { canonical: string; languages: Record<string, string> };

/** Canonical URL of `pathname` in `locale` plus its hreflang alternates: ten languages and x-default (English). */
export function alternatesFor(baseUrl: string, locale: Locale, pathname: string): Alternates {
  const absolute = (path: string) => new URL(path, baseUrl).toString();
  const languages: Record<string, string> = {};
  for (const l of locales) languages[localeTags[l]] = absolute(localizedPath(l, pathname));
  languages['x-default'] = absolute(localizedPath('en', pathname));
  return { canonical: absolute(localizedPath(locale, pathname)), languages };
}
