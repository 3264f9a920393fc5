import { findCataloguePage } from '@/lib/catalogue/pages';
import type { ColoringPageProvider, ColoringPageSource } from './types';

const CATALOGUE_ID = /^catalogue:([a-z0-9-]{1,80})$/;

/** The catalogue handle inside a `catalogue:<handle>` page id, when the catalogue has it. */
export function catalogueHandleOf(pageId: string): string | null {
  const handle = CATALOGUE_ID.exec(pageId)?.[1];
  return handle && findCataloguePage(handle) ? handle : null;
}

/**
 * Pages of the public catalogue (`catalogue:<handle>`). The line art is the same 300 dpi A4 PNG the
 * item page offers for download (drawn by the studio, thresholded by the engine), so the canvas
 * colours exactly the regions that print. Titles are translated by whoever shows the page.
 */
export const catalogueColoringPages: ColoringPageProvider = {
  origin: 'catalogue',
  load: async (pageId): Promise<ColoringPageSource | null> => {
    const handle = catalogueHandleOf(pageId);
    if (!handle) return null;
    return {
      id: `catalogue:${handle}`,
      origin: 'catalogue',
      src: `/common-api/v1/catalogue/${handle}/download?format=png&paper=a4`,
      width: 2480,
      height: 3508,
    };
  },
};
