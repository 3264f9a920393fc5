import 'server-only';
import { creationPages, loadColoringPage, type ColoringPageSource } from '@/lib/coloring-pages';
import { ApiError } from '@/lib/api/errors';
import { findOwnedCreation } from '@/lib/server/generation/creations';

/** A page as `viewer` may open it: examples for anyone, creations only for their owner. */
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
  return loadColoringPage(pageId, [ownCreations]);
}
