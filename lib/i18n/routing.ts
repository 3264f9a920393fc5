import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localePrefixes, locales } from './locales';

// The language cookie i18n_redirected, 365 days, path /, SameSite=Lax.
export const LOCALE_COOKIE = 'i18n_redirected';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: {
    mode: 'as-needed',
    prefixes: Object.fromEntries(Object.entries(localePrefixes).filter(([, prefix]) => prefix !== '')),
  },
  localeCookie: { name: LOCALE_COOKIE, maxAge: 365 * 24 * 60 * 60, sameSite: 'lax', path: '/' },
  // hreflang alternates are written by our own metadata (with x-default), not as a Link header.
  alternateLinks: false,
});
