import { CATALOGUE_PAGE_SIZE } from './pages';

/**
 * Long catalogue listings (themes, tags, audiences, all pages) are split into pages of
 * CATALOGUE_PAGE_SIZE cards. Page 1 lives at the listing's own URL and page n at `{listing}/page/{n}`:
 * a path, not a query, so every page is a static, shareable file with its own canonical URL.
 */
export const LISTING_PAGE_SEGMENT = 'page';

export function listingPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
}

/** The locale-free path of page `page` of the listing at `base`. */
export function listingPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/${LISTING_PAGE_SEGMENT}/${page}`;
}

/**
 * The page number in a `/page/{n}` segment: 2 … the last page. "1" is not one (page 1 is the listing's
 * own URL, one address per page), nor are "02", "x" or a number past the end.
 */
export function listingPageParam(raw: string, total: number): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 2 && page <= listingPageCount(total) ? page : null;
}

/** The cards shown on page `page`, and the position of the first among all of the listing's. */
export function listingSlice<T>(items: readonly T[], page: number): { shown: T[]; first: number } {
  const first = (page - 1) * CATALOGUE_PAGE_SIZE;
  return { shown: items.slice(first, first + CATALOGUE_PAGE_SIZE), first };
}

/** Every page's path of the listing at `base` with `total` cards, page 1 first (for the sitemap). */
export function listingPagePaths(base: string, total: number): string[] {
  return Array.from({ length: listingPageCount(total) }, (_, i) => listingPagePath(base, i + 1));
}

/**
 * A path without language that is page n ≥ 2 of some listing: its listing's path and n, else null.
 * (Which listings exist is the caller's question.)
 */
export function splitListingPage(path: string): { base: string; page: number } | null {
  const match = /^(.+)\/page\/([1-9]\d{0,4})$/.exec(path);
  return match && Number(match[2]) >= 2 ? { base: match[1], page: Number(match[2]) } : null;
}
