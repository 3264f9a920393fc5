import { catalogueCanvasId } from '@/lib/catalogue/files';
import { findCataloguePage } from '@/lib/catalogue/pages';
import { PAPER_PX, type Paper } from '@/lib/paper';
import type { ColoringPageProvider, ColoringPageSource } from './types';

const CATALOGUE_ID = /^catalogue:([a-z0-9-]{1,80})(?::(letter))?$/;

function paperOf(pageId: string): Paper {
  return CATALOGUE_ID.exec(pageId)?.[2] === 'letter' ? 'letter' : 'a4';
}

/** The catalogue handle inside a `catalogue:<handle>` page id, when the catalogue has it. */
export function catalogueHandleOf(pageId: string): string | null {
  const handle = CATALOGUE_ID.exec(pageId)?.[1];
  return handle && findCataloguePage(handle) ? handle : null;
}

/**
 * Pages of the public catalogue (`catalogue:<handle>` on A4, `catalogue:<handle>:letter` on Letter).
 * The line art is the same 300 dpi PNG the item page offers for download on that paper (drawn by
 * the studio, thresholded by the engine), so the canvas colours exactly the regions that print.
 * Titles are translated by whoever shows the page.
 */
export const catalogueColoringPages: ColoringPageProvider = {
  origin: 'catalogue',
  load: async (pageId): Promise<ColoringPageSource | null> => {
    const handle = catalogueHandleOf(pageId);
    if (!handle) return null;
    const paper = paperOf(pageId);
    return {
      id: catalogueCanvasId(handle, paper),
      origin: 'catalogue',
      src: `/common-api/v1/catalogue/${handle}/download?format=png&paper=${paper}`,
      ...PAPER_PX[paper],
    };
  },
};
