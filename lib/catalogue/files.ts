// Addresses and sizes of a catalogue page's files (safe for browsers: no studio import).
import type { Locale } from '@/lib/i18n/locales';
import type { Paper } from '@/lib/paper';

export type CataloguePaper = Paper;

const BASE = '/common-api/v1/catalogue';

/** The vector drawing of the page (thumbnails and the big preview). */
export function previewUrl(handle: string, paper: CataloguePaper = 'a4'): string {
  return `${BASE}/${handle}/preview?paper=${paper}`;
}

/** The printable file: a 300 dpi PNG or a PDF with the licence credit, on the reader's paper. */
export function downloadUrl(handle: string, format: 'png' | 'pdf', locale: Locale, paper?: Paper): string {
  return `${BASE}/${handle}/download?format=${format}&locale=${locale}${paper ? `&paper=${paper}` : ''}`;
}

/** The size social networks and chat apps show a link preview at (Open Graph, X's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The page as a link preview picture, SHARE_IMAGE_SIZE. */
export function shareImageUrl(handle: string): string {
  return `${BASE}/${handle}/share-image`;
}

/** The canvas page id of a catalogue page on a paper: A4 keeps the plain id (older saves use it). */
export function catalogueCanvasId(handle: string, paper: Paper): string {
  return paper === 'letter' ? `catalogue:${handle}:letter` : `catalogue:${handle}`;
}
