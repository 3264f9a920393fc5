import 'server-only';
import { FILE_TYPES } from '@/lib/server/file-types';
import { attachment, fileResponse } from '@/lib/server/http/file-response';

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
