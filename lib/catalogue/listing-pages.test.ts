import { CATALOGUE_PAGE_SIZE, pagesForAudience, pagesWithTag } from './pages';
import { listingPageCount, listingPageParam, listingPagePath, listingPagePaths, listingSlice, splitListingPage } from './listing-pages';
import { sitemapPaths } from '@/lib/seo/sitemap';

describe('listing pages', () => {
  it('puts page 1 at the listing and page n under /page/n', () => {
    expect(listingPagePath('/tag/easy', 1)).toBe('/tag/easy');
    expect(listingPagePath('/tag/easy', 3)).toBe('/tag/easy/page/3');
    expect(listingPagePaths('/x', CATALOGUE_PAGE_SIZE * 2 + 1)).toEqual(['/x', '/x/page/2', '/x/page/3']);
    expect(listingPagePaths('/x', 3)).toEqual(['/x']);
  });

  it('accepts 2 … the last page in the segment, nothing else', () => {
    const total = CATALOGUE_PAGE_SIZE * 4 + 1; // five pages
    expect(listingPageCount(total)).toBe(5);
    expect(['2', '5'].map((n) => listingPageParam(n, total))).toEqual([2, 5]);
    for (const raw of ['1', '0', '6', '02', '2x', '-2', '', '1e1', '999999']) expect(listingPageParam(raw, total), raw).toBeNull();
    expect(listingPageParam('2', CATALOGUE_PAGE_SIZE)).toBeNull();
  });

  it('slices each page and numbers from where it starts', () => {
    const items = Array.from({ length: CATALOGUE_PAGE_SIZE + 5 }, (_, i) => i);
    expect(listingSlice(items, 1).shown).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(listingSlice(items, 2)).toEqual({ shown: [24, 25, 26, 27, 28], first: CATALOGUE_PAGE_SIZE });
  });

  it('reads a later page back from its path', () => {
    expect(splitListingPage('/tag/easy/page/2')).toEqual({ base: '/tag/easy', page: 2 });
    expect(splitListingPage('/tag/easy/page/1')).toBeNull();
    expect(splitListingPage('/tag/easy')).toBeNull();
  });

  it('lists every page of the long listings in the sitemap, once', () => {
    const paths = sitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
    const kids = listingPageCount(pagesForAudience('kids').length);
    expect(kids).toBeGreaterThan(1);
    expect(paths).toContain(`/kid-coloring-pages/page/${kids}`);
    expect(paths).not.toContain(`/kid-coloring-pages/page/${kids + 1}`);
    expect(paths).toContain(`/tag/easy/page/${listingPageCount(pagesWithTag('easy').length)}`);
    expect(paths.some((p) => p.endsWith('/page/1'))).toBe(false);
  });
});
