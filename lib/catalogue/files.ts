// Addresses and sizes of a catalogue page's files (safe for browsers: no studio import).
import type { Locale } from '@/lib/i18n/locales';

export type CataloguePaper = 'a4' | 'letter';

/** Paper follows the language, as for generated pages: Letter for English, A4 elsewhere. */
export function paperForLocale(locale: Locale): CataloguePaper {
  return locale === 'en' ? 'letter' : 'a4';
}

/** Page size in millimetres (portrait), and in pixels at 300 dpi as the engine rasterises it. */
export const PAPER_MM: Record<CataloguePaper, { w: number; h: number }> = { a4: { w: 210, h: 297 }, letter: { w: 215.9, h: 279.4 } };
export const PAPER_PX: Record<CataloguePaper, { width: number; height: number }> = {
  a4: { width: 2480, height: 3508 },
  letter: { width: 2550, height: 3300 },
};

const BASE = '/common-api/v1/catalogue';

/** The vector drawing of the page (thumbnails and the big preview). */
export function previewUrl(handle: string, paper: CataloguePaper = 'a4'): string {
  return `${BASE}/${handle}/preview?paper=${paper}`;
}

/** The printable file: a 300 dpi PNG or a PDF with the licence credit, on the language's paper. */
export function downloadUrl(handle: string, format: 'png' | 'pdf', locale: Locale): string {
  return `${BASE}/${handle}/download?format=${format}&locale=${locale}`;
}
