import 'server-only';
import { catalogueHandleOf, creationIdOf, type ColoringPageSource } from '@/lib/coloring-pages';
import { catalogueLinePng } from '@/lib/server/catalogue/files';
import { paperOfSize } from '@/lib/paper';
import { findOwnedCreation } from '@/lib/server/generation/creations';
import { resultStore } from '@/lib/server/storage';
import { lineArtPng } from './finished-page';
import { findGalleryItem, galleryEntry, type GalleryItem } from './gallery';
import { galleryIdOf, loadPageFor } from './pages';

// A painting of a gallery page of a painting … is a chain; real ones are one or two links long.
const MAX_DEPTH = 4;

/** The line art of a page as `ownerId` sees it (the owner of a painting), as an opaque PNG at its size. */
export async function lineArtOf(page: ColoringPageSource, ownerId: string, depth = 0): Promise<Buffer | null> {
  if (depth > MAX_DEPTH) return null;
  if (page.origin === 'example') return lineArtPng(page);
  const catalogueHandle = catalogueHandleOf(page.id);
  if (catalogueHandle) {
    const bytes = await catalogueLinePng(catalogueHandle, paperOfSize(page.width, page.height));
    return bytes ? lineArtPng(page, bytes) : null;
  }
  const galleryId = galleryIdOf(page.id);
  if (galleryId) {
    const item = await findGalleryItem(galleryId);
    const bytes = item ? await galleryLineArt(item, depth + 1) : null;
    return bytes ? lineArtPng(page, bytes) : null;
  }
  const creationId = creationIdOf(page.id);
  if (creationId) {
    const creation = await findOwnedCreation({ kind: 'user', userId: ownerId }, creationId).catch(() => null);
    const bytes = creation?.files.png ? await resultStore().get(creation.files.png) : null;
    return bytes ? lineArtPng(page, bytes) : null;
  }
  return null;
}

/** The line page under a gallery item: the creation itself, or the page a painting coloured. */
export async function galleryLineArt(item: GalleryItem, depth = 0): Promise<Uint8Array | null> {
  if (item.kind === 'creation') return resultStore().get(item.imageKey);
  if (!item.pageId) return null;
  const page = await loadPageFor(item.userId, item.pageId);
  return page ? lineArtOf(page, item.userId, depth) : null;
}

/**
 * One published item as its page shows it, or null. A shared painting whose line page is gone (its
 * creation deleted since) keeps its picture but offers no "Color this page yourself".
 */
export async function galleryEntryById(id: string) {
  const item = await findGalleryItem(id);
  if (!item) return null;
  const entry = galleryEntry(item);
  if (item.kind === 'painting' && entry.colorPageId?.startsWith('gallery:') && !(await galleryLineArt(item))) return { ...entry, colorPageId: null };
  return entry;
}
