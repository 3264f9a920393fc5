import 'server-only';

export type FileAnswer = {
  bytes: Uint8Array;
  contentType: string;
  /** Cache-Control: `private, no-store` for an owner's files, public for catalogue and gallery files. */
  cache: string;
  /** A quoted entity tag; a request whose If-None-Match lists it is answered 304 without a body. */
  etag?: string;
  /** A sandboxing policy for files a browser could open as a page of this origin (SVG, PDF). */
  csp?: string;
  /** The Content-Disposition value that makes the answer a download. */
  disposition?: string;
  /** Further headers of this kind of file (Last-Modified …). */
  headers?: Record<string, string>;
};

/** An ASCII-safe attachment name, `colorwell-<name>.<extension>`. */
export function attachment(name: string, extension: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80);
  return `attachment; filename="colorwell-${safe}.${extension}"`;
}

/**
 * The one builder of file answers: type, length, nosniff and caching on every file, the entity tag
 * and sandbox when given. A revalidation that matches answers 304 with the caching headers only.
 */
export function fileResponse(file: FileAnswer, req?: Request): Response {
  const headers: Record<string, string> = { 'cache-control': file.cache, 'x-content-type-options': 'nosniff' };
  if (file.etag) headers.etag = file.etag;
  if (file.csp) headers['content-security-policy'] = file.csp;
  if (
    file.etag &&
    req?.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(file.etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  headers['content-type'] = file.contentType;
  headers['content-length'] = String(file.bytes.byteLength);
  if (file.disposition) headers['content-disposition'] = file.disposition;
  return new Response(new Uint8Array(file.bytes), { status: 200, headers: { ...headers, ...file.headers } });
}
