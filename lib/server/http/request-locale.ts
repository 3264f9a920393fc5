import 'server-only';
import { defaultLocale, isLocale, localePrefixes, locales, type Locale } from '@/lib/i18n/locales';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { readCookie } from './cookies';

/** Maps a language tag or URL code (tw, zh, zh-Hant, en-US …) to one of our locales. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const value = tag.trim();
  if (isLocale(value)) return value;
  const lower = value.toLowerCase();
  const byPrefix = locales.find((l) => localePrefixes[l] === `/${lower}`);
  if (byPrefix) return byPrefix;
  if (lower.startsWith('zh')) {
    return /-(tw|hk|mo|hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  const base = lower.split('-')[0];
  return locales.find((l) => l === base) ?? null;
}

function fromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag, q: q === undefined ? 1 : Number(q) || 0 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return null;
}

/** The language of an API answer: X-Locale, then the language cookie, then Accept-Language. */
export function requestLocale(req: Request): Locale {
  return (
    matchLocale(req.headers.get('x-locale')) ??
    matchLocale(readCookie(req, LOCALE_COOKIE)) ??
    fromAcceptLanguage(req.headers.get('accept-language')) ??
    defaultLocale
  );
}
