import type { ColoringPageProvider, ColoringPageSource } from './types';

const CREATION_ID = /^creation:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** What the provider needs to know of a creation; null when the viewer does not own it. */
export type CreationLookup = (creationId: string) => Promise<{ width: number; height: number; title: string | null } | null>;

/** The creation id inside a `creation:<id>` page id, or null. */
export function creationIdOf(pageId: string): string | null {
  return CREATION_ID.exec(pageId)?.[1].toLowerCase() ?? null;
}

/**
 * Pages from the viewer's own creations (`creation:<id>`). The line art is the creation's PNG,
 * fetched through its owner-only download, so another account gets the same 404 as for nothing.
 */
export function creationPages(lookup: CreationLookup): ColoringPageProvider {
  return {
    origin: 'creation',
    load: async (pageId): Promise<ColoringPageSource | null> => {
      const id = creationIdOf(pageId);
      const found = id ? await lookup(id) : null;
      if (!id || !found) return null;
      return {
        id: `creation:${id}`,
        origin: 'creation',
        src: `/self-api/v1/creations/${id}/download?format=png`,
        width: found.width,
        height: found.height,
        title: found.title ?? undefined,
      };
    },
  };
}
