import 'server-only';
import { cataloguePages, findCataloguePage, POPULAR_HANDLES, type CataloguePage } from '@/lib/catalogue/pages';
import { isBuildPhase } from '@/lib/env';
import { splitLocale } from '@/lib/i18n/split-locale';
import { viewsSince } from '@/lib/server/analytics/pageviews';

// "Popular" is the last month's views of each catalogue page, all languages together.
const WINDOW_DAYS = 30;

/** Catalogue pages by views; pages with equal views keep the editors' order (their picks first). */
export async function popularCataloguePages(count: number): Promise<CataloguePage[]> {
  const editorial = [
    ...POPULAR_HANDLES.map((handle) => findCataloguePage(handle)!),
    ...cataloguePages.filter((p) => !(POPULAR_HANDLES as readonly string[]).includes(p.handle)),
  ];
  // Prerendering at build has no database; the page is rendered again with counts within minutes.
  if (isBuildPhase()) return editorial.slice(0, count);
  const views = new Map<string, number>();
  for (const [url, n] of await viewsSince(WINDOW_DAYS)) {
    const [, theme, handle] = splitLocale(url).path.split('/');
    const page = handle ? findCataloguePage(handle) : undefined;
    if (page && page.theme === theme) views.set(page.handle, (views.get(page.handle) ?? 0) + n);
  }
  return editorial
    .map((page, order) => ({ page, order, views: views.get(page.handle) ?? 0 }))
    .sort((a, b) => b.views - a.views || a.order - b.order)
    .slice(0, count)
    .map((entry) => entry.page);
}
