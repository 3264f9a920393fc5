import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env';
import { localePrefixes, locales } from '@/lib/i18n/locales';

// Signed-in areas in every language, and the API. "/affiliate$" and "/affiliate/" keep /affiliation open.
const PRIVATE_PATHS = ['/dashboard', '/profile', '/affiliate$', '/affiliate/'];

/** /robots.txt: everything public may be crawled; the sitemap index lists it. */
export default function robots(): MetadataRoute.Robots {
  const base = serverEnv().APP_URL;
  const disallow = [...locales.flatMap((locale) => PRIVATE_PATHS.map((path) => `${localePrefixes[locale]}${path}`)), '/common-api/', '/self-api/'];
  return {
    // The catalogue and gallery images pages show stay open to crawlers (the longer rule wins).
    rules: { userAgent: '*', allow: ['/', '/common-api/v1/catalogue/', '/common-api/v1/gallery/'], disallow },
    sitemap: new URL('/sitemap.xml', base).toString(),
  };
}
