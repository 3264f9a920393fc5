import 'server-only';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/errors';
import { processSingleton } from '@/lib/server/process-singleton';
import { resultStore } from '@/lib/server/storage';
import { galleryThumbnail } from './finished-page';
import { findGalleryItem, type GalleryItem } from './gallery';
import { galleryLineArt } from './line-art';

export type GalleryFileKind = 'full' | 'thumb' | 'line';
export type GalleryFile = { bytes: Uint8Array; contentType: string; item: GalleryItem; etag: string };

// Thumbnails are made on first request and kept in memory (≈ 30 KB each), keyed by id and version,
// so a changed picture gets a new one and nothing is left in storage when an item goes away.
const THUMBS_KEPT = 300;
const thumbs = () => processSingleton('coloring:gallery-thumbs', () => new Map<string, Uint8Array>());

async function thumbnailOf(item: GalleryItem, image: Uint8Array): Promise<Uint8Array> {
  const cache = thumbs();
  const key = `${item.id}:${item.version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const made = new Uint8Array(await galleryThumbnail(image));
  if (cache.size >= THUMBS_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, made);
  return made;
}

/** A picture of a published item for anyone; unknown and unpublished ids get the same 404. */
export async function galleryFile(id: string, kind: GalleryFileKind): Promise<GalleryFile> {
  const item = await findGalleryItem(id);
  if (!item) throw localizedError(ErrorCode.notFound);
  const etag = `"${item.id}-${item.version}-${kind}"`;
  if (kind === 'line') {
    const bytes = await galleryLineArt(item);
    if (!bytes) throw localizedError(ErrorCode.notFound);
    return { bytes, contentType: 'image/png', item, etag };
  }
  const image = await resultStore().get(item.imageKey);
  if (!image) throw localizedError(ErrorCode.notFound);
  if (kind === 'thumb') return { bytes: await thumbnailOf(item, image), contentType: 'image/webp', item, etag };
  return { bytes: image, contentType: 'image/png', item, etag };
}
