// The one paper rule of the site: Letter where it is the usual paper (the US-English site), A4 for
// every other language, unless the reader chose otherwise (remembered in a cookie for a year).
// Item pages, downloads, the tools, the canvas and printing all ask here.

import { PAPER_MM, PAPER_PX } from '@/lib/engine/page/layout';
import { PAPERS, type Paper } from '@/lib/engine/types';

/** The engine's page layout decides the papers and their sizes (mm portrait, pixels at 300 dpi). */
export { PAPER_MM, PAPER_PX, PAPERS, type Paper };

export const PAPER_COOKIE = 'colorwell_paper';
export const PAPER_COOKIE_DAYS = 365;

export function isPaper(value: unknown): value is Paper {
  return PAPERS.includes(value as Paper);
}

/** The paper of a language when the reader has not chosen one. */
export function paperForLocale(locale: string): Paper {
  return locale === 'en' ? 'letter' : 'a4';
}

/** The paper whose proportions a page has (either orientation), for printing it on that sheet. */
export function paperOfSize(width: number, height: number): Paper {
  const ratio = Math.min(width, height) / Math.max(width, height);
  const of = (p: Paper) => Math.abs(ratio - PAPER_MM[p].w / PAPER_MM[p].h);
  return of('letter') < of('a4') ? 'letter' : 'a4';
}
