import 'server-only';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/errors';
import { resultStore } from '@/lib/server/storage';
import { findGalleryItem, type GalleryItem } from './gallery';
import { galleryLineArt } from './line-art';
import { keptThumbnail } from './thumbnails';

export type GalleryFileKind = 'full' | 'thumb' | 'line';
export type GalleryFile = { bytes: Uint8Array; contentType: string; item: GalleryItem; etag: string };

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
  const load = () => resultStore().get(item.imageKey);
  const bytes = kind === 'thumb' ? await keptThumbnail(`gallery:${item.id}:${item.version}`, load) : await load();
  if (!bytes) throw localizedError(ErrorCode.notFound);
  return { bytes, contentType: kind === 'thumb' ? 'image/webp' : 'image/png', item, etag };
}
