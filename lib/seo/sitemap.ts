import { listingPagePaths } from '@/lib/catalogue/listing-pages';
import { cataloguePages, pagesForAudience, pagesOfTheme, pagesWithTag } from '@/lib/catalogue/pages';
import { tags } from '@/lib/catalogue/tags';
import { themes } from '@/lib/catalogue/themes';
import { localePrefixes, locales, type Locale } from '@/lib/i18n/locales';
import { alternatesFor } from './alternates';
import { pages } from './pages';

// Public pages worth finding (not payment or verification answers), then themes, tags and every catalogue page.
const SKIP = new Set<string>([pages.paySuccess.path, pages.registerVerification.path, pages.registerVerificationSuccess.path]);

// The later pages of the catalogue's listings (`/kid-coloring-pages/page/2` …): each is its own canonical page.
const LATER_PAGES: [string, number][] = [
  [pages.allFree.path, cataloguePages.length],
  [pages.kidColoringPages.path, pagesForAudience('kids').length],
  [pages.teenColoringPages.path, pagesForAudience('teens').length],
  [pages.adultColoringPages.path, pagesForAudience('adults').length],
  ...themes.map((theme): [string, number] => [`/${theme.slug}`, pagesOfTheme(theme.slug).length]),
  ...tags.map((tag): [string, number] => [`/tag/${tag}`, pagesWithTag(tag).length]),
];

export function sitemapPaths(): string[] {
  return [
    ...Object.values(pages)
      .filter((page) => page.access === 'public' && !SKIP.has(page.path))
      .map((page) => page.path),
    ...themes.map((theme) => `/${theme.slug}`),
    ...tags.map((tag) => `/tag/${tag}`),
    ...LATER_PAGES.flatMap(([path, total]) => listingPagePaths(path, total).slice(1)),
    ...cataloguePages.map((page) => `/${page.theme}/${page.handle}`),
  ];
}

/** The file name of a language's sitemap: its URL prefix, `en` for English (no prefix). */
export function sitemapFile(locale: Locale): string {
  return `${localePrefixes[locale].slice(1) || 'en'}.xml`;
}

export function localeOfSitemapFile(file: string): Locale | undefined {
  return locales.find((locale) => sitemapFile(locale) === file);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap index: one sitemap per language, each with the time its pages last changed. */
export function sitemapIndexXml(baseUrl: string, lastmod: string): string {
  const entries = locales.map(
    (locale) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${sitemapFile(locale)}`, baseUrl).toString())}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One language's sitemap: every public page in that language with its hreflang alternates and lastmod. */
export function languageSitemapXml(baseUrl: string, locale: Locale, lastmod: string): string {
  const urls = sitemapPaths().map((path) => {
    const { canonical, languages } = alternatesFor(baseUrl, locale, path);
    const links = Object.entries(languages).map(([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(href)}"/>`);
    return `<url><loc>${escapeXml(canonical)}</loc><lastmod>${lastmod}</lastmod>${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
