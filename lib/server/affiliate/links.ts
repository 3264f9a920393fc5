import 'server-only';
import { serverEnv } from '@/lib/env';
import { pages, type PageKey } from '@/lib/seo/pages';

/** Pages an affiliate may link to: the home page, the tools and the landing pages people buy from. */
export const SHAREABLE_PAGES = [
  'home',
  'pricing',
  'aiGenerator',
  'textToColoringPage',
  'nameGenerator',
  'photoToColoringPage',
  'photoToLineArt',
  'photoToLineDrawing',
  'colorizeDrawing',
  'onlineColoring',
  'gallery',
  'allFree',
  'kidColoringPages',
  'teenColoringPages',
  'adultColoringPages',
] as const satisfies readonly PageKey[];

/** The public address of `path` carrying the code as ?ref=. */
export function referralLink(code: string, path: string = '/'): string {
  const url = new URL(path, serverEnv().APP_URL);
  url.searchParams.set('ref', code);
  return url.toString();
}

export function shareLinks(code: string) {
  return SHAREABLE_PAGES.map((page) => ({ page, path: pages[page].path, link: referralLink(code, pages[page].path) }));
}
