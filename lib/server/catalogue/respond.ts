import 'server-only';
import type { CatalogueFile } from './files';

const TYPES = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf' } as const;

/**
 * A public, cacheable catalogue file with its ETag; a matching If-None-Match answers 304. The SVG
 * is sandboxed so it can never run as a page of this origin.
 */
export function catalogueResponse(req: Request, file: CatalogueFile, format: keyof typeof TYPES, download?: string): Response {
  const etag = `"${file.etag}"`;
  const headers: Record<string, string> = {
    etag,
    'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (req.headers.get('if-none-match')?.split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers });
  headers['content-type'] = TYPES[format];
  headers['content-length'] = String(file.bytes.byteLength);
  if (download) headers['content-disposition'] = `attachment; filename="colorwell-${download}.${format}"`;
  return new Response(new Uint8Array(file.bytes), { status: 200, headers });
}
