import 'server-only';

const TYPES: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/**
 * A private download: its type, nosniff, and an attachment name. An SVG is served as an
 * attachment with a sandboxing CSP too, so it can never run as a page of this origin.
 */
export function fileResponse(bytes: Uint8Array, format: string, name: string): Response {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80);
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': TYPES[format] ?? 'application/octet-stream',
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="colorwell-${safe}.${format}"`,
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}
