import 'server-only';
import { creationPages, loadColoringPage, type ColoringPageProvider, type ColoringPageSource } from '@/lib/coloring-pages';
import { ApiError } from '@/lib/api/errors';
import { findOwnedCreation } from '@/lib/server/generation/creations';
import { findGalleryItem } from './gallery';

const GALLERY_PAGE = /^gallery:([0-9a-f-]{36})$/i;

/** The gallery id inside a `gallery:<id>` page id, or null. */
export function galleryIdOf(pageId: string): string | null {
  return GALLERY_PAGE.exec(pageId)?.[1].toLowerCase() ?? null;
}

/** Published gallery items open for anyone as `gallery:<id>`; the line art comes through the public gallery route. */
const galleryPages: ColoringPageProvider = {
  origin: 'gallery',
  load: async (pageId) => {
    const id = galleryIdOf(pageId);
    const item = id ? await findGalleryItem(id) : null;
    if (!item) return null;
    return {
      id: `gallery:${item.id}`,
      origin: 'gallery',
      src: `/common-api/v1/gallery/${item.id}/line?v=${item.version}`,
      width: item.width,
      height: item.height,
      title: item.title,
    };
  },
};

/** A page as `viewer` may open it: examples and gallery pages for anyone, creations only for their owner. */
export function loadPageFor(userId: string | null, pageId: string): Promise<ColoringPageSource | null> {
  const ownCreations = creationPages(async (id) => {
    try {
      const creation = await findOwnedCreation(userId ? { kind: 'user', userId } : null, id);
      return { width: creation.width, height: creation.height, title: creation.title };
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
  });
  return loadColoringPage(pageId, [ownCreations, galleryPages]);
}
