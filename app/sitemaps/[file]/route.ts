import { sitemapFileParams } from '@/lib/api/contracts/params';
import { serverEnv } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { staticFile } from '@/lib/server/http/static-file';
import { languageSitemapXml, localeOfSitemapFile, sitemapFile } from '@/lib/seo/sitemap';

// Rendered at build like the index (/sitemap.xml): one file per language, the same lastmod.
export const dynamic = 'force-static';
export const dynamicParams = false;
const BUILT_AT = new Date().toISOString();

export function generateStaticParams() {
  return locales.map((locale) => ({ file: sitemapFile(locale) }));
}

// GET /sitemaps/{language}.xml – every public page in one language with its hreflang alternates
export const GET = staticFile(sitemapFileParams, ({ file }) => {
  const locale = localeOfSitemapFile(file);
  if (!locale) return new Response('Not found', { status: 404 });
  return new Response(languageSitemapXml(serverEnv().APP_URL, locale, BUILT_AT), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
});
