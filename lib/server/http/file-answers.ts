import 'server-only';
import type { CatalogueFile } from '@/lib/server/catalogue/files';
import type { GalleryFile } from '@/lib/server/coloring/gallery-files';
import { FILE_TYPES } from '@/lib/server/file-types';
import { attachment, fileResponse } from './file-response';

/**
 * A public, cacheable catalogue file with its ETag; a matching If-None-Match answers 304. The SVG
 * is sandboxed (its own inline styles allowed) so it can never run as a page of this origin.
 */
export function catalogueResponse(req: Request, file: CatalogueFile, format: 'svg' | 'png' | 'pdf', download?: string): Response {
  return fileResponse(
    {
      bytes: file.bytes,
      contentType: FILE_TYPES[format],
      cache: 'public, max-age=86400, stale-while-revalidate=604800',
      etag: `"${file.etag}"`,
      csp: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      disposition: download ? `attachment; filename="colorwell-${download}.${format}"` : undefined,
    },
    req,
  );
}

/** The answer for a gallery picture: cacheable by anyone for a while, revalidated by its ETag. */
export function galleryFileResponse(req: Request, file: GalleryFile, download: boolean): Response {
  const name = `colorwell-${
    file.item.title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || file.item.id.slice(0, 8)
  }.png`;
  return fileResponse(
    {
      bytes: file.bytes,
      contentType: file.contentType,
      // Short enough that taking an item out of the gallery takes effect soon; URLs carry ?v= for the rest.
      cache: 'public, max-age=600, stale-while-revalidate=86400',
      etag: file.etag,
      disposition: download ? `attachment; filename="colorwell-${file.item.id.slice(0, 8)}.png"; filename*=UTF-8''${encodeURIComponent(name)}` : undefined,
    },
    req,
  );
}

/**
 * An owner's page thumbnail, shown inline in lists. It never changes (a creation's files are fixed
 * once made), so the browser keeps it; private, so no shared cache ever holds it.
 */
export function privateThumbnailResponse(req: Request, bytes: Uint8Array, etag: string): Response {
  return fileResponse({ bytes, contentType: 'image/webp', cache: 'private, max-age=604800, immutable', etag, csp: "default-src 'none'; sandbox" }, req);
}

/**
 * A private download: its type, nosniff, and an attachment name. Every format gets a sandboxing
 * CSP too, so an SVG or PDF can never run as a page of this origin.
 */
export function downloadResponse(bytes: Uint8Array, format: 'png' | 'svg' | 'pdf' | 'zip', name: string): Response {
  return fileResponse({
    bytes,
    contentType: FILE_TYPES[format],
    cache: 'private, no-store',
    csp: "default-src 'none'; sandbox",
    disposition: attachment(name, format),
  });
}
