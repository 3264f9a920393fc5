import { serverEnv } from '@/lib/env';
import { sitemapIndexXml } from '@/lib/seo/sitemap';

// Rendered at build: the catalogue and the fixed pages change only with a deploy, so that is their lastmod.
export const dynamic = 'force-static';
const BUILT_AT = new Date().toISOString();

// GET /sitemap.xml – the sitemap index, one sitemap per language
export function GET() {
  return new Response(sitemapIndexXml(serverEnv().APP_URL, BUILT_AT), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
