import type { NextRequest, NextResponse } from 'next/server';
import { splitLocale } from '@/lib/i18n/split-locale';
import { splitListingPage } from '@/lib/catalogue/listing-pages';
import { themes } from '@/lib/catalogue/themes';
import { pages } from '@/lib/seo/pages';

// A CDN keeps a public page an hour and may serve it a day longer while it fetches a fresh copy.
export const PUBLIC_PAGE_CACHE = 'public, s-maxage=3600, stale-while-revalidate=86400';

// Public pages whose answer still depends on the visitor (their own page on the canvas, a payment
// just made, their verification link) or that change the moment someone publishes (the gallery).
const NOT_SHARED = new Set<string>([
  pages.onlineColoring.path,
  pages.paySuccess.path,
  pages.registerVerification.path,
  pages.registerVerificationSuccess.path,
  pages.gallery.path,
]);

const SHARED_FIXED = new Set<string>(
  Object.values(pages)
    .filter((page) => page.access === 'public' && !NOT_SHARED.has(page.path))
    .map((page) => page.path),
);
const THEMES = new Set<string>(themes.map((theme) => theme.slug));
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const TAG_PATH = new RegExp(`^/tag/${SLUG}$`);
const THEME_PATH = new RegExp(`^/(${SLUG})(?:/${SLUG})?$`);
// The catalogue's listings whose later pages live at `{listing}/page/{n}`.
const PAGED_FIXED = new Set<string>([pages.allFree.path, pages.kidColoringPages.path, pages.teenColoringPages.path, pages.adultColoringPages.path]);
const PAGED_TAG_OR_THEME = new RegExp(`^/(?:tag/${SLUG}|(${SLUG}))$`);

/** Whether `base` is a listing of the catalogue split into pages (a tag, a theme or a fixed listing). */
function isPagedListing(base: string): boolean {
  if (PAGED_FIXED.has(base)) return true;
  const match = PAGED_TAG_OR_THEME.exec(base);
  return match !== null && (match[1] === undefined || THEMES.has(match[1]));
}

/**
 * Whether the page at `path` (without language prefix) is the same for every visitor, so a shared
 * cache may keep it: the fixed public pages, themes, their catalogue pages, tags and the later pages of
 * the catalogue's listings (`/tag/easy/page/2`). Everything else
 * (dashboard, profile, affiliate area, sign-in pages, the API) keeps the private answer Next gives it.
 */
export function isSharedPagePath(path: string): boolean {
  const p = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (SHARED_FIXED.has(p) || TAG_PATH.test(p)) return true;
  const paged = splitListingPage(p);
  if (paged) return isPagedListing(paged.base);
  const theme = THEME_PATH.exec(p)?.[1];
  return theme !== undefined && THEMES.has(theme);
}

/**
 * Marks a shared page's answer public for CDNs (Next, which renders these pages once, then keeps this
 * header). Never when the answer sets a cookie: the language, referral or utm cookie is one visitor's.
 */
export function applyCachePolicy(request: NextRequest, response: NextResponse): NextResponse {
  if (request.method !== 'GET' && request.method !== 'HEAD') return response;
  if (!isSharedPagePath(splitLocale(request.nextUrl.pathname).path)) return response;
  if (response.headers.has('set-cookie')) return response;
  response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  return response;
}
