import { localePrefixes, localeTags, locales } from '@/lib/i18n/locales';

// People (and other sites linking to us) write a language as its tag: /zh-TW/…, /zh-cn/…, /en-US/….
// Our prefixes are shorter (/tw, /zh, none for English), so such a path would be a 404; it is sent on
// to the page it means instead. Script subtags and the regions that write the same script count too.
const EXTRA_ALIASES: Record<string, (typeof locales)[number]> = {
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
};

const ALIASES: ReadonlyMap<string, string> = (() => {
  const byAlias = new Map<string, string>();
  const own = new Set(locales.map((locale) => localePrefixes[locale].slice(1)));
  const add = (alias: string, locale: (typeof locales)[number]) => {
    const key = alias.toLowerCase();
    if (!own.has(key)) byAlias.set(key, localePrefixes[locale]);
  };
  for (const locale of locales) {
    add(locale, locale);
    add(localeTags[locale], locale);
  }
  for (const [alias, locale] of Object.entries(EXTRA_ALIASES)) add(alias, locale);
  return byAlias;
})();

/** The canonical path for a path whose first segment is a language tag we spell differently, else null. */
export function canonicalLocalePath(pathname: string): string | null {
  const match = /^\/([A-Za-z]{2}(?:[-_][A-Za-z]{2,4})?)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const prefix = ALIASES.get(match[1].toLowerCase().replace('_', '-'));
  if (prefix === undefined) return null;
  const rest = match[2] ?? '';
  return prefix + rest || '/';
}
