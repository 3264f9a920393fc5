import 'server-only';
import { FILE_TYPES } from '@/lib/server/file-types';
import { fileResponse } from '@/lib/server/http/file-response';
import type { CatalogueFile } from './files';

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
