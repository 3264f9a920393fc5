// The one paper rule of the site: Letter where it is the usual paper (the US-English site), A4 for
// every other language, unless the reader chose otherwise (remembered in a cookie for a year).
// Item pages, downloads, the tools, the canvas and printing all ask here.

export const PAPERS = ['a4', 'letter'] as const;
export type Paper = (typeof PAPERS)[number];

export const PAPER_COOKIE = 'colorwell_paper';
export const PAPER_COOKIE_DAYS = 365;

export function isPaper(value: unknown): value is Paper {
  return value === 'a4' || value === 'letter';
}

/** The paper of a language when the reader has not chosen one. */
export function paperForLocale(locale: string): Paper {
  return locale === 'en' ? 'letter' : 'a4';
}

/** Page size in millimetres (portrait), and in pixels at 300 dpi as the engine rasterises it. */
export const PAPER_MM: Record<Paper, { w: number; h: number }> = { a4: { w: 210, h: 297 }, letter: { w: 215.9, h: 279.4 } };
export const PAPER_PX: Record<Paper, { width: number; height: number }> = {
  a4: { width: 2480, height: 3508 },
  letter: { width: 2550, height: 3300 },
};

/** The paper whose proportions a page has (either orientation), for printing it on that sheet. */
export function paperOfSize(width: number, height: number): Paper {
  const ratio = Math.min(width, height) / Math.max(width, height);
  const of = (p: Paper) => Math.abs(ratio - PAPER_MM[p].w / PAPER_MM[p].h);
  return of('letter') < of('a4') ? 'letter' : 'a4';
}
