import 'server-only';
import { processSingleton } from '@/lib/server/process-singleton';
import { galleryThumbnail } from './finished-page';

// Thumbnails (a 600 px WebP, ≈ 30 KB) are made on first request and kept in memory, most recent
// last, so lists of pages never send or decode full 300 dpi sheets, and nothing is left in storage
// when a page goes away. Keys carry whatever changes the picture (an id and its version).
const THUMBS_KEPT = 600;
const thumbs = () => processSingleton('coloring:thumbnails', () => new Map<string, Uint8Array>());

/** The thumbnail kept under `key`, or made from `load()`'s picture (null when there is none). */
export async function keptThumbnail(key: string, load: () => Promise<Uint8Array | null>): Promise<Uint8Array | null> {
  const cache = thumbs();
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const image = await load();
  if (!image) return null;
  const made = new Uint8Array(await galleryThumbnail(image));
  if (cache.size >= THUMBS_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, made);
  return made;
}
